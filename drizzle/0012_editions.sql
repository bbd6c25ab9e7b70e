-- Editions (DESIGN D13, issue "Editions"): the one event row becomes the first edition, current, and
-- every row that belongs to it says so. Nothing is dropped: the table is renamed and each table gains
-- its event_id, filled from the row it belongs to, before the rules that need it (one team per person
-- per edition, team names and challenge addresses unique per edition) replace the deployment-wide ones.
-- On a new database the tables are empty here (the seed runs after the migrations), so every backfill
-- is a no-op and the first edition is created by the seed or by the first admin's setup.
ALTER TABLE "event" RENAME TO "events";--> statement-breakpoint
ALTER TABLE "events" RENAME CONSTRAINT "event_pkey" TO "events_pkey";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "event_single_row";--> statement-breakpoint
ALTER TRIGGER "event_notify_change" ON "events" RENAME TO "events_notify_change";--> statement-breakpoint
CREATE SEQUENCE "events_id_seq" AS integer OWNED BY "events"."id";--> statement-breakpoint
SELECT setval('events_id_seq', coalesce((SELECT max("id") FROM "events"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "id" SET DEFAULT nextval('events_id_seq');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The existing edition's address comes from its name ("HackVerse 2027" → hackverse-2027).
UPDATE "events" SET
  "slug" = coalesce(nullif(trim(both '-' from left(regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g'), 60)), ''), 'edition-' || "id"),
  "state" = 'current';--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_state_check" CHECK ("events"."state" in ('draft', 'current', 'archived'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_slug_check" CHECK ("events"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_one_current_idx" ON "events" USING btree ("state") WHERE "events"."state" = 'current';--> statement-breakpoint

-- Challenges: their address is unique within an edition.
ALTER TABLE "problems" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "problems" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
ALTER TABLE "problems" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" DROP CONSTRAINT "problems_slug_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "problems_event_slug_idx" ON "problems" USING btree ("event_id","slug");--> statement-breakpoint

-- Teams: names unique within an edition; (id, event_id) is what members and projects point at.
ALTER TABLE "teams" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "teams" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_id_event_unique" UNIQUE("id","event_id");--> statement-breakpoint
DROP INDEX "teams_name_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "teams_event_name_lower_idx" ON "teams" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE INDEX "teams_event_created_at_id_idx" ON "teams" USING btree ("event_id","created_at","id");--> statement-breakpoint

-- Members: one team per person per edition (it was one team per person).
ALTER TABLE "team_members" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "team_members" m SET "event_id" = t."event_id" FROM "teams" t WHERE t."id" = m."team_id";--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" DROP CONSTRAINT "team_members_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_event_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."teams"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" DROP CONSTRAINT "team_members_user_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_event_user_idx" ON "team_members" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint

-- Projects: their team's edition.
ALTER TABLE "submissions" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "submissions" s SET "event_id" = t."event_id" FROM "teams" t WHERE t."id" = s."team_id";--> statement-breakpoint
ALTER TABLE "submissions" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" DROP CONSTRAINT "submissions_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_team_event_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."teams"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_event_idx" ON "submissions" USING btree ("event_id");--> statement-breakpoint

-- Judges judge an edition; its judging settings are its own.
ALTER TABLE "judges" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "judges" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
DELETE FROM "judges" WHERE "event_id" IS NULL;--> statement-breakpoint
ALTER TABLE "judges" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "judges" DROP CONSTRAINT "judges_pkey";--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_event_id_user_id_pk" PRIMARY KEY("event_id","user_id");--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judges_user_idx" ON "judges" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "judge_invitations" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "judge_invitations" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
DELETE FROM "judge_invitations" WHERE "event_id" IS NULL;--> statement-breakpoint
ALTER TABLE "judge_invitations" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_invitations" ADD CONSTRAINT "judge_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The single settings row (0004 inserted it) becomes the first edition's; with no edition yet it goes,
-- and each edition gets its own row when it is created.
ALTER TABLE "judging_settings" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "judging_settings" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
DELETE FROM "judging_settings" WHERE "event_id" IS NULL;--> statement-breakpoint
ALTER TABLE "judging_settings" DROP CONSTRAINT "judging_settings_single_row";--> statement-breakpoint
ALTER TABLE "judging_settings" DROP CONSTRAINT "judging_settings_pkey";--> statement-breakpoint
ALTER TABLE "judging_settings" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "judging_settings" ADD CONSTRAINT "judging_settings_pkey" PRIMARY KEY ("event_id");--> statement-breakpoint
ALTER TABLE "judging_settings" ADD CONSTRAINT "judging_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Find a team: a person's profile is for one edition.
ALTER TABLE "find_team_profiles" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "find_team_profiles" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
DELETE FROM "find_team_profiles" WHERE "event_id" IS NULL;--> statement-breakpoint
ALTER TABLE "find_team_profiles" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "find_team_profiles" DROP CONSTRAINT "find_team_profiles_pkey";--> statement-breakpoint
ALTER TABLE "find_team_profiles" ADD CONSTRAINT "find_team_profiles_event_id_user_id_pk" PRIMARY KEY("event_id","user_id");--> statement-breakpoint
ALTER TABLE "find_team_profiles" ADD CONSTRAINT "find_team_profiles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "find_team_profiles_visible_idx";--> statement-breakpoint
CREATE INDEX "find_team_profiles_visible_idx" ON "find_team_profiles" USING btree ("event_id","visible");--> statement-breakpoint

-- Announcements and winners belong to an edition; messages and the audit log to the one current when
-- they were written (none for deployment-wide actions: accounts, mail).
ALTER TABLE "announcements" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "announcements" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_event_idx" ON "announcements" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "winners" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
ALTER TABLE "winners" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "winners_event_idx" ON "winners" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "messages" SET "event_id" = (SELECT min("id") FROM "events");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_event_idx" ON "messages" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "event_id" integer;--> statement-breakpoint
UPDATE "audit_log" SET "event_id" = (SELECT min("id") FROM "events") WHERE "action" NOT LIKE 'user.%' AND "action" NOT LIKE 'outbox.%';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
