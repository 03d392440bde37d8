DROP INDEX "number_names_top_idx";--> statement-breakpoint
ALTER TABLE "name_suggestions" ADD COLUMN "weight" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "number_names" ADD COLUMN "weight" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "number_tags" ADD COLUMN "weight" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tag_votes" ADD COLUMN "weight" real DEFAULT 1 NOT NULL;--> statement-breakpoint
-- What exists counts as it did: one weight per suggestion and vote (imported counts have no rows behind them).
UPDATE "number_names" SET "weight" = "count";--> statement-breakpoint
UPDATE "number_tags" SET "weight" = "count";--> statement-breakpoint
CREATE INDEX "number_names_top_idx" ON "number_names" USING btree ("number_id","weight" DESC NULLS LAST,"count" DESC NULLS LAST,"id");