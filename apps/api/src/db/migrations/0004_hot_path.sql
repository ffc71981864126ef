DROP INDEX "bets_status_idx";--> statement-breakpoint
DROP INDEX "bet_selections_open_match_idx";--> statement-breakpoint
CREATE INDEX "bet_selections_open_match_idx" ON "bet_selections" USING btree ("match_id") WHERE "bet_selections"."status" = 'open';--> statement-breakpoint
/*
 * This migration defined place_bet_batch (set-based). Database functions now have one source file
 * each (src/db/functions/place_bet_batch.sql), applied after the migrations on every start
 * (src/db/functions.ts), so the superseded body was removed here: drizzle runs a migration only on
 * a database that has not applied it, a fresh database gets the function from its file, and one
 * that applied this migration has its definition replaced by the file's at its next start. Git
 * history keeps the old body.
 */
