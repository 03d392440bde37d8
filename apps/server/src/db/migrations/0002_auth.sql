CREATE TABLE "auth_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"session_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"agreed_at" timestamp with time zone,
	"channel_user" text,
	"call_number" text,
	"method" text,
	"phone" text,
	"account_id" bigint,
	"is_new_user" boolean,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"channel" text NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_channel_event_id_pk" PRIMARY KEY("channel","event_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_codes_live_code_key" ON "auth_codes" USING btree ("code") WHERE status in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "auth_codes_channel_user_idx" ON "auth_codes" USING btree ("channel_user") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "auth_codes_call_number_key" ON "auth_codes" USING btree ("call_number") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "auth_codes_expires_idx" ON "auth_codes" USING btree ("expires_at") WHERE status in ('pending', 'confirmed');--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_balance_nonnegative" CHECK ("accounts"."balance" >= 0);