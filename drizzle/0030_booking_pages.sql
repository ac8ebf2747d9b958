CREATE TABLE "dogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"breed" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"coat" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dogs_coat_check" CHECK (coat in ('kort', 'lang', 'krullend', 'ruwhaar', 'dubbel')),
	CONSTRAINT "dogs_weight_check" CHECK ("dogs"."weight_kg" between 0.5 and 100)
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD COLUMN "online_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dogs_user_idx" ON "dogs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pet_groomers_online_booking_idx" ON "pet_groomers" USING btree ("id") WHERE "pet_groomers"."online_booking";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancel_token_hash_unique" UNIQUE("cancel_token_hash");--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_calendar_token_unique" UNIQUE("calendar_token");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_check" CHECK (cancelled_by is null or cancelled_by in ('client', 'salon'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK (status in ('requested', 'booked', 'cancelled', 'no_show'));