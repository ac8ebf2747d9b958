CREATE TABLE "salon_statistics" (
	"salon_id" integer NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone" integer DEFAULT 0 NOT NULL,
	"website" integer DEFAULT 0 NOT NULL,
	"route" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salon_statistics" ADD CONSTRAINT "salon_statistics_salon_id_pet_groomers_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."pet_groomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salon_statistics_salon_day_idx" ON "salon_statistics" USING btree ("salon_id","day");--> statement-breakpoint
CREATE INDEX "salon_statistics_day_idx" ON "salon_statistics" USING btree ("day");