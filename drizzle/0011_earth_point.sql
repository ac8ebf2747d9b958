-- Radius search reads each salon's point on the earth from a stored column: its GiST index then
-- answers the count from the index alone and orders the nearest salons (KNN) without a sort.
ALTER TABLE "pet_groomers" ADD COLUMN "earth_point" "cube" GENERATED ALWAYS AS (ll_to_earth("pet_groomers"."latitude", "pet_groomers"."longitude")) STORED;--> statement-breakpoint
CREATE INDEX "pet_groomers_earth_point_idx" ON "pet_groomers" USING gist ("earth_point");--> statement-breakpoint
DROP INDEX IF EXISTS "pet_groomers_earth_idx";
