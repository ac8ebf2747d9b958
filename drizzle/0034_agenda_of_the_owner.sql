ALTER TABLE "appointments" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "agenda_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The agendas there are belong to the salons' owners of today; a waiting request gets the deadline a new one would.
UPDATE "booking_settings" SET "owner_id" = (SELECT "owner_id" FROM "pet_groomers" WHERE "pet_groomers"."id" = "booking_settings"."salon_id");--> statement-breakpoint
UPDATE "appointments" SET "respond_by" = least("created_at" + interval '48 hours', "starts_at") WHERE "status" = 'requested';--> statement-breakpoint
CREATE INDEX "appointments_requests_idx" ON "appointments" USING btree ("respond_by") WHERE "appointments"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_request_deadline_check" CHECK ("appointments"."status" <> 'requested' or "appointments"."respond_by" is not null);