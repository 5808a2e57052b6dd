CREATE TABLE "message_nudges" (
	"sender_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_nudges_sender_id_client_id_pk" PRIMARY KEY("sender_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "message_nudges" ADD CONSTRAINT "message_nudges_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;