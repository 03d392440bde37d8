-- A Viber contact card does not prove the number (decision 046): the number it claimed for a code
-- waits here until another method confirms the same number with that code.
ALTER TABLE "auth_codes" ADD COLUMN "claimed_phone" text;
