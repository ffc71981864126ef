CREATE TABLE "bonus_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"uses_count" integer NOT NULL,
	"country_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"only_verified" boolean DEFAULT false NOT NULL,
	"event_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"trigger_key" text,
	"promo_code" text,
	"public" boolean DEFAULT false NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ranges" jsonb,
	"min_odds" integer,
	"max_odds" integer,
	"amounts" jsonb,
	"match_status" text,
	"selection_count_from" integer,
	"selection_count_to" integer,
	"expiry_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_campaigns_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "bonus_campaigns_type_check" CHECK ("bonus_campaigns"."type" in ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win')),
	CONSTRAINT "bonus_campaigns_status_check" CHECK ("bonus_campaigns"."status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "event_positions" (
	"worker" text PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text,
	"amount" bigint,
	"uses_count" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"seen" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_bonuses_uses_check" CHECK ("issued_bonuses"."times_used" >= 0 and "issued_bonuses"."times_used" <= "issued_bonuses"."uses_count")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "money" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_bonuses" ADD CONSTRAINT "issued_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_bonuses" ADD CONSTRAINT "issued_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_campaigns_trigger_idx" ON "bonus_campaigns" USING btree ("trigger_key") WHERE "bonus_campaigns"."trigger_key" is not null and "bonus_campaigns"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "issued_bonuses_campaign_user_trigger_idx" ON "issued_bonuses" USING btree ("campaign_id","user_id","trigger");--> statement-breakpoint
CREATE INDEX "issued_bonuses_user_idx" ON "issued_bonuses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "issued_bonuses_open_expiry_idx" ON "issued_bonuses" USING btree ("expires_at") WHERE "issued_bonuses"."closed_at" is null and "issued_bonuses"."amount" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_bonus_idx" ON "ledger_entries" USING btree ("account_id") WHERE "ledger_entries"."money" = 'bonus';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_money_check" CHECK ("ledger_entries"."money" in ('cash', 'bonus'));