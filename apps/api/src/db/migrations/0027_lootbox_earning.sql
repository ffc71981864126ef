ALTER TABLE "bonus_campaigns" ADD COLUMN "earn_min_stakes" jsonb;
