CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE TABLE "channel_identities" (
	"method" text NOT NULL,
	"channel_user" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_identities_method_channel_user_pk" PRIMARY KEY("method","channel_user")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_identities_method_phone_key" ON "channel_identities" USING btree ("method","phone");--> statement-breakpoint
CREATE INDEX "auth_codes_call_number_idx" ON "auth_codes" USING btree ("call_number","expires_at") WHERE call_number is not null;--> statement-breakpoint
CREATE INDEX "auth_codes_ip_idx" ON "auth_codes" USING btree ("ip","expires_at");
