CREATE TABLE "child_activity" (
	"child_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "child_activity_child_id_minute_kind_pk" PRIMARY KEY("child_id","minute","kind"),
	CONSTRAINT "child_activity_kind" CHECK ("child_activity"."kind" in ('lesson', 'run', 'solve')),
	CONSTRAINT "child_activity_whole_minute" CHECK (extract(epoch from "child_activity"."minute") % 60 = 0)
);
--> statement-breakpoint
ALTER TABLE "code_lab_runs" ADD COLUMN "fails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "child_activity" ADD CONSTRAINT "child_activity_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Fails were counted only since the last solve before: the best we know of the old ones (decision 271).
UPDATE "code_lab_runs" SET "fails" = "fails_since_solve";