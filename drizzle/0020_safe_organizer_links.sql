-- One URL rule for every stored link (issue 30): organizers' links were checked only as http(s) URLs,
-- so `https://github.com/a/b" onmouseover="alert(1)` was stored as typed. The rule now refuses spaces,
-- quotes, <, > and backticks and links over 500 characters (shared/schemas/fields.ts urlField). Stored
-- values the rule refuses would make the export (which checks what it writes) fail, so they are
-- cleared here: the edition's Discord link becomes none and a challenge's bad resource entries are
-- dropped, each old value kept in the audit log (nothing is lost; an organizer can type it again).
-- Pages are not touched: their links already refused spaces, and the editor names any other bad link
-- at the next save.
INSERT INTO "audit_log" ("event_id", "action", "target", "data")
SELECT "id", 'event.link_cleared', 'event:' || "slug", jsonb_build_object('field', 'discordUrl', 'value', "discord_url")
FROM "events"
WHERE "discord_url" IS NOT NULL
  AND NOT ("discord_url" ~* '^https?://[^\s"''<>`/?#]+[^\s"''<>`]*$' AND char_length("discord_url") <= 500);--> statement-breakpoint
UPDATE "events" SET "discord_url" = NULL
WHERE "discord_url" IS NOT NULL
  AND NOT ("discord_url" ~* '^https?://[^\s"''<>`/?#]+[^\s"''<>`]*$' AND char_length("discord_url") <= 500);--> statement-breakpoint
INSERT INTO "audit_log" ("event_id", "action", "target", "data")
SELECT p."event_id", 'problem.link_cleared', 'problem:' || p."id", jsonb_build_object('field', 'resources', 'removed', bad.list)
FROM "problems" p
CROSS JOIN LATERAL (
  SELECT jsonb_agg(r) AS list FROM jsonb_array_elements(p."resources") AS r
  WHERE NOT (coalesce(r->>'url', '') ~* '^https?://[^\s"''<>`/?#]+[^\s"''<>`]*$' AND char_length(r->>'url') <= 500)
) bad
WHERE jsonb_typeof(p."resources") = 'array' AND bad.list IS NOT NULL;--> statement-breakpoint
UPDATE "problems" SET "resources" = (
  SELECT coalesce(jsonb_agg(r ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("resources") WITH ORDINALITY AS e(r, n)
  WHERE coalesce(r->>'url', '') ~* '^https?://[^\s"''<>`/?#]+[^\s"''<>`]*$' AND char_length(r->>'url') <= 500
)
WHERE jsonb_typeof("resources") = 'array'
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements("resources") AS r
    WHERE NOT (coalesce(r->>'url', '') ~* '^https?://[^\s"''<>`/?#]+[^\s"''<>`]*$' AND char_length(r->>'url') <= 500)
  );
