ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "in_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "comments_one_per_author_key";--> statement-breakpoint
CREATE UNIQUE INDEX "comments_one_per_author_key" ON "comments" USING btree ("number_id","author_id") WHERE parent_id is null and author_id is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "comments_removed_by_author_idx" ON "comments" USING btree ("number_id","author_id") WHERE hidden_by = 'moderator';--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_parent_id_comments_id_fk";--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_boosts" DROP CONSTRAINT "comment_boosts_comment_id_comments_id_fk";--> statement-breakpoint
ALTER TABLE "comment_boosts" ADD CONSTRAINT "comment_boosts_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_subscriptions" DROP CONSTRAINT "comment_subscriptions_comment_id_comments_id_fk";--> statement-breakpoint
ALTER TABLE "comment_subscriptions" ADD CONSTRAINT "comment_subscriptions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" DROP CONSTRAINT "complaints_comment_id_comments_id_fk";--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_comment_id_comments_id_fk";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "kind" text DEFAULT 'complaint' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "complainant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_kind" CHECK ("complaints"."kind" in ('complaint', 'review') and ("complaints"."kind" = 'review' or ("complaints"."complainant_id" is not null and "complaints"."first_name" is not null and "complaints"."email" is not null)));--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" bigint NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_route_key_pk" PRIMARY KEY("account_id","route","key"),
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('running', 'done'))
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "search_days" (
	"account_id" bigint NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "search_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
