DROP INDEX "code_lab_drawings_user_idx";--> statement-breakpoint
DROP INDEX "class_gallery_items_class_drawing_key";--> statement-breakpoint
ALTER TABLE "code_lab_drawings" ADD COLUMN "kind" text DEFAULT 'drawing' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_gallery_items" ADD COLUMN "program" jsonb;--> statement-breakpoint
UPDATE "class_gallery_items" SET "program" = (SELECT "program" FROM "code_lab_drawings" WHERE "code_lab_drawings"."id" = "class_gallery_items"."drawing_id");--> statement-breakpoint
ALTER TABLE "class_gallery_items" ALTER COLUMN "program" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "code_lab_drawings_user_kind_idx" ON "code_lab_drawings" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_gallery_items_shown_key" ON "class_gallery_items" USING btree ("class_id","drawing_id") WHERE "class_gallery_items"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "class_gallery_items_waiting_key" ON "class_gallery_items" USING btree ("class_id","drawing_id") WHERE "class_gallery_items"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "code_lab_drawings" ADD CONSTRAINT "code_lab_drawings_kind" CHECK ("code_lab_drawings"."kind" in ('drawing', 'game', 'tune', 'page', 'finder'));