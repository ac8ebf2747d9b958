CREATE TABLE "used_proofs_of_work" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Used challenges were kept in rate_limits under 'proof:'; they are kept in their own table now.
DELETE FROM "rate_limits" WHERE "key" LIKE 'proof:%';
