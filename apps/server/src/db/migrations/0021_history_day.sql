-- Search history keyed by account, day and number, with no index on the time (decision 044): a
-- repeat search the same day touches only `searched_at` and `removed_at`, so PostgreSQL updates the
-- row on its own page (a heap-only update) with no index writes, and prunes the old version itself.
-- The free fifth of each page is room for those updates; the column's rewrite below applies it.
ALTER TABLE "search_history" SET (fillfactor = 80);
--> statement-breakpoint
DROP INDEX "search_history_account_idx";
--> statement-breakpoint
DROP INDEX "search_history_account_number_idx";
--> statement-breakpoint
DROP INDEX "search_history_e164_idx";
--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "day" date GENERATED ALWAYS AS ((searched_at at time zone 'UTC')::date) STORED NOT NULL;
--> statement-breakpoint
-- One entry per account, number and day was already the rule; two instances writing the same search
-- in the same 100 ms could make two (decision 043). The latest stays, paid if either was.
UPDATE "search_history" h SET paid = true
FROM "search_history" o
WHERE o.account_id = h.account_id AND o.e164 = h.e164 AND o.day = h.day AND o.id <> h.id AND o.paid AND NOT h.paid;
--> statement-breakpoint
DELETE FROM "search_history" h USING "search_history" o
WHERE o.account_id = h.account_id AND o.e164 = h.e164 AND o.day = h.day AND (o.searched_at, o.id) > (h.searched_at, h.id);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_account_day_number_key" ON "search_history" USING btree ("account_id","day","e164");
--> statement-breakpoint
CREATE INDEX "search_history_e164_day_idx" ON "search_history" USING btree ("e164","day");
