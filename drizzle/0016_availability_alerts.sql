CREATE TABLE "alert_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_pending" (
	"subscription_id" integer NOT NULL,
	"salon_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"place_label" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"earth_point" "cube" GENERATED ALWAYS AS (ll_to_earth("alert_subscriptions"."latitude", "alert_subscriptions"."longitude")) STORED,
	"radius_km" smallint NOT NULL,
	"salon_id" integer,
	"confirmed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"renewal_mailed_at" timestamp with time zone,
	"last_alert_day" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_radius_check" CHECK (radius_km between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "alert_changes" ADD CONSTRAINT "alert_changes_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_links" ADD CONSTRAINT "alert_links_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_pending" ADD CONSTRAINT "alert_pending_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_pending" ADD CONSTRAINT "alert_pending_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_changes_unmatched_idx" ON "alert_changes" USING btree ("id") WHERE matched_at is null;--> statement-breakpoint
CREATE INDEX "alert_links_subscription_idx" ON "alert_links" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_pending_key" ON "alert_pending" USING btree ("subscription_id","salon_id");--> statement-breakpoint
CREATE INDEX "alert_pending_salon_idx" ON "alert_pending" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_earth_point_idx" ON "alert_subscriptions" USING gist ("earth_point");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_email_idx" ON "alert_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_salon_id_idx" ON "alert_subscriptions" USING btree ("salon_id");