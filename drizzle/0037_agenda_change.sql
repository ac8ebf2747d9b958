-- A statement that changes a salon's agenda (its booking rules, date overrides, weekly breaks, treatments or appointments)
-- sends NOTIFY agenda_change with the salon's id (delivered on commit, once per transaction and salon);
-- every app instance then forgets that salon's first free time. These tables stay private: a booking
-- drops no rendered page (app/server/public-change.server.ts).
CREATE OR REPLACE FUNCTION notify_agenda_change() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('agenda_change', OLD.salon_id::text);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('agenda_change', NEW.salon_id::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_settings_agenda_change AFTER INSERT OR UPDATE OR DELETE ON booking_settings
	FOR EACH ROW EXECUTE FUNCTION notify_agenda_change();
--> statement-breakpoint
CREATE TRIGGER booking_date_overrides_agenda_change AFTER INSERT OR UPDATE OR DELETE ON booking_date_overrides
	FOR EACH ROW EXECUTE FUNCTION notify_agenda_change();
--> statement-breakpoint
CREATE TRIGGER treatments_agenda_change AFTER INSERT OR UPDATE OR DELETE ON treatments
	FOR EACH ROW EXECUTE FUNCTION notify_agenda_change();
--> statement-breakpoint
CREATE TRIGGER appointments_agenda_change AFTER INSERT OR UPDATE OR DELETE ON appointments
	FOR EACH ROW EXECUTE FUNCTION notify_agenda_change();
--> statement-breakpoint
CREATE TRIGGER booking_weekly_breaks_agenda_change AFTER INSERT OR UPDATE OR DELETE ON booking_weekly_breaks
	FOR EACH ROW EXECUTE FUNCTION notify_agenda_change();
