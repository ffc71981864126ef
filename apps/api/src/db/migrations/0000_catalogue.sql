CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "feed_match_states" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"status" smallint NOT NULL,
	"market_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer NOT NULL,
	"top_rank" smallint DEFAULT 0 NOT NULL,
	"most_balanced" boolean DEFAULT false NOT NULL,
	"next_bet_stop" timestamp with time zone,
	"custom_bet_groups" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"home" jsonb,
	"away" jsonb,
	"outright_competitors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stadium" text,
	"city" text,
	"status" smallint NOT NULL,
	"stage" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"statistics" jsonb,
	"available_markets" integer DEFAULT 0 NOT NULL,
	"open_markets" integer DEFAULT 0 NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"is_provider_stats_available" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"outcome_key" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"active" boolean NOT NULL,
	"odds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"priorities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"main_market_outcome_count" integer NOT NULL,
	"secondary_market_outcome_count" integer NOT NULL,
	CONSTRAINT "tournaments_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_match_states" ADD CONSTRAINT "feed_match_states_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sport_slug_idx" ON "categories" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_match_type_specifier_idx" ON "markets" USING btree ("match_id","type_id","specifier");--> statement-breakpoint
CREATE INDEX "markets_match_top_idx" ON "markets" USING btree ("match_id","top_rank");--> statement-breakpoint
CREATE INDEX "matches_status_start_idx" ON "matches" USING btree ("status","start_time","id");--> statement-breakpoint
CREATE INDEX "matches_sport_status_start_idx" ON "matches" USING btree ("sport_id","status","start_time");--> statement-breakpoint
CREATE INDEX "matches_tournament_start_idx" ON "matches" USING btree ("tournament_id","start_time");--> statement-breakpoint
CREATE INDEX "matches_category_start_idx" ON "matches" USING btree ("category_id","start_time");--> statement-breakpoint
CREATE INDEX "matches_name_lower_idx" ON "matches" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "outcomes_market_key_idx" ON "outcomes" USING btree ("market_id","outcome_key");--> statement-breakpoint
CREATE INDEX "tournaments_category_idx" ON "tournaments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tournaments_sport_idx" ON "tournaments" USING btree ("sport_id");