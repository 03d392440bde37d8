-- Spy's "who looked me up" shows a search only when the searcher's anti-spy did not cover it at the
-- time it was made (decision 048). Before, it asked the paid months of anti-spy instead, which a
-- pause did not end and a resume's given-back time did not extend.
ALTER TABLE "search_history" ADD COLUMN "visible_at" timestamp with time zone;
--> statement-breakpoint
-- Entries written before keep what the paid months said of them.
UPDATE "search_history" h SET visible_at = h.searched_at
WHERE NOT EXISTS (SELECT 1 FROM "subscription_periods" p WHERE p.account_id = h.account_id AND p.kind = 'antispy'
  AND h.searched_at >= p.starts_at AND h.searched_at < p.ends_at);
