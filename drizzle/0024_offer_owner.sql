ALTER TABLE "place_request_salons" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "place_request_salons" ADD CONSTRAINT "place_request_salons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_request_salons_owner_idx" ON "place_request_salons" USING btree ("owner_id","created_at");--> statement-breakpoint
-- Which owner each existing copy was sent to was not recorded: the salon's current owner is the best
-- knowledge there is.
UPDATE "place_request_salons" AS s SET "owner_id" = g."owner_id" FROM "pet_groomers" AS g WHERE g."id" = s."salon_id";
