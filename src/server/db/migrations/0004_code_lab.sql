CREATE TABLE "code_lab_programs" (
	"user_id" integer NOT NULL,
	"level_id" text NOT NULL,
	"program" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_lab_programs_user_id_level_id_pk" PRIMARY KEY("user_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "code_lab_runs" (
	"user_id" integer NOT NULL,
	"level_id" text NOT NULL,
	"runs" integer NOT NULL,
	"fails_since_solve" integer NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_lab_runs_user_id_level_id_pk" PRIMARY KEY("user_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "code_lab_solves" (
	"user_id" integer NOT NULL,
	"level_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"program" jsonb NOT NULL,
	"first_solved_at" timestamp with time zone NOT NULL,
	"solved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_lab_solves_user_id_level_id_pk" PRIMARY KEY("user_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "code_lab_worlds" (
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"level_ids" text[] NOT NULL,
	CONSTRAINT "code_lab_worlds_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "code_lab_programs" ADD CONSTRAINT "code_lab_programs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_lab_runs" ADD CONSTRAINT "code_lab_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_lab_solves" ADD CONSTRAINT "code_lab_solves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_lab_worlds" ADD CONSTRAINT "code_lab_worlds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;