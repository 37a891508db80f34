CREATE TABLE "ended_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ended_sessions_ended_idx" ON "ended_sessions" USING btree ("ended_at");