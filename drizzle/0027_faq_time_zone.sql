-- The demo's FAQ said "all times on this site are given in UTC" above dates written in the edition's own
-- zone (issue 31, "Times: one rule"), and every copy of it carried the sentence. It now names the zone
-- through the {{timeZone}} placeholder, filled from the edition when the page is served. The sentence is
-- plain text, the same in the Markdown source and its stored HTML.
UPDATE "event_pages"
SET "document" = replace(
  "document"::text,
  'all times on this site are given in UTC.',
  'all times on this site are given in {{timeZone}}, with your own time beside them where it differs.'
)::jsonb
WHERE "page" = 'faq' AND "document"::text LIKE '%all times on this site are given in UTC.%';
