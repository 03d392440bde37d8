CREATE TABLE "reputation_voices" (
	"number_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"voice" real NOT NULL,
	"weight" real NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"held" text,
	CONSTRAINT "reputation_voices_number_id_account_id_pk" PRIMARY KEY("number_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "reputation_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reputation_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reasons" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"moderator_id" bigint,
	CONSTRAINT "reputation_holds_status" CHECK ("reputation_holds"."status" in ('pending', 'released', 'discarded'))
);
--> statement-breakpoint
CREATE TABLE "reputation_hold_accounts" (
	"hold_id" bigint NOT NULL,
	"number_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	CONSTRAINT "reputation_hold_accounts_hold_id_account_id_pk" PRIMARY KEY("hold_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "reputation_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reputation_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_deadline" timestamp with time zone NOT NULL,
	"moderator_id" bigint,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reputation_reviews_status" CHECK ("reputation_reviews"."status" in ('pending', 'upheld', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reputation_standing" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"agreed" integer DEFAULT 0 NOT NULL,
	"contradicted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "signup_network" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "signup_channel" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "stance" smallint;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "owner_answer" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "owner_answer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reaction_score" real DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "comments" SET "reaction_score" = "likes" - "dislikes";--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "interest";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "interest" real GENERATED ALWAYS AS (reaction_score + 2 * thread_count + 5 * comment_ups) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_interesting_idx" ON "comments" USING btree ("number_id","interest" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_stance" CHECK ("comments"."stance" in (-1, 0, 1));--> statement-breakpoint
ALTER TABLE "contact_reactions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "numbers" ADD COLUMN "reputation" jsonb;--> statement-breakpoint
ALTER TABLE "numbers" ADD COLUMN "rescore_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "numbers" ADD COLUMN "reputation_reset_at" timestamp with time zone;--> statement-breakpoint
-- Every number with signals is scored by the new rules on the rescore job's first run.
UPDATE "numbers" SET "rescore_at" = now() WHERE "comments_count" > 0 OR "bans" > 0 OR "trust_index" <> 5;--> statement-breakpoint
CREATE INDEX "numbers_rescore_idx" ON "numbers" USING btree ("rescore_at") WHERE rescore_at is not null;--> statement-breakpoint
ALTER TABLE "reputation_voices" ADD CONSTRAINT "reputation_voices_number_id_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_voices" ADD CONSTRAINT "reputation_voices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_holds" ADD CONSTRAINT "reputation_holds_number_id_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_holds" ADD CONSTRAINT "reputation_holds_moderator_id_accounts_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_hold_accounts" ADD CONSTRAINT "reputation_hold_accounts_hold_id_reputation_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."reputation_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_hold_accounts" ADD CONSTRAINT "reputation_hold_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_reviews" ADD CONSTRAINT "reputation_reviews_number_id_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_reviews" ADD CONSTRAINT "reputation_reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_reviews" ADD CONSTRAINT "reputation_reviews_moderator_id_accounts_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_standing" ADD CONSTRAINT "reputation_standing_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reputation_hold_accounts_once_key" ON "reputation_hold_accounts" USING btree ("number_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reputation_holds_one_pending_key" ON "reputation_holds" USING btree ("number_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "reputation_holds_queue_idx" ON "reputation_holds" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reputation_reviews_one_pending_key" ON "reputation_reviews" USING btree ("number_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "reputation_reviews_number_idx" ON "reputation_reviews" USING btree ("number_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reputation_voices_account_idx" ON "reputation_voices" USING btree ("account_id");
