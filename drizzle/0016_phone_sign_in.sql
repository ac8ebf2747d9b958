ALTER TABLE "sms_codes" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "last_name" text;