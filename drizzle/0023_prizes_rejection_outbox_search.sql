-- Issue 31. Prizes in the organizer's currency, and whether one team may win several prizes (the demo and
-- every edition so far keep dollars and several prizes per team, as before); why the organizers rejected a
-- team (shown to it, sent in its email); the Outbox's search by recipient served by a trigram index like
-- the other admin searches (pg_trgm is created by 0006).
ALTER TABLE "events" ADD COLUMN "prize_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "several_prizes_per_team" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "outbox_to_trgm_idx" ON "outbox_emails" USING gin (lower("to") gin_trgm_ops);--> statement-breakpoint
-- A small pending list, as the other trigram indexes (0009: searches stay fast without a VACUUM).
ALTER INDEX "outbox_to_trgm_idx" SET (gin_pending_list_limit = 64);
