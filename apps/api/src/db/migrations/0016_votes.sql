CREATE TABLE "votes" (
	"prediction_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_prediction_id_user_id_pk" PRIMARY KEY("prediction_id","user_id"),
	CONSTRAINT "votes_data_check" CHECK ("votes"."data" in ('1', 'X', '2'))
);
--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;