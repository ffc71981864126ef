CREATE TABLE "promo_tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_stakes" jsonb NOT NULL,
	"min_odds" integer,
	"event_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "promo_tournaments_status_check" CHECK ("promo_tournaments"."status" in ('active', 'paused', 'finished')),
	CONSTRAINT "promo_tournaments_period_check" CHECK ("promo_tournaments"."ends_at" > "promo_tournaments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promo_tournament_bets" (
	"tournament_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_tournament_bets_pk" PRIMARY KEY("tournament_id","bet_id")
);
--> statement-breakpoint
CREATE TABLE "promo_tournament_entries" (
	"tournament_id" integer NOT NULL,
	"currency" text NOT NULL,
	"user_id" integer NOT NULL,
	"farmed_amount" bigint NOT NULL,
	"bets_count" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"last_bet_id" bigint NOT NULL,
	CONSTRAINT "promo_tournament_entries_pk" PRIMARY KEY("tournament_id","currency","user_id")
);
--> statement-breakpoint
CREATE TABLE "promo_tournament_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"currency" text NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"farmed_amount" bigint NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "promo_tournament_payouts_status_check" CHECK ("promo_tournament_payouts"."status" in ('initial', 'approved', 'declined', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "promo_tournament_bets" ADD CONSTRAINT "promo_tournament_bets_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "promo_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_tournament_entries" ADD CONSTRAINT "promo_tournament_entries_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "promo_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_tournament_payouts" ADD CONSTRAINT "promo_tournament_payouts_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "promo_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_tournament_entries_rank_idx" ON "promo_tournament_entries" USING btree ("tournament_id","currency","farmed_amount" DESC,"reached_at","last_bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_tournament_payouts_position_idx" ON "promo_tournament_payouts" USING btree ("tournament_id","currency","position");
--> statement-breakpoint
CREATE TABLE "promo_tournament_standings" (
	"tournament_id" integer NOT NULL,
	"currency" text NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"farmed_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_tournament_standings_pk" PRIMARY KEY("tournament_id","currency")
);
--> statement-breakpoint
ALTER TABLE "promo_tournament_standings" ADD CONSTRAINT "promo_tournament_standings_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "promo_tournaments"("id") ON DELETE no action ON UPDATE no action;
