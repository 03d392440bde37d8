-- The number a sign-in code was asked for (decision 050): only a proof from it confirms the code.
ALTER TABLE "auth_codes" ADD COLUMN "expected_phone" text;
