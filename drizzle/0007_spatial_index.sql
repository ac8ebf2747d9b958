-- Radius search: a GiST index on each salon's point on the earth (cube + earthdistance), so the
-- salons near a place are found without reading every salon in a latitude band.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE INDEX pet_groomers_earth_idx ON pet_groomers USING gist (ll_to_earth(latitude, longitude));
