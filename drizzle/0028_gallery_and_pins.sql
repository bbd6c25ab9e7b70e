-- The projects gallery, People's Choice settings and repositories pinned at the deadline (issue 33):
-- an edition's gallery and voting switches, a project's story and video, and the pin job's rows.
CREATE TABLE "repo_pins" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"repo_url" text NOT NULL,
	"sha" text,
	"pinned_at" timestamp with time zone,
	"at_deadline" boolean DEFAULT false NOT NULL,
	"last_sha" text,
	"checked_at" timestamp with time zone,
	"reachable" boolean,
	"changed_after_deadline" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"due_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gallery_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gallery_edits_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "voting_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "voting_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "votes_per_person" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "voting_visitors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "voting_new_accounts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "story" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "story_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "gallery_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "show_feedback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "repo_pins" ADD CONSTRAINT "repo_pins_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repo_pins_due_idx" ON "repo_pins" USING btree ("due_at");