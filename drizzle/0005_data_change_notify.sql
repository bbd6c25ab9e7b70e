-- Every committed change to data the server caches (public reads, session lookups) is announced on
-- the channel hackathon_data as '<table> <txid>', whoever wrote it: the app, a script, an operator in
-- psql. PostgreSQL delivers it to every listening session at commit (server/cache/changes.ts): the
-- writer's own pooled connection hears it before its COMMIT returns, other instances a moment later.
-- Statement-level, and NOTIFY folds identical payloads of one transaction: one message per table per
-- transaction, whatever the number of rows.
CREATE OR REPLACE FUNCTION hackathon_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hackathon_data', TG_TABLE_NAME || ' ' || txid_current());
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER problems_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON problems FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
CREATE TRIGGER teams_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
CREATE TRIGGER team_members_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON team_members FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
CREATE TRIGGER event_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
CREATE TRIGGER announcements_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcements FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
CREATE TRIGGER winners_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON winners FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
-- The published winners show submission links.
CREATE TRIGGER submissions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON submissions FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
-- Sessions: a new session or a last-seen touch changes no cached lookup; an ended or altered one does.
CREATE TRIGGER sessions_notify_change AFTER UPDATE OF user_id, token_hash, expires_at OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
-- Users: a new account changes no cached lookup; a changed name, role or status (or a deletion) does.
CREATE TRIGGER users_notify_change AFTER UPDATE OF name, email, username, role, status OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
