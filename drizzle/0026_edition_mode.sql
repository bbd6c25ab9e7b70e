-- Where an edition happens becomes its own (issue 31): the hero said "online" for every edition. Editions
-- made before this keep what they showed ('online'); their organizers choose in person or both in Basics.
ALTER TABLE "events" ADD COLUMN "mode" text DEFAULT 'online' NOT NULL;
