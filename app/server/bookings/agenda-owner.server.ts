import { and, eq } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { isOwnedBy } from '../salons/lookups.server'
import { bookingSettings } from './tables.server'

type Settings = typeof bookingSettings.$inferSelect

/**
 * Whether these settings are the agenda of the salon's owner of the moment. A salon without owner has
 * none, and a row an earlier owner left is nobody's until the new owner opens the agenda.
 */
export const isOwnersAgenda = (settings: Pick<Settings, 'owner_id'>, salon: { owner_id: string | null }) =>
	salon.owner_id !== null && settings.owner_id === salon.owner_id

/** Whether an appointment is of this owner's agenda: its time is since the salon became theirs. */
export const inAgendaOf = (settings: Pick<Settings, 'agenda_since'>, appointment: { starts_at: Date }) =>
	settings.agenda_since === null || appointment.starts_at >= settings.agenda_since

/** The same, for a where: the settings row's owner owns its salon now. */
export const ownersAgenda = isOwnedBy(bookingSettings.salon_id, bookingSettings.owner_id)

/** The salon's settings when they are its owner's agenda of the moment. */
export async function ownersAgendaOf(executor: Executor, salonId: number): Promise<Settings | undefined> {
	const [settings] = await executor
		.select()
		.from(bookingSettings)
		.where(and(eq(bookingSettings.salon_id, salonId), ownersAgenda))
	return settings
}
