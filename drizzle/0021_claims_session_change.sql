-- A claim shows on its salon's page for the claimant alone, so the page cache renders that page for
-- them (app/server/claims/own-claims.server.ts, remembered with the session). A change to
-- listing_claims sends NOTIFY session_change on commit, and every app instance forgets what it
-- remembered about who has claimed what.
CREATE TRIGGER listing_claims_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listing_claims
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
