-- A removed review stays removed: it goes only with its salon or its author's account (their deletion
-- cascades here, after the salon or account is gone). No other delete can wipe it, with its reports
-- and the owner's reply, so that its author could write it again.
CREATE OR REPLACE FUNCTION keep_removed_review() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status = 'removed'
		AND EXISTS (SELECT 1 FROM pet_groomers WHERE id = OLD.salon_id)
		AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
		RAISE EXCEPTION 'review % was removed by an admin and stays', OLD.id USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_keep_removed BEFORE DELETE ON reviews
	FOR EACH ROW EXECUTE FUNCTION keep_removed_review();
