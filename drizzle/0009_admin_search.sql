-- The trigram indexes of the admin searches keep a small pending list (64 kB instead of GIN's 4 MB).
-- GIN gathers new rows in an unordered list that every search reads in full until a VACUUM merges it,
-- and the planner, costing that list, chose sequential scans: 35,000 people made a search cost 100 ms
-- instead of 1. PGlite has no autovacuum to merge it at all, and on PostgreSQL an insert that fills
-- 4 MB merges it inline, a stall in the middle of a registration rush. Capped at 64 kB, the insert that
-- fills it merges a few rows; searches stay fast. (Turning the list off altogether cost every insert of
-- a person 0.2 to 1.5 ms more, during the rush that matters most.) Altered in place, no rebuild; what is
-- already pending is merged now.
ALTER INDEX "teams_name_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_name_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_username_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('teams_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_email_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_username_trgm_idx'::regclass);
