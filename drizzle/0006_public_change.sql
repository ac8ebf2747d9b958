-- A statement that changes a table shown on public pages sends NOTIFY public_change (delivered on
-- commit, once per transaction and table); every app instance then drops its rendered pages.
-- The list of tables is PUBLIC_TABLES in app/server/public-change.server.ts.
CREATE OR REPLACE FUNCTION notify_public_change() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('public_change', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pet_groomers_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pet_groomers
	FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER cities_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
	FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER featured_subscriptions_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON featured_subscriptions
	FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
