-- A number's contacts_count is how many contact books hold it (the sum of its names' counts), not
-- how many different names it has: "3 contacts" read as three people, and a number saved by five
-- people under two names showed 2 (decision 059). The rebuild keeps it so from here on.
UPDATE "numbers" n SET "contacts_count" = s.saves
FROM (SELECT "number_id", sum("count")::int AS saves FROM "number_names" GROUP BY "number_id") s
WHERE s."number_id" = n."id" AND n."contacts_count" <> s.saves;
