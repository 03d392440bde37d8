-- Notifications of paid contact requests (decision 057): four kinds, the request they are about
-- (erasing the asker's requests takes the owner's notifications of them along), and the designed
-- switch contactRequests.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "contact_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "contact_request_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_contact_request_idx" ON "notifications" USING btree ("contact_request_id") WHERE "notifications"."contact_request_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('reply', 'review', 'name', 'view', 'contact_request', 'contact_accepted', 'contact_declined', 'contact_expired'));
