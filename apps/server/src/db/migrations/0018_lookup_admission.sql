-- The lookup's admission asks whether this account searched this number today (decision 032): one
-- index probe instead of a scan of the account's searches of the day.
CREATE INDEX "search_history_account_number_idx" ON "search_history" USING btree ("account_id","e164","searched_at" DESC NULLS LAST);