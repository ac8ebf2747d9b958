CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text GENERATED ALWAYS AS (lower(regexp_replace(trim("cities"."name"), '\s+', '-', 'g'))) STORED NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"photo_url" text,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "featured_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"groomer_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"plan_type" text NOT NULL,
	"listing_position" integer DEFAULT 1 NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"stripe_checkout_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "featured_subscriptions_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "featured_subscriptions_status_check" CHECK (status in ('active', 'paused', 'expired', 'cancelled')),
	CONSTRAINT "featured_subscriptions_plan_type_check" CHECK (plan_type in ('monthly', 'yearly')),
	CONSTRAINT "featured_subscriptions_position_check" CHECK (listing_position between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "listing_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_claims_status_check" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "listing_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"formatted_address" text NOT NULL,
	"search_city" text NOT NULL,
	"postal_code" text,
	"phone_number" text,
	"website" text,
	"summary_nl" text,
	"description_nl" text,
	"services_nl" text[] DEFAULT '{}'::text[] NOT NULL,
	"opening_hours" text[] DEFAULT '{}'::text[] NOT NULL,
	"pricing_info_nl" text,
	"additional_message" text,
	"submitter_name" text NOT NULL,
	"submitter_email" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"listing_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_submissions_status_check" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_groomers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"formatted_address" text,
	"search_city" text,
	"postal_code" text,
	"city_id" integer,
	"rating" double precision DEFAULT 0 NOT NULL,
	"user_ratings_total" integer DEFAULT 0 NOT NULL,
	"business_status" text DEFAULT 'OPERATIONAL' NOT NULL,
	"phone_number" text,
	"website" text,
	"gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"opening_hours" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"positive_review_1" text,
	"positive_review_2" text,
	"positive_review_3" text,
	"negative_review" text,
	"description_nl" text,
	"summary_nl" text,
	"pricing_info_nl" text,
	"pricing_nl" text,
	"main_photo_url" text,
	"services_nl" jsonb,
	"owner_id" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('dutch', immutable_unaccent(coalesce("pet_groomers"."name", '') || ' ' || coalesce("pet_groomers"."search_city", '') || ' ' || coalesce("pet_groomers"."formatted_address", '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_groomers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_key" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK (role in ('admin'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD CONSTRAINT "featured_subscriptions_groomer_id_pet_groomers_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD CONSTRAINT "featured_subscriptions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD CONSTRAINT "featured_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_submissions" ADD CONSTRAINT "listing_submissions_listing_id_pet_groomers_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."pet_groomers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD CONSTRAINT "pet_groomers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD CONSTRAINT "pet_groomers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_key" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "featured_subscriptions_city_status_idx" ON "featured_subscriptions" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "featured_subscriptions_groomer_id_idx" ON "featured_subscriptions" USING btree ("groomer_id");--> statement-breakpoint
CREATE INDEX "featured_subscriptions_user_id_idx" ON "featured_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_claims_salon_id_idx" ON "listing_claims" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "listing_claims_user_id_idx" ON "listing_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_claims_one_pending_key" ON "listing_claims" USING btree ("salon_id","user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "listing_submissions_status_idx" ON "listing_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_submissions_submitter_email_idx" ON "listing_submissions" USING btree (lower("submitter_email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pet_groomers_city_id_idx" ON "pet_groomers" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "pet_groomers_owner_id_idx" ON "pet_groomers" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "pet_groomers_postal_code_idx" ON "pet_groomers" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "pet_groomers_search_vector_idx" ON "pet_groomers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pet_groomers_name_trgm_idx" ON "pet_groomers" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_groomers_name_trgm_gist_idx" ON "pet_groomers" USING gist (immutable_unaccent(lower("name")) gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_groomers_city_trgm_idx" ON "pet_groomers" USING gin (immutable_unaccent(lower("search_city")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_groomers_lat_lng_idx" ON "pet_groomers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");