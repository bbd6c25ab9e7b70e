CREATE TABLE "help_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"mentor_id" integer,
	"action" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_ratings" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"mentor_id" integer,
	"rater_id" integer,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_ratings_stars" CHECK ("help_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"team_id" integer,
	"requester_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"description_format" text DEFAULT 'plain' NOT NULL,
	"description_html" text NOT NULL,
	"tried" text DEFAULT '' NOT NULL,
	"problem_id" integer,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"mentor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_claimed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"release_note" text,
	"escalated_at" timestamp with time zone,
	CONSTRAINT "help_requests_status_check" CHECK ("help_requests"."status" in ('open', 'claimed', 'resolved', 'cancelled')),
	CONSTRAINT "help_requests_holder_check" CHECK ("help_requests"."status" <> 'claimed' or "help_requests"."mentor_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "mentor_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mentor_shifts_order" CHECK ("mentor_shifts"."ends_at" > "mentor_shifts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"affiliation" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"problem_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"meeting_kind" text DEFAULT 'chat' NOT NULL,
	"video_url" text,
	"discord_handle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentors_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "help_queue_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "help_queue_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "help_escalation_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_invitations" ADD COLUMN "kind" text DEFAULT 'judge' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_actions" ADD CONSTRAINT "help_actions_request_id_help_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."help_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_actions" ADD CONSTRAINT "help_actions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_actions" ADD CONSTRAINT "help_actions_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ratings" ADD CONSTRAINT "help_ratings_request_id_help_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."help_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ratings" ADD CONSTRAINT "help_ratings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ratings" ADD CONSTRAINT "help_ratings_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ratings" ADD CONSTRAINT "help_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_shifts" ADD CONSTRAINT "mentor_shifts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_shifts" ADD CONSTRAINT "mentor_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_actions_event_idx" ON "help_actions" USING btree ("event_id","mentor_id");--> statement-breakpoint
CREATE INDEX "help_ratings_event_idx" ON "help_ratings" USING btree ("event_id","mentor_id");--> statement-breakpoint
CREATE INDEX "help_requests_queue_idx" ON "help_requests" USING btree ("event_id","status","queued_at");--> statement-breakpoint
CREATE INDEX "help_requests_team_idx" ON "help_requests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "help_requests_requester_idx" ON "help_requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "help_requests_mentor_idx" ON "help_requests" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentor_shifts_event_idx" ON "mentor_shifts" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "mentor_shifts_user_idx" ON "mentor_shifts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentors_user_idx" ON "mentors" USING btree ("user_id");