-- A callback whose signature does not name our order settles the one order it first came for
-- (decision 047): a captured one replayed with another order's id is refused.
CREATE TABLE "payment_callback_proofs" (
	"endpoint" text NOT NULL,
	"proof" text NOT NULL,
	"order_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callback_proofs_endpoint_proof_pk" PRIMARY KEY("endpoint","proof")
);
--> statement-breakpoint
ALTER TABLE "payment_callback_proofs" ADD CONSTRAINT "payment_callback_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;