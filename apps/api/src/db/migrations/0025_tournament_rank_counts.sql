CREATE TABLE "promo_tournament_rank_counts" (
	"tournament_id" integer NOT NULL,
	"currency" text NOT NULL,
	"level" smallint NOT NULL,
	"node" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "promo_tournament_rank_counts_pk" PRIMARY KEY("tournament_id","currency","level","node")
);
--> statement-breakpoint
ALTER TABLE "promo_tournament_rank_counts" ADD CONSTRAINT "promo_tournament_rank_counts_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "promo_tournaments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "promo_tournament_rank_counts" ("tournament_id", "currency", "level", "node", "entries")
SELECT e.tournament_id, e.currency, l.level, e.farmed_amount >> l.level, count(*)::int
FROM "promo_tournament_entries" e CROSS JOIN generate_series(0, 52) AS l(level)
GROUP BY 1, 2, 3, 4;
