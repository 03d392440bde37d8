-- Complaints filed again by the same person about the same comment while the first waits become
-- the first: it takes a court decision link any of them gave and the earliest deadline, and the
-- later copies go (nothing refers to a complaint). The unique index below keeps it to one.
UPDATE "complaints" k SET "court_decision_link" = coalesce(k."court_decision_link", d.link), "review_deadline" = least(k."review_deadline", d.deadline)
FROM (
  SELECT min("id") AS first_id, max("court_decision_link") AS link, min("review_deadline") AS deadline FROM "complaints"
  WHERE "status" = 'pending' AND "kind" = 'complaint' GROUP BY "comment_id", "complainant_id" HAVING count(*) > 1
) d
WHERE k."id" = d.first_id;--> statement-breakpoint
DELETE FROM "complaints" k USING (
  SELECT "comment_id", "complainant_id", min("id") AS first_id FROM "complaints"
  WHERE "status" = 'pending' AND "kind" = 'complaint' GROUP BY 1, 2 HAVING count(*) > 1
) d
WHERE k."comment_id" = d."comment_id" AND k."complainant_id" = d."complainant_id" AND k."status" = 'pending'
  AND k."kind" = 'complaint' AND k."id" <> d.first_id;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_pending_once" ON "complaints" USING btree ("comment_id","complainant_id") WHERE status = 'pending' and kind = 'complaint';
