-- The admin searches use trigram indexes (PGlite loads the extension in server/db/pglite-worker.js).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "submissions_submitted_at_idx";--> statement-breakpoint
DROP INDEX "teams_created_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "submissions_submitted_at_id_idx" ON "submissions" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "teams_created_at_id_idx" ON "teams" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);