-- People own their data (issue 35, DESIGN D19): consent records, pending account deletions, the
-- erased accounts' stable pseudonym numbers, and each edition's retention of personal data.
CREATE SEQUENCE IF NOT EXISTS "erased_people_seq";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pseudonym_no" integer;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_pseudonym_no_idx" ON "users" USING btree ("pseudonym_no");
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "retention_months" integer DEFAULT 12 NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "personal_data_erased_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_retention_months_check" CHECK ("events"."retention_months" between 1 and 120);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guardian_name" text,
	"guardian_email" text,
	CONSTRAINT "consents_document_check" CHECK ("consents"."document" in ('terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "consents_user_event_document_version_idx" ON "consents" USING btree ("user_id","event_id","document","version");
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erases_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_token_idx" ON "account_deletions" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("erases_at");
