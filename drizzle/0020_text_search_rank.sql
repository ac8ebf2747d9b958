ALTER TABLE "pet_groomers" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower("pet_groomers"."name")) STORED;--> statement-breakpoint
-- A text search that matches much of the directory ("trimsalon": half of it) is counted and ranked
-- from this index alone, in the order salons are listed (best rated first), without reading the
-- wide salon rows. A rare word still goes through the full-text index.
CREATE INDEX "pet_groomers_rank_search_idx" ON "pet_groomers" USING btree ("rating" DESC, "user_ratings_total" DESC, "id") INCLUDE ("search_vector", "name_lower");
