ALTER TABLE "bonus_campaigns" DROP CONSTRAINT "bonus_campaigns_type_check";
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_type_check" CHECK ("type" in ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win', 'lootbox'));
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "prizes" jsonb;
--> statement-breakpoint
CREATE TABLE "lootbox_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"issued_id" integer NOT NULL REFERENCES "issued_bonuses"("id") ON DELETE cascade,
	"campaign_id" integer NOT NULL REFERENCES "bonus_campaigns"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"campaign_version" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"total_weight" bigint NOT NULL,
	"random" bigint NOT NULL,
	"prize_index" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint,
	"freebet_id" integer REFERENCES "issued_bonuses"("id") ON DELETE set null,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lootbox_draws_random_check" CHECK ("random" >= 0 and "random" < "total_weight")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lootbox_draws_issued_idx" ON "lootbox_draws" USING btree ("issued_id");
--> statement-breakpoint
CREATE INDEX "lootbox_draws_campaign_idx" ON "lootbox_draws" USING btree ("campaign_id", "id");
