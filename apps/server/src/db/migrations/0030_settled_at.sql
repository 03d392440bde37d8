ALTER TABLE "numbers" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- Reputations settled now count as settled from now: the voices given before judge nobody (decision 052).
UPDATE "numbers" SET "settled_at" = now() WHERE "reputation" IS NOT NULL AND ("trust_index" <= 3 OR "trust_index" >= 7)
  AND ("reputation"->>'warnings')::real + ("reputation"->>'endorsements')::real >= 5;--> statement-breakpoint
CREATE INDEX "numbers_settled_idx" ON "numbers" USING btree ("settled_at") WHERE settled_at is not null;