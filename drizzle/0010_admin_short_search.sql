-- The admin searches read one stored, lower-cased search column per table (users: name, email and
-- username joined by chr(31); teams: the name) instead of lower() of each field: a search of one or two
-- characters has no trigram and reads every row, and one LIKE per row costs a quarter of three lower()
-- calls and three LIKEs. One trigram index on users.search_text replaces the three on lower(name),
-- lower(email) and lower(username), so inserting a person updates one GIN index instead of three. Same
-- small pending list as migration 0009. Adding a stored column rewrites both tables once.
DROP INDEX "teams_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_username_trgm_idx";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(31) || lower(email) || chr(31) || lower(username)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "teams_search_trgm_idx" ON "teams" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=64);