-- The profile card in the answer's shape (decision 037). Existing cards are of the old shape: the
-- default marks them (and any number whose card was never built) for the lookup to build and the
-- stale-cards job to refresh; a card built from now on says when its view ends.
ALTER TABLE "numbers" ADD COLUMN "card_until" timestamp with time zone DEFAULT '-infinity';--> statement-breakpoint
CREATE INDEX "numbers_card_until_idx" ON "numbers" USING btree ("card_until") WHERE card_until is not null;--> statement-breakpoint
-- The cards that show an author whose shown name, avatar, PRO mark or presence changed.
CREATE INDEX "numbers_card_authors_idx" ON "numbers" USING gin ("card_authors");
