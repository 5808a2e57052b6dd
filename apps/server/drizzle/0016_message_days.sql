CREATE TABLE "message_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "message_days" ("day", "sent")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "messages" GROUP BY 1;--> statement-breakpoint
CREATE FUNCTION "message_days_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_days (day, sent)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM inserted GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET sent = message_days.sent + excluded.sent;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "message_days_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  -- Day by day in order, as inserts take them, so two statements never wait on each other crosswise.
  FOR r IN SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM deleted GROUP BY 1 ORDER BY 1 LOOP
    UPDATE message_days SET sent = sent - r.n WHERE day = r.day;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_days_added" AFTER INSERT ON "messages"
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "message_days_add"();--> statement-breakpoint
CREATE TRIGGER "messages_days_removed" AFTER DELETE ON "messages"
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "message_days_remove"();
