-- One project per team per edition (issue "The calendar drives the product"). A team that made more
-- than one keeps one: the one judges reviewed, else the latest. Nothing judged is lost: the others'
-- evaluations, hand-outs and winner entries move to the kept project, unless the same judge already
-- reviewed that one (their review of the kept project stands); every merged project is written to the
-- audit log whole, with all its evaluations, so even a superseded review can be read back.
CREATE TABLE "submission_merge" AS
WITH counted AS (
	SELECT s.id, s.event_id, s.team_id, s.updated_at, count(e.id) AS reviews
	FROM "submissions" s LEFT JOIN "evaluations" e ON e.submission_id = s.id
	GROUP BY s.id
), ranked AS (
	SELECT id, first_value(id) OVER (
		PARTITION BY event_id, team_id ORDER BY (reviews > 0) DESC, updated_at DESC, id DESC
	) AS keeper_id
	FROM counted
)
SELECT id AS dropped_id, keeper_id FROM ranked WHERE id <> keeper_id;--> statement-breakpoint
INSERT INTO "audit_log" ("event_id", "action", "target", "data")
SELECT s.event_id, 'submission.merge', 'submission:' || m.keeper_id,
	jsonb_build_object(
		'reason', 'one project per team per edition (migration 0014)',
		'keptId', m.keeper_id,
		'merged', to_jsonb(s),
		'evaluations', coalesce((SELECT jsonb_agg(to_jsonb(e) ORDER BY e.id) FROM "evaluations" e WHERE e.submission_id = s.id), '[]'::jsonb)
	)
FROM "submission_merge" m JOIN "submissions" s ON s.id = m.dropped_id;--> statement-breakpoint
-- Per judge, one review moves: the latest of the merged projects', when the kept project has none of theirs.
UPDATE "evaluations" e SET "submission_id" = m.keeper_id
FROM "submission_merge" m
WHERE e.submission_id = m.dropped_id
	AND NOT EXISTS (SELECT 1 FROM "evaluations" k WHERE k.submission_id = m.keeper_id AND k.judge_id = e.judge_id)
	AND e.id = (
		SELECT e2.id FROM "evaluations" e2 JOIN "submission_merge" m2 ON m2.dropped_id = e2.submission_id
		WHERE m2.keeper_id = m.keeper_id AND e2.judge_id = e.judge_id
		ORDER BY e2.updated_at DESC, e2.id DESC LIMIT 1
	);--> statement-breakpoint
-- A judge's hand-out of the kept project counts as done when they finished one of a merged project.
UPDATE "judge_assignments" k SET "done_at" = d.done_at
FROM (
	SELECT m.keeper_id, a.judge_id, max(a.done_at) AS done_at
	FROM "judge_assignments" a JOIN "submission_merge" m ON m.dropped_id = a.submission_id
	WHERE a.done_at IS NOT NULL GROUP BY m.keeper_id, a.judge_id
) d
WHERE k.submission_id = d.keeper_id AND k.judge_id = d.judge_id AND k.done_at IS NULL;--> statement-breakpoint
UPDATE "judge_assignments" a SET "submission_id" = m.keeper_id
FROM "submission_merge" m
WHERE a.submission_id = m.dropped_id
	AND NOT EXISTS (SELECT 1 FROM "judge_assignments" k WHERE k.submission_id = m.keeper_id AND k.judge_id = a.judge_id)
	AND a.id = (
		SELECT a2.id FROM "judge_assignments" a2 JOIN "submission_merge" m2 ON m2.dropped_id = a2.submission_id
		WHERE m2.keeper_id = m.keeper_id AND a2.judge_id = a.judge_id
		ORDER BY a2.done_at DESC NULLS LAST, a2.assigned_at DESC, a2.id DESC LIMIT 1
	);--> statement-breakpoint
UPDATE "winners" w SET "submission_id" = m.keeper_id
FROM "submission_merge" m WHERE w.submission_id = m.dropped_id;--> statement-breakpoint
-- Feedback already emailed for any of them is not emailed again for the kept one.
UPDATE "submissions" s SET "feedback_sent_at" = f.sent
FROM (
	SELECT m.keeper_id, min(d.feedback_sent_at) AS sent
	FROM "submission_merge" m JOIN "submissions" d ON d.id = m.dropped_id
	WHERE d.feedback_sent_at IS NOT NULL GROUP BY m.keeper_id
) f
WHERE s.id = f.keeper_id AND s.feedback_sent_at IS NULL;--> statement-breakpoint
DELETE FROM "submissions" WHERE id IN (SELECT dropped_id FROM "submission_merge");--> statement-breakpoint
DROP TABLE "submission_merge";--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_event_team_idx" ON "submissions" USING btree ("event_id","team_id");
