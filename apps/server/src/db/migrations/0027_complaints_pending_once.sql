-- A complaint filed again by the same person about the same comment while the first waits is closed
-- as a duplicate of the first (the unique index below then keeps it to one).
UPDATE "complaints" k SET "status" = 'rejected', "decision_note" = 'Duplicate of complaint ' || f.first_id, "decided_at" = now()
FROM (
  SELECT "comment_id", "complainant_id", min("id") AS first_id FROM "complaints"
  WHERE "status" = 'pending' AND "kind" = 'complaint' GROUP BY 1, 2 HAVING count(*) > 1
) f
WHERE k."comment_id" = f."comment_id" AND k."complainant_id" = f."complainant_id" AND k."status" = 'pending'
  AND k."kind" = 'complaint' AND k."id" <> f.first_id;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_pending_once" ON "complaints" USING btree ("comment_id","complainant_id") WHERE status = 'pending' and kind = 'complaint';
