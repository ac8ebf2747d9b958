CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reporter_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_status_check" CHECK (status in ('open', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"author_name" text NOT NULL,
	"score" smallint NOT NULL,
	"body" text NOT NULL,
	"visit_month" text NOT NULL,
	"status" text NOT NULL,
	"held_reason" text,
	"confirmed_visit" boolean DEFAULT false NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"removal_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_status_check" CHECK (status in ('published', 'pending', 'removed')),
	CONSTRAINT "reviews_held_reason_check" CHECK (held_reason in ('links', 'burst')),
	CONSTRAINT "reviews_score_check" CHECK (score between 1 and 5),
	CONSTRAINT "reviews_visit_month_check" CHECK (visit_month ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "salon_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"email" text,
	"reporter_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_corrections_kind_check" CHECK (kind in ('gesloten', 'verhuisd', 'telefoonnummer', 'openingstijden', 'website', 'anders')),
	CONSTRAINT "salon_corrections_status_check" CHECK (status in ('open', 'applied', 'dismissed'))
);
--> statement-breakpoint
DROP INDEX "pet_groomers_city_rating_idx";--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD COLUMN "review_average" double precision;--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD COLUMN "rank_rating" double precision GENERATED ALWAYS AS (case when review_count >= 3 then coalesce(review_average, 0) else rating end) STORED;--> statement-breakpoint
ALTER TABLE "pet_groomers" ADD COLUMN "rank_count" integer GENERATED ALWAYS AS (case when review_count >= 3 then review_count else user_ratings_total end) STORED;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_corrections" ADD CONSTRAINT "salon_corrections_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_corrections" ADD CONSTRAINT "salon_corrections_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_salon_user_key" ON "reviews" USING btree ("salon_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_salon_published_idx" ON "reviews" USING btree ("salon_id","published_at" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "salon_corrections_salon_idx" ON "salon_corrections" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "salon_corrections_open_idx" ON "salon_corrections" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "pet_groomers_city_rank_idx" ON "pet_groomers" USING btree ("city_id","rank_rating" DESC NULLS FIRST,"rank_count" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The text search's rank index follows the order lists use: our score once it rests on enough of our reviews.
DROP INDEX "pet_groomers_rank_search_idx";--> statement-breakpoint
CREATE INDEX "pet_groomers_rank_search_idx" ON "pet_groomers" USING btree ("rank_rating" DESC, "rank_count" DESC, "id") INCLUDE ("search_vector", "name_lower");--> statement-breakpoint
-- Our reviews show on salon pages: a change drops every instance's rendered pages (see 0006).
CREATE TRIGGER reviews_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
	FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
