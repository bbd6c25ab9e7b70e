-- Judging opened before the submission window closed (an admin's override, confirmed with force and
-- audit-logged): judges are handed work at once. Otherwise hand-outs wait for the window to close.
ALTER TABLE "judging_settings" ADD COLUMN "opened_early" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Judging already open when this arrives keeps handing out, as it did.
UPDATE "judging_settings" SET "opened_early" = true WHERE "state" = 'open';
