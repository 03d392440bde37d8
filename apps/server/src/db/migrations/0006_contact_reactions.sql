CREATE TABLE "contact_reactions" (
	"number_id" bigint NOT NULL,
	"name_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "contact_reactions_number_id_name_hash_account_id_pk" PRIMARY KEY("number_id","name_hash","account_id")
);
--> statement-breakpoint
ALTER TABLE "contact_reactions" ADD CONSTRAINT "contact_reactions_number_id_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reactions" ADD CONSTRAINT "contact_reactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;