CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"avatar" text,
	"role" text DEFAULT 'user' NOT NULL,
	"is_pro" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number_id" bigint NOT NULL,
	"parent_id" bigint,
	"author_id" bigint,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"comment_ups" integer DEFAULT 0 NOT NULL,
	"thread_count" integer DEFAULT 0 NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"hidden_by" text,
	"hidden_until" timestamp with time zone,
	"interest" integer GENERATED ALWAYS AS (likes - dislikes + 2 * thread_count + 5 * comment_ups) STORED NOT NULL,
	CONSTRAINT "comments_text_length" CHECK (char_length("comments"."text") between 1 and 2000),
	CONSTRAINT "comments_counts_nonnegative" CHECK (likes >= 0 and dislikes >= 0 and comment_ups >= 0 and thread_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "number_names" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "number_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number_id" bigint NOT NULL,
	"first_name" text,
	"last_name" text,
	"name_hash" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_tags" (
	"number_id" bigint NOT NULL,
	"tag_id" smallint NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "number_tags_number_id_tag_id_pk" PRIMARY KEY("number_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "numbers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"e164" text NOT NULL,
	"country" text,
	"owner_account_id" bigint,
	"avg_first_name" text,
	"avg_last_name" text,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"bans" integer DEFAULT 0 NOT NULL,
	"contacts_count" integer DEFAULT 0 NOT NULL,
	"trust_index" real DEFAULT 5 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_unwanted" boolean DEFAULT false NOT NULL,
	"is_many_calls" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "numbers_e164_format" CHECK ("numbers"."e164" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "numbers_index_range" CHECK ("numbers"."trust_index" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" smallint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 32767 START WITH 1 CACHE 1),
	"grp" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_number_id_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_names" ADD CONSTRAINT "number_names_number_id_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_tags" ADD CONSTRAINT "number_tags_number_id_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_tags" ADD CONSTRAINT "number_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbers" ADD CONSTRAINT "numbers_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_interesting_idx" ON "comments" USING btree ("number_id","interest" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "comments_newest_idx" ON "comments" USING btree ("number_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("parent_id","created_at","id") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "comments_pinned_idx" ON "comments" USING btree ("number_id") WHERE is_pinned and parent_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "number_names_number_hash_key" ON "number_names" USING btree ("number_id","name_hash");--> statement-breakpoint
CREATE INDEX "number_names_top_idx" ON "number_names" USING btree ("number_id","count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "numbers_e164_key" ON "numbers" USING btree ("e164");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_group_code_key" ON "tags" USING btree ("grp","code");