CREATE TABLE "hidden_emails" (
	"owner_id" integer NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_emails_owner_id_email_key_pk" PRIMARY KEY("owner_id","email_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "share_read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "share_typing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hidden_emails" ADD CONSTRAINT "hidden_emails_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_emails_key_idx" ON "hidden_emails" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "users_email_key_idx" ON "users" USING btree ("email_key");