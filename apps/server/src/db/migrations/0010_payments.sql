CREATE TABLE "gifts" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"recipient_phone" text NOT NULL,
	"sender_account_id" bigint NOT NULL,
	"anonymous" boolean NOT NULL,
	"numcy" integer NOT NULL,
	"recipient_account_id" bigint,
	"credited_at" timestamp with time zone,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"product" text NOT NULL,
	"price_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"numcy" integer DEFAULT 0 NOT NULL,
	"payment_system" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"email" text,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"recipient_phone" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"provider_ref" text,
	"pay_url" text,
	"pay_qr" text,
	"review_reason" text,
	"credited_numcy" integer DEFAULT 0 NOT NULL,
	"refund_shortfall" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status" CHECK (status in ('created', 'pending', 'paid', 'failed', 'expired', 'refunded', 'review')),
	CONSTRAINT "orders_product" CHECK (product in ('numcy_25', 'numcy_100', 'numcy_400', 'numcy_1000', 'pro', 'spy', 'antispy', 'gift_400', 'gift_1000', 'group_show')),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"product" text NOT NULL,
	"price_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"pay_order" text[] NOT NULL,
	"discount_price_id" text,
	"discount_amount_minor" integer,
	"discount_starts" timestamp with time zone,
	"discount_ends" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_product" CHECK (product in ('numcy_25', 'numcy_100', 'numcy_400', 'numcy_1000', 'pro', 'spy', 'antispy', 'gift_400', 'gift_1000', 'group_show')),
	CONSTRAINT "prices_amount_positive" CHECK ("prices"."amount_minor" > 0 and ("prices"."discount_amount_minor" is null or "prices"."discount_amount_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_kind" CHECK ("subscription_periods"."kind" in ('spy', 'antispy'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reason";--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recipient_account_id_accounts_id_fk" FOREIGN KEY ("recipient_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_held_idx" ON "gifts" USING btree ("recipient_phone") WHERE "gifts"."recipient_account_id" is null and not "gifts"."cancelled";--> statement-breakpoint
CREATE INDEX "gifts_recipient_idx" ON "gifts" USING btree ("recipient_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_country_product" ON "prices" USING btree ("country","product");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_price_id" ON "prices" USING btree ("price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_discount_price_id" ON "prices" USING btree ("discount_price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_order" ON "subscription_periods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_periods_account_idx" ON "subscription_periods" USING btree ("account_id","kind","ends_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reason" CHECK (reason in ('grant', 'comment_up', 'hide_comment', 'paid_search', 'purchase', 'gift', 'refund'));--> statement-breakpoint
-- The starting price list (docs/decisions/018-payments-orders.md); the operator changes it with `npm run prices`.
-- Russian numbers pay RUB with the Russian methods; EU countries EUR, every other country ('*') USD, with Stripe.
INSERT INTO "prices" ("country", "product", "price_id", "amount_minor", "currency", "pay_order")
SELECT c.country, p.product, c.tag || '-' || p.product || '-1', CASE WHEN c.currency = 'RUB' THEN p.rub ELSE p.usd END, c.currency, c.pay_order
FROM (VALUES
  ('RU', 'ru', 'RUB', ARRAY['ROBOKASSA_CARD','PAY_SELECTION_CARD','ROBOKASSA','PRIMEPAYMENTS_SPB','PAYLAMA','PAYLAMA_SPB','PAYLAMA_ALT','PRIMEPAYMENTS_CARD','PRIMEPAYMENTS_YOO_MONEY','PRIMEPAYMENTS_QW','QIWI_CARD','QIWI_WALLET','FLEXO','SOFTPAYMONEY']),
  ('DE', 'de', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']), ('FR', 'fr', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']),
  ('IT', 'it', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']), ('ES', 'es', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']),
  ('NL', 'nl', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']), ('AT', 'at', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']),
  ('BE', 'be', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']), ('PT', 'pt', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']),
  ('IE', 'ie', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']), ('FI', 'fi', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']),
  ('GR', 'gr', 'EUR', ARRAY['STRIPE_CARD','STRIPE_MINI']),
  ('*', 'int', 'USD', ARRAY['STRIPE_CARD','STRIPE_MINI'])
) AS c(country, tag, currency, pay_order)
CROSS JOIN (VALUES
  ('numcy_25', 9900, 199), ('numcy_100', 34900, 499), ('numcy_400', 99000, 1499), ('numcy_1000', 199000, 2999),
  ('pro', 299000, 4999), ('spy', 29900, 499), ('antispy', 29900, 499),
  ('gift_400', 99000, 1499), ('gift_1000', 199000, 2999), ('group_show', 19900, 299)
) AS p(product, rub, usd);
