CREATE TABLE "rhythm_mail_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rhythm_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "rhythm_weeks" smallint;--> statement-breakpoint
ALTER TABLE "rhythm_mail_opt_outs" ADD CONSTRAINT "rhythm_mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_rhythm_check" CHECK ("dogs"."rhythm_weeks" is null or "dogs"."rhythm_weeks" between 2 and 26);