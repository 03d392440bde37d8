CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"e164" text NOT NULL,
	"comment_id" bigint,
	"thread_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"delivery" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('reply', 'review', 'name', 'view')),
	CONSTRAINT "notifications_delivery" CHECK ("notifications"."delivery" in ('none', 'pending', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"new_notice" boolean DEFAULT true NOT NULL,
	"new_contact_name" boolean DEFAULT true NOT NULL,
	"common_acquaintances" boolean DEFAULT true NOT NULL,
	"deliver_without_sound" boolean DEFAULT false NOT NULL,
	"messenger_delivery" boolean DEFAULT false NOT NULL,
	"messenger_method" text,
	"messenger_recipient" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "notification_cursors" ("name", "last_id") SELECT 'views', coalesce(max("id"), 0) FROM "search_history";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_thread_id_comments_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_key" ON "notifications" USING btree ("event_key");
--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("account_id") WHERE "notifications"."read_at" is null;
--> statement-breakpoint
CREATE INDEX "notifications_delivery_idx" ON "notifications" USING btree ("id") WHERE "notifications"."delivery" = 'pending';
