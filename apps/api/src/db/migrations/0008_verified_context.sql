/*
 * This migration defined place_bet_batch (the validated context checked). Database functions now
 * have one source file each (src/db/functions/place_bet_batch.sql), applied after the migrations
 * on every start (src/db/functions.ts), so the superseded body was removed here: drizzle runs a
 * migration only on a database that has not applied it, a fresh database gets the function from
 * its file, and one that applied this migration has its definition replaced by the file's at its
 * next start. Git history keeps the old body.
 */
