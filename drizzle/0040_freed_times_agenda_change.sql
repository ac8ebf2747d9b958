-- A freed time held for the waiting list is not free to everyone: holding or settling one changes the
-- salon's first free time, so it notifies agenda_change as the other booking tables do (migration 0037).
CREATE TRIGGER freed_times_agenda_change AFTER INSERT OR UPDATE OR DELETE ON freed_times
	FOR EACH ROW EXECUTE FUNCTION notify_agenda_change();
