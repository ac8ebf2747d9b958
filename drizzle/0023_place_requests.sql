CREATE TABLE "missed_place_requests" (
	"salon_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_request_salons" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"salon_id" integer NOT NULL,
	"answer" text,
	"proposal" text,
	"call_me" boolean DEFAULT false NOT NULL,
	"waiting_weeks" smallint,
	"note" text,
	"answered_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_request_salons_answer_check" CHECK (answer in ('plek', 'wachtlijst', 'geen-plek')),
	CONSTRAINT "place_request_salons_waiting_weeks_check" CHECK (waiting_weeks between 0 and 52)
);
--> statement-breakpoint
CREATE TABLE "place_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"dog_name" text NOT NULL,
	"breed" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"coat" text,
	"age" text,
	"needs" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_visit" boolean,
	"period" text,
	"days" text[] DEFAULT '{}'::text[] NOT NULL,
	"place" text,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"accepted_salon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_requests_status_check" CHECK (status in ('open', 'accepted', 'withdrawn', 'expired')),
	CONSTRAINT "place_requests_weight_check" CHECK (weight_kg > 0 and weight_kg <= 100)
);
--> statement-breakpoint
ALTER TABLE "missed_place_requests" ADD CONSTRAINT "missed_place_requests_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_request_salons" ADD CONSTRAINT "place_request_salons_request_id_place_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."place_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_request_salons" ADD CONSTRAINT "place_request_salons_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_requests" ADD CONSTRAINT "place_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_requests" ADD CONSTRAINT "place_requests_accepted_salon_id_pet_groomers_id_fk" FOREIGN KEY ("accepted_salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_request_salons_key" ON "place_request_salons" USING btree ("request_id","salon_id");--> statement-breakpoint
CREATE INDEX "place_request_salons_salon_idx" ON "place_request_salons" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE INDEX "place_requests_user_idx" ON "place_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "place_requests_open_expiry_idx" ON "place_requests" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "place_requests_closed_idx" ON "place_requests" USING btree ("closed_at");