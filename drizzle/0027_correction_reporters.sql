CREATE TABLE "correction_summary_mails" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salon_corrections" ADD COLUMN "reporter_key" text;--> statement-breakpoint
ALTER TABLE "salon_corrections" ADD COLUMN "owner_notice" text;--> statement-breakpoint
ALTER TABLE "correction_summary_mails" ADD CONSTRAINT "correction_summary_mails_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salon_corrections_owner_notice_idx" ON "salon_corrections" USING btree ("salon_id") WHERE owner_notice = 'due';--> statement-breakpoint
ALTER TABLE "salon_corrections" ADD CONSTRAINT "salon_corrections_owner_notice_check" CHECK (owner_notice in ('due', 'sent'));