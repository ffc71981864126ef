DROP INDEX "user_limits_user_idx";--> statement-breakpoint
ALTER TABLE "user_limits" ALTER COLUMN "period" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_limits" ADD COLUMN "strategy" text DEFAULT 'calendar' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_limits" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "user_limits" ADD COLUMN "disable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_limits" ADD COLUMN "confirm_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_parent_id_user_limits_id_fk" FOREIGN KEY ("parent_id") REFERENCES "user_limits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_account_created_idx" ON "deposits" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "user_limits_user_type_idx" ON "user_limits" USING btree ("user_id","type");