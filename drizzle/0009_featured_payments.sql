CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"featured_id" integer,
	"invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "payments_status_check" CHECK (status in ('paid', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "stand_in_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "featured_subscriptions" DROP CONSTRAINT "featured_subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_featured_id_featured_subscriptions_id_fk" FOREIGN KEY ("featured_id") REFERENCES "public"."featured_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD CONSTRAINT "featured_subscriptions_status_check" CHECK (status in ('pending', 'active', 'paused', 'expired', 'cancelled'));