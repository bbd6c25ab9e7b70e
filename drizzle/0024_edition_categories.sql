-- Categories and the public words become the edition's own (issue 31, DESIGN D18). Editions made before
-- this kept the spec's five categories in code and showed the demo's hero line and footer text: they keep
-- exactly what they showed, now as data their organizers can change.
ALTER TABLE "events" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hero_line" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "footer_blurb" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "events" SET
  "categories" = '[{"key":"ai","name":"AI & Machine Learning","short":"AI & ML"},{"key":"cybersecurity","name":"Cybersecurity","short":"Cybersecurity"},{"key":"green","name":"Sustainability & Climate Tech","short":"Green Tech"},{"key":"blockchain","name":"FinTech & Blockchain","short":"Blockchain"},{"key":"health","name":"HealthTech & Smart Medical","short":"Healthcare"}]'::jsonb,
  "hero_line" = 'Build. Compete. Win.',
  "footer_blurb" = 'Form a team, pick a challenge and build something that matters. Free to enter, open to students, professionals and self-taught builders everywhere.';
--> statement-breakpoint
-- The demo's About page said "All times are in UTC." above dates shown in the edition's own zone: the page
-- now names the zone from the edition itself, so the untrue sentence goes from the stored text.
UPDATE "event_pages" SET "document" = jsonb_set(
  "document", '{timeline,lead}', to_jsonb(replace("document" #>> '{timeline,lead}', ' All times are in UTC.', '')))
WHERE "page" = 'about' AND "document" #>> '{timeline,lead}' LIKE '%All times are in UTC.%';
