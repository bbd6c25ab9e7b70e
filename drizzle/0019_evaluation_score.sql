ALTER TABLE "evaluations" ADD COLUMN "score" double precision;--> statement-breakpoint
-- Evaluations made before: the spec's five at equal weights (the only rubric scored before issue 23's
-- rubrics), else the plain mean of the scores stored by key.
UPDATE "evaluations" SET "score" = round(
  CASE WHEN "innovation" IS NOT NULL
    THEN ("innovation" + "technical_execution" + "user_experience" + "presentation" + "impact") / 5.0
    ELSE (SELECT avg(v::numeric) FROM jsonb_each_text("scores") AS s(k, v))
  END, 1);
