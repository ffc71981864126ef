CREATE TABLE "jackpot_draws" (
	"bet_id" bigint NOT NULL,
	"level_id" integer NOT NULL,
	"contribution" bigint NOT NULL,
	"random" bigint NOT NULL,
	"hit_one_in" bigint NOT NULL,
	"hit" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_draws_bet_id_level_id_pk" PRIMARY KEY("bet_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "jackpot_hits_status_check" CHECK ("jackpot_hits"."status" in ('APPROVED', 'PAID'))
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"contribution_bp" integer NOT NULL,
	"hit_one_in" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"pool_amount" bigint DEFAULT 0 NOT NULL,
	"contributed_amount" bigint DEFAULT 0 NOT NULL,
	"hits_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "jackpot_levels_pool_check" CHECK ("jackpot_levels"."pool_amount" = "jackpot_levels"."contributed_amount" - "jackpot_levels"."hits_amount" and "jackpot_levels"."pool_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"min_stake" bigint NOT NULL,
	"min_odds" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_status_check" CHECK ("jackpots"."status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "event_positions" ADD COLUMN "tx" "xid8";--> statement-breakpoint
UPDATE "event_positions" SET "tx" = "events"."tx" FROM "events" WHERE "events"."id" = "event_positions"."position";--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_bet_level_idx" ON "jackpot_hits" USING btree ("bet_id","level_id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_jackpot_idx" ON "jackpot_hits" USING btree ("jackpot_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_user_idx" ON "jackpot_hits" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code_idx" ON "jackpot_levels" USING btree ("jackpot_id","code");--> statement-breakpoint
CREATE INDEX "events_tx_id_idx" ON "events" USING btree ("tx","id");