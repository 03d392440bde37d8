-- Ledger movements get a unique idempotency key and a checked reason (docs/decisions/012-ledger.md).
-- Existing entries keep a key of their own; reasons outside the list came from the grant CLI.
ALTER TABLE "ledger_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "ledger_entries" SET "idempotency_key" = 'legacy:' || "id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
UPDATE "ledger_entries" SET "reason" = 'grant' WHERE "reason" NOT IN ('grant', 'comment_up', 'hide_comment', 'paid_search');--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reason" CHECK (reason in ('grant', 'comment_up', 'hide_comment', 'paid_search'));
