ALTER TABLE "payments" ADD COLUMN "intake_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intake_key" ON "payments" USING btree ("intake_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_claim_key" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'pending' and "payments"."source" = 'member_claim';