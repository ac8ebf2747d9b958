ALTER TABLE "pet_groomers" ADD COLUMN "accepts_new_clients" text;--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD COLUMN "waiting_weeks" smallint;--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD COLUMN "availability_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pet_groomers_new_clients_idx" ON "pet_groomers" USING btree ("availability_updated_at") WHERE "pet_groomers"."accepts_new_clients" = 'ja';--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD CONSTRAINT "pet_groomers_accepts_new_clients_check" CHECK (accepts_new_clients in ('ja', 'nee', 'wachtlijst'));--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD CONSTRAINT "pet_groomers_waiting_weeks_check" CHECK (waiting_weeks between 0 and 52);