ALTER TABLE "events" ADD COLUMN "judging_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "judging_closes_at" timestamp with time zone;