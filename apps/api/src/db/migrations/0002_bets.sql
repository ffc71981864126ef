CREATE TABLE "bet_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"match_id" integer NOT NULL,
	"market_type_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"outcome_key" text NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"request_id" integer,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"potential_win" bigint NOT NULL,
	"win_amount" bigint,
	"system_win_count" smallint,
	"system_total_count" smallint,
	"bonus" jsonb,
	"is_vip" boolean DEFAULT false NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"device_id" text,
	"accept_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_ref_unique" UNIQUE("ref"),
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"bets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outcomes" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "bet_requests" ADD CONSTRAINT "bet_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_request_id_bet_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "bet_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_requests_user_key_idx" ON "bet_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bet_selections_bet_idx" ON "bet_selections" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "bet_selections_open_match_idx" ON "bet_selections" USING btree ("match_id","status");--> statement-breakpoint
CREATE INDEX "bets_user_created_idx" ON "bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bets_status_idx" ON "bets" USING btree ("status");