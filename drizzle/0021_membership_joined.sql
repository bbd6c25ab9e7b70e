-- "Joined" becomes a mark of the membership (issue 30 'Counting people per edition'): it was read from the
-- account's status, so a person left pending in last year's team who accepted an invitation this year
-- counted as joined in both. Existing memberships are carried over as what happened to each:
-- - the leader joined;
-- - a member joined if they accepted this team's invitation;
-- - an active member with no invitation to this team joined another way (join code, find-a-team, an
--   organizer's move);
-- - an active member whose invitation to this team is still open joined if nothing else made the account
--   active (no accepted invitation to another team: they set their password with a reset, which used to
--   count as joining). Otherwise the account became active by joining another team: not this one.
ALTER TABLE "team_members" ADD COLUMN "joined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "team_members" m SET "joined" = true
FROM "users" u
WHERE u."id" = m."user_id"
  AND (
    m."role" = 'leader'
    OR EXISTS (SELECT 1 FROM "invitations" i WHERE i."team_id" = m."team_id"
      AND lower(i."email") = lower(u."email") AND i."accepted_at" IS NOT NULL)
    OR (u."status" = 'active' AND NOT EXISTS (SELECT 1 FROM "invitations" i WHERE i."team_id" = m."team_id"
      AND lower(i."email") = lower(u."email")))
    OR (u."status" = 'active' AND NOT EXISTS (SELECT 1 FROM "invitations" i WHERE i."team_id" <> m."team_id"
      AND lower(i."email") = lower(u."email") AND i."accepted_at" IS NOT NULL))
  );
