-- The prize pool and the grand/category figures were typed apart from the prize list, so pages could state
-- figures the list did not hold (issue 23). The pool is now summed from the list; a grand prize typed
-- here joins the list as its first overall prize (unless the list already has one) before the columns go.
UPDATE "events" SET "prizes" = jsonb_build_array(jsonb_build_object(
  'id', 'grand-prize', 'title', 'Grand prize', 'amount', "grand_prize", 'description', '',
  'places', 1, 'scope', 'overall', 'challenge', null, 'track', null)) || "prizes"
WHERE btrim("grand_prize") <> ''
  AND jsonb_typeof("prizes") = 'array'
  AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements("prizes") AS e WHERE e->>'scope' = 'overall');--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "total_prize";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "grand_prize";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "category_prize";
