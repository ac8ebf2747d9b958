-- A statement that changes who is signed in, or as what (sessions, users, user_roles, two_factors),
-- sends NOTIFY session_change (delivered on commit); every app instance then forgets the sessions it
-- remembered (app/server/accounts/session-memo.server.ts).
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_change', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER user_roles_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER two_factors_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON two_factors
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
