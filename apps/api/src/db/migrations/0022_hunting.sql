CREATE TABLE "hunting_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"currency" text NOT NULL,
	"min_stake" bigint NOT NULL,
	"min_odds" integer,
	"max_odds" integer,
	"event_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"farm_once_per_event" boolean DEFAULT false NOT NULL,
	"show_in_promotion" boolean DEFAULT true NOT NULL,
	"stake_per_point" bigint NOT NULL,
	"points_per_freebet" bigint NOT NULL,
	"freebet_amount" bigint NOT NULL,
	"freebet_campaign_id" integer NOT NULL REFERENCES "bonus_campaigns"("id"),
	"initial_pool" bigint,
	"given_amount" bigint DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunting_campaigns_status_check" CHECK ("status" in ('active', 'paused', 'ended')),
	CONSTRAINT "hunting_campaigns_pool_check" CHECK ("given_amount" >= 0 and ("initial_pool" is null or "given_amount" <= "initial_pool"))
);
--> statement-breakpoint
CREATE TABLE "hunting_players" (
	"campaign_id" integer NOT NULL REFERENCES "hunting_campaigns"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"activated_at" timestamp with time zone NOT NULL,
	"after_bet_id" bigint DEFAULT 0 NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"stake_sum" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"spent_points" bigint DEFAULT 0 NOT NULL,
	"freebets_count" integer DEFAULT 0 NOT NULL,
	"farmed_event_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hunting_players_pk" PRIMARY KEY ("campaign_id", "user_id"),
	CONSTRAINT "hunting_players_points_check" CHECK ("spent_points" >= 0 and "spent_points" <= "points")
);
--> statement-breakpoint
CREATE INDEX "hunting_players_user_idx" ON "hunting_players" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "hunting_farms" (
	"campaign_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"points" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunting_farms_pk" PRIMARY KEY ("campaign_id", "bet_id")
);
--> statement-breakpoint
CREATE INDEX "hunting_farms_player_idx" ON "hunting_farms" USING btree ("campaign_id", "user_id");
--> statement-breakpoint
CREATE TABLE "hunting_boosts" (
	"issued_id" integer PRIMARY KEY NOT NULL REFERENCES "issued_bonuses"("id"),
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"added_amount" bigint NOT NULL,
	"boost_multiplier" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amb_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"currency" text NOT NULL,
	"min_stake" bigint NOT NULL,
	"min_odds" integer,
	"event_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ranges" jsonb NOT NULL,
	"freebet_campaign_id" integer NOT NULL REFERENCES "bonus_campaigns"("id"),
	"valid_from" timestamp with time zone,
	"issue_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amb_campaigns_status_check" CHECK ("status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "amb_players" (
	"campaign_id" integer NOT NULL REFERENCES "amb_campaigns"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"progress_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "amb_players_pk" PRIMARY KEY ("campaign_id", "user_id")
);
--> statement-breakpoint
CREATE TABLE "amb_counted" (
	"campaign_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "amb_counted_pk" PRIMARY KEY ("campaign_id", "bet_id")
);
