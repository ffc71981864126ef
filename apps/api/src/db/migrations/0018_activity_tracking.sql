CREATE TABLE "player_activity" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"active_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_activity_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "limit_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "activity_tracked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_activity" ADD CONSTRAINT "player_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;