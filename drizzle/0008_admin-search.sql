-- The trigram indexes of the admin searches stop using GIN's pending list (fastupdate). With it, every
-- row inserted since the last VACUUM sat in an unordered list that each search read in full, and the
-- planner, costing that list, chose sequential scans: 35,000 people made a search cost 100 ms instead
-- of 1. PGlite has no autovacuum to merge the list at all, and on PostgreSQL an insert that fills it
-- (4 MB) merges it inline, a stall in the middle of a registration rush. Altered in place (no rebuild);
-- the entries already pending are merged now.
ALTER INDEX "teams_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_username_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('teams_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_email_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_username_trgm_idx'::regclass);
