CREATE TABLE "bet_limit_counters" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_limit_counters_user_id_currency_period_pk" PRIMARY KEY("user_id","currency","period")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bet_limits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_limit_counters" ADD CONSTRAINT "bet_limit_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;