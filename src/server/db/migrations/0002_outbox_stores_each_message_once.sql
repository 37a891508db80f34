CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"text_after_token" text,
	"one_click_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "mail_message_id" integer;--> statement-breakpoint
-- Decision 091: rows queued before this migration keep sending the same bytes. Each row's text is
-- split at its recipient's unsubscribe token, which its List-Unsubscribe header names
-- ("<...one-click?token=TOKEN>"): text = before || TOKEN || after. Rows with the same words
-- (a batch: everything but the token) share one message. A row that does not split (no such
-- header, or the token not in its text) keeps its whole text, with nothing put in at send time.
CREATE TEMP TABLE "mail_outbox_parts" AS
SELECT "id", "subject", "text", "created_at",
	substring("headers"->>'List-Unsubscribe' from '^<(.*token=).+>$') AS "one_click_url",
	substring("headers"->>'List-Unsubscribe' from '^<.*token=(.+)>$') AS "token"
FROM "mail_outbox";--> statement-breakpoint
-- "at": where the token's last occurrence starts (the footer comes after the admin's text).
ALTER TABLE "mail_outbox_parts" ADD COLUMN "at" integer;--> statement-breakpoint
UPDATE "mail_outbox_parts"
SET "at" = length("text") - strpos(reverse("text"), reverse("token")) - length("token") + 2
WHERE "token" IS NOT NULL AND strpos("text", "token") > 0;--> statement-breakpoint
CREATE TEMP TABLE "mail_outbox_split" AS
SELECT "id", "subject", "created_at", "one_click_url",
	CASE WHEN "at" IS NULL THEN "text" ELSE left("text", "at" - 1) END AS "before",
	CASE WHEN "at" IS NULL THEN NULL ELSE substr("text", "at" + length("token")) END AS "after"
FROM "mail_outbox_parts";--> statement-breakpoint
CREATE TEMP TABLE "mail_outbox_moved" AS
SELECT "id", "subject", "created_at", "one_click_url", "before", "after",
	dense_rank() OVER (ORDER BY "subject", "before", "after", "one_click_url")::int AS "message"
FROM "mail_outbox_split";--> statement-breakpoint
INSERT INTO "mail_messages" ("id", "subject", "text", "text_after_token", "one_click_url", "created_at")
SELECT DISTINCT ON ("message") "message", "subject", "before", "after", "one_click_url", "created_at"
FROM "mail_outbox_moved"
ORDER BY "message", "created_at";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('mail_messages', 'id'), coalesce(max("id"), 0) + 1, false) FROM "mail_messages";--> statement-breakpoint
UPDATE "mail_outbox" o SET "mail_message_id" = m."message" FROM "mail_outbox_moved" m WHERE o."id" = m."id";--> statement-breakpoint
DROP TABLE "mail_outbox_parts", "mail_outbox_split", "mail_outbox_moved";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "mail_message_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "headers";
