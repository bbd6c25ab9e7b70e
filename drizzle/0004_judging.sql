CREATE TABLE "judge_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"judge_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"phase" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"skip_reason" text
);
--> statement-breakpoint
CREATE TABLE "judge_conflicts" (
	"judge_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"source" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"removed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_conflicts_judge_id_team_id_pk" PRIMARY KEY("judge_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "judge_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "judges" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"affiliation" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"problem_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'not_started' NOT NULL,
	"target_reviews" integer DEFAULT 3 NOT NULL,
	"hold_minutes" integer DEFAULT 20 NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "judging_settings_single_row" CHECK ("judging_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_invitations" ADD CONSTRAINT "judge_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_invitations" ADD CONSTRAINT "judge_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "judge_assignments_judge_submission_idx" ON "judge_assignments" USING btree ("judge_id","submission_id");--> statement-breakpoint
CREATE INDEX "judge_assignments_submission_idx" ON "judge_assignments" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "judge_conflicts_team_idx" ON "judge_conflicts" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "judge_invitations_user_idx" ON "judge_invitations" USING btree ("user_id");--> statement-breakpoint
-- The one settings row exists from the start: assignment locks it (FOR UPDATE) to serialise hand-outs.
INSERT INTO "judging_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
