ALTER TABLE "appointments" ADD COLUMN "offer_text_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "offer_text_token_hash" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "group_id" integer;--> statement-breakpoint
CREATE INDEX "waiting_list_entries_group_idx" ON "waiting_list_entries" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_offer_text_token_hash_unique" UNIQUE("offer_text_token_hash");