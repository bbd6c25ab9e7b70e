-- Issue 32. The admin's submissions search reads a stored, lower-cased repository URL (as teams.search_text
-- and users.search_text, 0010) instead of lower() of every URL on every search, and finds the teams and
-- challenges whose names match once (server/features/submissions/service.ts). Adding a stored column
-- rewrites the table once.
ALTER TABLE "submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(github_url)) STORED NOT NULL;