ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_weeks" smallint;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "series_horizon_weeks" smallint DEFAULT 26 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_check" CHECK (("appointments"."series_id" is null and "appointments"."series_weeks" is null) or ("appointments"."series_id" is not null and "appointments"."series_weeks" between 2 and 12));--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_series_horizon_check" CHECK ("booking_settings"."series_horizon_weeks" between 4 and 52);