-- One rubric (issue 23): an edition whose rubric is not the spec's five stores its judges' scores in
-- evaluations.scores (jsonb by criterion key) and leaves the five columns empty; the spec's five keep
-- their columns. The range check still holds whenever a column has a value.
ALTER TABLE "evaluations" ALTER COLUMN "innovation" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ALTER COLUMN "technical_execution" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ALTER COLUMN "user_experience" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ALTER COLUMN "presentation" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ALTER COLUMN "impact" DROP NOT NULL;--> statement-breakpoint
-- Prizes feed winners: each winner is a place of one prize of the edition's list (events.prizes[].id);
-- winners announced before keep a null prize and their overall/challenge scope.
ALTER TABLE "winners" ADD COLUMN "prize_id" text;
