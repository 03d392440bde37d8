ALTER TABLE "accounts" ADD COLUMN "antispy_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "profile_going" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erase_phone" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erase_reviews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_deactivated_idx" ON "accounts" USING btree ("deactivated_at") WHERE deactivated_at is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "accounts_erase_pending_idx" ON "accounts" USING btree ("deleted_at") WHERE deleted_at is not null and erased_at is null;
