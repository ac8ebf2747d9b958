-- A salon that starts taking new clients (accepts_new_clients becomes 'ja' from anything else) leaves
-- a change row for the availability alerts, in the transaction of the write, whoever writes it: the
-- owner's dashboard, an admin, an import or a hand-written UPDATE.
CREATE OR REPLACE FUNCTION record_availability_change() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO alert_changes (salon_id) VALUES (NEW.id);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pet_groomers_availability_change AFTER UPDATE OF accepts_new_clients ON pet_groomers
	FOR EACH ROW WHEN (NEW.accepts_new_clients = 'ja' AND OLD.accepts_new_clients IS DISTINCT FROM 'ja')
	EXECUTE FUNCTION record_availability_change();
