CREATE TABLE "game_day_plays" (
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"day" date NOT NULL,
	"plays" integer NOT NULL,
	CONSTRAINT "game_day_plays_user_id_game_id_day_pk" PRIMARY KEY("user_id","game_id","day")
);
--> statement-breakpoint
ALTER TABLE "game_day_plays" ADD CONSTRAINT "game_day_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Plays stored before this table existed count towards their day's cap.
INSERT INTO "game_day_plays" ("user_id", "game_id", "day", "plays")
SELECT "user_id", "game_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int
FROM "game_scores"
GROUP BY 1, 2, 3;
