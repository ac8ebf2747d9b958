CREATE TABLE "statistics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_visits" (
	"day" text NOT NULL,
	"salon_id" integer NOT NULL,
	"figure" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "statistics_visits_day_salon_id_figure_visitor_pk" PRIMARY KEY("day","salon_id","figure","visitor")
);
