ALTER TABLE "sessions" ADD COLUMN "reality_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reality_check_seconds" integer;