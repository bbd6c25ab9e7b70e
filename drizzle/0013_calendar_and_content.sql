CREATE TABLE "sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_pages" (
	"event_id" integer NOT NULL,
	"page" text NOT NULL,
	"document" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pages_event_id_page_pk" PRIMARY KEY("event_id","page")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "eligibility" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "min_age" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "guardian_consent_under" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "team_cap" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "composition_min" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "composition_gender" text DEFAULT 'female' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "composition_scope" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rubric" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "submission_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "grace_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "phase_override" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "feedback_release" text DEFAULT 'with_results' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "scores" jsonb;--> statement-breakpoint
ALTER TABLE "judging_settings" ADD COLUMN "stop_at_target" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "feedback_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pages" ADD CONSTRAINT "event_pages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "images_hash_idx" ON "images" USING btree ("hash");--> statement-breakpoint
-- Editions that exist before this migration keep the behaviour they had: feedback shown at once, the
-- female-member rule as one member of the members list, and the spec's five criteria at equal weights.
UPDATE "events" SET "feedback_release" = 'immediate', "composition_min" = CASE WHEN "require_female_member" THEN 1 ELSE 0 END, "rubric" = '[{"key":"innovation","name":"Innovation","description":"","weight":20},{"key":"technicalExecution","name":"Technical Execution","description":"","weight":20},{"key":"userExperience","name":"User Experience","description":"","weight":20},{"key":"presentation","name":"Presentation","description":"","weight":20},{"key":"impact","name":"Impact","description":"","weight":20}]'::jsonb;
