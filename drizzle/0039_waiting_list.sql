CREATE TABLE "freed_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"passed_entry_ids" integer[] DEFAULT '{}' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freed_times_times_check" CHECK ("freed_times"."starts_at" < "freed_times"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"treatment_id" integer NOT NULL,
	"dog_name" text NOT NULL,
	"breed" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"coat" text NOT NULL,
	"dog_notes" text,
	"client_phone" text,
	"weekdays" smallint[] DEFAULT '{}' NOT NULL,
	"day_part" text,
	"wait_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entries_coat_check" CHECK (coat in ('kort', 'lang', 'krullend', 'ruwhaar', 'dubbel')),
	CONSTRAINT "waiting_list_entries_day_part_check" CHECK (day_part is null or day_part in ('morning', 'afternoon'))
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "offer_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "waiting_entry_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "freed_time_id" integer;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "offer_to_waiting_list" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "freed_times" ADD CONSTRAINT "freed_times_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freed_times_open_idx" ON "freed_times" USING btree ("salon_id","starts_at") WHERE "freed_times"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_dog_idx" ON "waiting_list_entries" USING btree ("user_id","salon_id",lower("dog_name"));--> statement-breakpoint
CREATE INDEX "waiting_list_entries_line_idx" ON "waiting_list_entries" USING btree ("salon_id","created_at","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_waiting_entry_id_waiting_list_entries_id_fk" FOREIGN KEY ("waiting_entry_id") REFERENCES "public"."waiting_list_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_freed_time_id_freed_times_id_fk" FOREIGN KEY ("freed_time_id") REFERENCES "public"."freed_times"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_offer_entry_idx" ON "appointments" USING btree ("waiting_entry_id") WHERE "appointments"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_offer_freed_idx" ON "appointments" USING btree ("freed_time_id") WHERE "appointments"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_offer_token_hash_unique" UNIQUE("offer_token_hash");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_offer_check" CHECK ("appointments"."status" <> 'offered' or "appointments"."offer_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK (status in ('requested', 'booked', 'cancelled', 'no_show', 'offered'));