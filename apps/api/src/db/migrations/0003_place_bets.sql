ALTER TABLE "ledger_entries" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
UPDATE "ledger_entries" SET "balance_after" = running."balance_after"
  FROM (SELECT "id", sum("amount") OVER (PARTITION BY "account_id" ORDER BY "id") AS "balance_after" FROM "ledger_entries") AS running
  WHERE "ledger_entries"."id" = running."id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bets_request_idx" ON "bets" USING btree ("request_id") WHERE "bets"."request_id" is not null;--> statement-breakpoint
ALTER TABLE "bet_requests" DROP COLUMN "response";--> statement-breakpoint
/*
 * This migration defined place_bet_batch (its first version). Database functions now have one
 * source file each (src/db/functions/place_bet_batch.sql), applied after the migrations on every
 * start (src/db/functions.ts), so the superseded body was removed here: drizzle runs a migration
 * only on a database that has not applied it, a fresh database gets the function from its file,
 * and one that applied this migration has its definition replaced by the file's at its next start.
 * Git history keeps the old body.
 */
