/*
 * Favourites (spec promotions §4 "Favorites"; modules/favourites): the matches and tournaments a
 * player marked. One row per item, keyed by player, kind and item, so marking twice is one row.
 */
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id"),
	CONSTRAINT "favourites_kind_check" CHECK ("favourites"."kind" in ('match', 'tournament'))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;