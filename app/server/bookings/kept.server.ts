import { and, eq, lt } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { appointments } from './tables.server'

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
