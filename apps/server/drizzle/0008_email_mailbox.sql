-- One mailbox, one account: `alice+x@ucalgary.ca` reaches the inbox of `alice@ucalgary.ca`.
-- The column is the address folded to its mailbox (the same rule as normalizeEmail in
-- modules/auth/email-hash.ts), filled for existing rows by the ADD COLUMN itself and kept by
-- the database on every write. If two live accounts already share a mailbox, the unique
-- index cannot be built and the migration stops (the error's detail names the mailbox):
-- give one of the two accounts another address (UPDATE users SET email = ...), start again.
ALTER TABLE "users" ADD COLUMN "email_mailbox" text GENERATED ALWAYS AS (regexp_replace(lower(email), '^([^+@]+)\+[^@]*@', '\1@')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_mailbox_key" ON "users" USING btree ("email_mailbox");