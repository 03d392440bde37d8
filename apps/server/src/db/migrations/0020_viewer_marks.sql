-- The numbers where an account has something of its own for the lookup to show it (decision 043).
-- Triggers keep it, so no write path can forget to; it is only ever added to (a superset).
CREATE TABLE "viewer_marks" (
	"account_id" bigint NOT NULL,
	"number_id" bigint NOT NULL,
	CONSTRAINT "viewer_marks_account_id_number_id_pk" PRIMARY KEY("account_id","number_id")
);
--> statement-breakpoint
-- The daily free-search limit is counted in the kv store now (decision 043).
DROP TABLE "search_days" CASCADE;
--> statement-breakpoint
CREATE FUNCTION viewer_marks_of_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO viewer_marks (account_id, number_id)
  SELECT DISTINCT author_id, number_id FROM new_rows WHERE author_id IS NOT NULL AND parent_id IS NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reactions and boosts mark the number of the comment they are on.
CREATE FUNCTION viewer_marks_of_comment_acts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO viewer_marks (account_id, number_id)
  SELECT DISTINCT r.account_id, c.number_id FROM new_rows r JOIN comments c ON c.id = r.comment_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION viewer_marks_of_number_acts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO viewer_marks (account_id, number_id)
  SELECT DISTINCT account_id, number_id FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_viewer_marks AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION viewer_marks_of_comments();
--> statement-breakpoint
CREATE TRIGGER comment_reactions_viewer_marks AFTER INSERT ON comment_reactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION viewer_marks_of_comment_acts();
--> statement-breakpoint
CREATE TRIGGER comment_boosts_viewer_marks AFTER INSERT ON comment_boosts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION viewer_marks_of_comment_acts();
--> statement-breakpoint
CREATE TRIGGER name_suggestions_viewer_marks AFTER INSERT ON name_suggestions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION viewer_marks_of_number_acts();
--> statement-breakpoint
CREATE TRIGGER notices_viewer_marks AFTER INSERT ON notices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION viewer_marks_of_number_acts();
--> statement-breakpoint
CREATE TRIGGER contact_reactions_viewer_marks AFTER INSERT ON contact_reactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION viewer_marks_of_number_acts();
--> statement-breakpoint
INSERT INTO viewer_marks (account_id, number_id)
SELECT author_id, number_id FROM comments WHERE author_id IS NOT NULL AND parent_id IS NULL
UNION SELECT r.account_id, c.number_id FROM comment_reactions r JOIN comments c ON c.id = r.comment_id
UNION SELECT b.account_id, c.number_id FROM comment_boosts b JOIN comments c ON c.id = b.comment_id
UNION SELECT account_id, number_id FROM name_suggestions
UNION SELECT account_id, number_id FROM notices
UNION SELECT account_id, number_id FROM contact_reactions
ON CONFLICT DO NOTHING;
