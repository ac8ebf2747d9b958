import { and, eq, lt, ne, sql } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { appointments } from './tables.server'
import type { ClientAtSalon } from '~/lib/bookings/limits'

/**
 * Whether this account had an appointment at this salon that was kept: booked here, its time over,
 * neither cancelled nor marked as a no-show. The salon knows this client; a review may say so.
 */
export async function keptAppointmentAt(executor: Executor, userId: string, salonId: number, now: Date) {
	const [row] = await executor
		.select({ id: appointments.id })
		.from(appointments)
		.where(
			and(
				eq(appointments.user_id, userId),
				eq(appointments.salon_id, salonId),
				eq(appointments.status, 'booked'),
				lt(appointments.ends_at, now),
			),
		)
		.limit(1)
	return row !== undefined
}

/**
 * What each salon's agenda holds of this dog owner (online appointments only): the coming ones
 * (requested or booked; a series as one), whether one was kept and whether one was a no-show. The booking limits are
 * decided from it; the booking reads it under the account's lock, so two bookings at once count each other.
 */
export async function clientHistory(executor: Executor, userId: string, now: Date): Promise<ClientAtSalon[]> {
	const at = sql`${now.toISOString()}::timestamptz`
	return executor
		.select({
			salonId: appointments.salon_id,
			// A series counts as one: its appointments share a series id.
			coming:
				sql<number>`count(distinct coalesce(${appointments.series_id}::text, ${appointments.id}::text)) filter (where ${appointments.status} in ('requested', 'booked') and ${appointments.starts_at} > ${at})`.mapWith(
					Number,
				),
			kept: sql<boolean>`coalesce(bool_or(${appointments.status} = 'booked' and ${appointments.ends_at} < ${at}), false)`,
			noShow: sql<boolean>`coalesce(bool_or(${appointments.status} = 'no_show'), false)`,
		})
		.from(appointments)
		.where(and(eq(appointments.user_id, userId), ne(appointments.kind, 'block')))
		.groupBy(appointments.salon_id)
}
