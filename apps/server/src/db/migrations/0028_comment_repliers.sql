ALTER TABLE "comments" ADD COLUMN "repliers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- People other than the author with a reply that counts, for every review that has replies.
UPDATE "comments" p SET "repliers" = x.n FROM (
  SELECT r."parent_id", count(DISTINCT r."author_id")::int AS n FROM "comments" r JOIN "comments" root ON root."id" = r."parent_id"
  WHERE r."deleted_at" IS NULL AND NOT r."in_review" AND r."hidden_by" IS DISTINCT FROM 'moderator'
    AND r."author_id" IS DISTINCT FROM root."author_id"
  GROUP BY r."parent_id"
) x WHERE p."id" = x."parent_id";--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_counts_nonnegative";--> statement-breakpoint
-- Dropping the column drops comments_interesting_idx with it; both come back on the new formula.
ALTER TABLE "comments" DROP COLUMN "interest";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "interest" real GENERATED ALWAYS AS (reaction_score + 2 * repliers + 5 * comment_ups) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_interesting_idx" ON "comments" USING btree ("number_id","interest" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_counts_nonnegative" CHECK (likes >= 0 and dislikes >= 0 and comment_ups >= 0 and thread_count >= 0 and repliers >= 0);--> statement-breakpoint
-- Cards whose order may change are built again (the lookup and the stale-card job do it).
UPDATE "numbers" SET "card_until" = '-infinity' WHERE "id" IN (
  SELECT "number_id" FROM "comments" WHERE "parent_id" IS NULL AND "thread_count" <> "repliers"
);
