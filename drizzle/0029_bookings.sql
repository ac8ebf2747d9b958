CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"user_id" text,
	"treatment_id" integer,
	"treatment_name" text,
	"dog_name" text,
	"breed" text,
	"weight_kg" double precision,
	"weight_class" text,
	"coat" text,
	"dog_notes" text,
	"client_note" text,
	"price_cents" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"occupied_until" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_kind_check" CHECK (kind in ('online', 'phone', 'block')),
	CONSTRAINT "appointments_status_check" CHECK (status in ('booked', 'cancelled', 'no_show')),
	CONSTRAINT "appointments_weight_class_check" CHECK (weight_class is null or weight_class in ('klein', 'middel', 'groot')),
	CONSTRAINT "appointments_coat_check" CHECK (coat is null or coat in ('kort', 'lang', 'krullend', 'ruwhaar', 'dubbel')),
	CONSTRAINT "appointments_times_check" CHECK ("appointments"."starts_at" < "appointments"."ends_at" and "appointments"."ends_at" <= "appointments"."occupied_until"),
	CONSTRAINT "appointments_online_check" CHECK ("appointments"."kind" <> 'online' or ("appointments"."user_id" is not null and "appointments"."price_cents" is not null))
);
--> statement-breakpoint
CREATE TABLE "booking_date_overrides" (
	"salon_id" integer NOT NULL,
	"date" date NOT NULL,
	"ranges" jsonb NOT NULL,
	CONSTRAINT "booking_date_overrides_salon_id_date_pk" PRIMARY KEY("salon_id","date")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"salon_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"buffer_minutes" smallint NOT NULL,
	"notice_minutes" smallint NOT NULL,
	"horizon_days" smallint NOT NULL,
	"step_minutes" smallint NOT NULL,
	"cancel_hours" smallint NOT NULL,
	"approve_first" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_buffer_check" CHECK ("booking_settings"."buffer_minutes" between 0 and 240),
	CONSTRAINT "booking_settings_notice_check" CHECK ("booking_settings"."notice_minutes" between 0 and 10080),
	CONSTRAINT "booking_settings_horizon_check" CHECK ("booking_settings"."horizon_days" between 1 and 90),
	CONSTRAINT "booking_settings_step_check" CHECK ("booking_settings"."step_minutes" in (5, 10, 15, 20, 30, 60)),
	CONSTRAINT "booking_settings_cancel_check" CHECK ("booking_settings"."cancel_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "treatments" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"pricing" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_date_overrides" ADD CONSTRAINT "booking_date_overrides_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_salon_time_idx" ON "appointments" USING btree ("salon_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "treatments_salon_idx" ON "treatments" USING btree ("salon_id","position");--> statement-breakpoint
-- drizzle-kit writes neither CREATE EXTENSION nor an exclusion constraint. A time is given once: no two appointments
-- of a salon that are not cancelled occupy overlapping time (start up to the end of the buffer), whoever writes them.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("salon_id" WITH =, tstzrange("starts_at", "occupied_until") WITH &&) WHERE ("status" <> 'cancelled');
