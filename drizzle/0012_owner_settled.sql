ALTER TABLE "listing_submissions" ADD COLUMN "owner_settled_at" timestamp with time zone;--> statement-breakpoint
-- Until now the owner was linked again at every login. An approved submission's listing that has an
-- owner (the submitter, or whoever an admin chose), or whose submitter's address is verified and
-- still owns nothing (only an admin's removal leaves that behind), is settled. Only listings that
-- wait for their submitter to sign up or verify stay open.
UPDATE "listing_submissions" AS s
SET "owner_settled_at" = coalesce(s."reviewed_at", now())
WHERE s."status" = 'approved'
	AND s."listing_id" IS NOT NULL
	AND (
		EXISTS (SELECT 1 FROM "pet_groomers" g WHERE g."id" = s."listing_id" AND g."owner_id" IS NOT NULL)
		OR EXISTS (SELECT 1 FROM "users" u WHERE lower(u."email") = lower(s."submitter_email") AND u."email_verified")
	);
