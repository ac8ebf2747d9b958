CREATE TABLE "booking_weekly_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"weekday" smallint,
	"start_minutes" smallint NOT NULL,
	"end_minutes" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_weekly_breaks_weekday_check" CHECK ("booking_weekly_breaks"."weekday" is null or "booking_weekly_breaks"."weekday" between 0 and 6),
	CONSTRAINT "booking_weekly_breaks_times_check" CHECK ("booking_weekly_breaks"."start_minutes" >= 0 and "booking_weekly_breaks"."start_minutes" < "booking_weekly_breaks"."end_minutes" and "booking_weekly_breaks"."end_minutes" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "booking_weekly_breaks" ADD CONSTRAINT "booking_weekly_breaks_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_weekly_breaks_salon_idx" ON "booking_weekly_breaks" USING btree ("salon_id");