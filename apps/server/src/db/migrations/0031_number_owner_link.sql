-- A number's owner is the account signed in with it (decision 054). The lookup reads the owner only
-- for a number whose row names one (decision 041), and no write path named it: anti-spy and owner
-- profiles held only where a test wrote the column. Triggers keep it, so no path that makes an
-- account, frees a number (deletion renames the phone) or makes a number's row can forget to.
CREATE FUNCTION numbers_owner_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_account_id := (SELECT id FROM accounts WHERE phone = NEW.e164);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION numbers_owner_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE numbers SET owner_account_id = NULL WHERE owner_account_id = NEW.id AND e164 IS DISTINCT FROM NEW.phone;
  END IF;
  UPDATE numbers SET owner_account_id = NEW.id WHERE e164 = NEW.phone AND owner_account_id IS DISTINCT FROM NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER numbers_owner BEFORE INSERT ON numbers FOR EACH ROW EXECUTE FUNCTION numbers_owner_on_insert();
--> statement-breakpoint
CREATE TRIGGER accounts_owned_number AFTER INSERT OR UPDATE OF phone ON accounts FOR EACH ROW EXECUTE FUNCTION numbers_owner_of_account();
--> statement-breakpoint
UPDATE numbers n SET owner_account_id = NULL
WHERE owner_account_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = n.owner_account_id AND a.phone = n.e164);
--> statement-breakpoint
UPDATE numbers n SET owner_account_id = a.id FROM accounts a WHERE a.phone = n.e164 AND n.owner_account_id IS DISTINCT FROM a.id;
