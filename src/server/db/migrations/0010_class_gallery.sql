CREATE TABLE "class_gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"drawing_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"status" text NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "class_gallery_items_status" CHECK ("class_gallery_items"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "class_gallery_reactions" (
	"item_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reacted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_gallery_reactions_item_id_child_id_pk" PRIMARY KEY("item_id","child_id"),
	CONSTRAINT "class_gallery_reactions_kind" CHECK ("class_gallery_reactions"."kind" in ('star', 'clap', 'heart'))
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "gallery_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_gallery_items" ADD CONSTRAINT "class_gallery_items_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_gallery_items" ADD CONSTRAINT "class_gallery_items_drawing_id_code_lab_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."code_lab_drawings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_gallery_items" ADD CONSTRAINT "class_gallery_items_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_gallery_reactions" ADD CONSTRAINT "class_gallery_reactions_item_id_class_gallery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."class_gallery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_gallery_reactions" ADD CONSTRAINT "class_gallery_reactions_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_gallery_items_class_drawing_key" ON "class_gallery_items" USING btree ("class_id","drawing_id");--> statement-breakpoint
CREATE INDEX "class_gallery_items_class_idx" ON "class_gallery_items" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "class_gallery_items_child_idx" ON "class_gallery_items" USING btree ("child_id","status");--> statement-breakpoint
CREATE INDEX "class_gallery_items_drawing_idx" ON "class_gallery_items" USING btree ("drawing_id");--> statement-breakpoint
CREATE INDEX "class_gallery_reactions_child_idx" ON "class_gallery_reactions" USING btree ("child_id");