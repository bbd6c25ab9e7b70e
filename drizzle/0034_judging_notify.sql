-- The admin's judging ranking is kept while its input is unchanged (server/features/judging/service/
-- ranking-answers.ts): every committed change of the judging tables it reads is announced like the other
-- cached tables' (0005, 0011), so a kept ranking is dropped on every instance, whoever wrote the change.
CREATE TRIGGER evaluations_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON evaluations FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
CREATE TRIGGER judges_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON judges FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
CREATE TRIGGER judge_conflicts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON judge_conflicts FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
CREATE TRIGGER judging_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON judging_settings FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
