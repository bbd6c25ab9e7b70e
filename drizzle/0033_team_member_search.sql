-- Issue 32. The admin's short team search (one or two characters, no trigram to read) finds a team by its
-- name or by a member's name or email. It read teams newest first and stopped at its bound, but the
-- member half was a hashed set of every matching member of the edition, built first: 20,000 LIKEs and a
-- join at 10,000 teams, 22 of its 32 ms on PGlite. teams.member_search_text holds the members' lower-cased
-- names and emails (name chr(31) email, members apart by chr(30)), so the search is two LIKEs on the team's
-- own row. Kept by the triggers below for every way a membership or a person's name or email changes
-- (a registration's members, inserted in one statement, update their team once).
ALTER TABLE "teams" ADD COLUMN "member_search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hackathon_member_search_text(team integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(lower(u.name) || chr(31) || lower(u.email), chr(30) ORDER BY u.id), '')
  FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = team
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hackathon_team_members_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE teams t SET member_search_text = hackathon_member_search_text(t.id)
    WHERE t.id IN (SELECT team_id FROM changed_new);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE teams t SET member_search_text = hackathon_member_search_text(t.id)
    WHERE t.id IN (SELECT team_id FROM changed_old);
  ELSE
    -- A membership moved to another team, or to another person (per row, only then: see its trigger).
    UPDATE teams t SET member_search_text = hackathon_member_search_text(t.id)
    WHERE t.id IN (OLD.team_id, NEW.team_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER team_members_search_insert AFTER INSERT ON team_members REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION hackathon_team_members_search();--> statement-breakpoint
CREATE TRIGGER team_members_search_delete AFTER DELETE ON team_members REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION hackathon_team_members_search();--> statement-breakpoint
-- Role changes and a member's joining update memberships too, and leave the text as it is.
CREATE TRIGGER team_members_search_update AFTER UPDATE OF team_id, user_id ON team_members FOR EACH ROW
  WHEN (OLD.team_id IS DISTINCT FROM NEW.team_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION hackathon_team_members_search();--> statement-breakpoint
-- A person's new name or email (an edit, an erasure) reaches their teams. Per row, and only when one of
-- the two changed: sign-ins and other updates of users leave teams alone.
CREATE OR REPLACE FUNCTION hackathon_user_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE teams t SET member_search_text = hackathon_member_search_text(t.id)
  WHERE t.id IN (SELECT team_id FROM team_members WHERE user_id = NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE OF name, email ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION hackathon_user_search();--> statement-breakpoint
UPDATE teams SET member_search_text = hackathon_member_search_text(id)
  WHERE EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = teams.id);
