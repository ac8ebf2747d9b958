import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import { db, type Executor } from '../platform/db/client.server'
import { appointments, bookingSettings } from './tables.server'
import type { AppointmentCounts } from '~/lib/bookings/counts'

const inPeriod = (
	column: typeof appointments.createdAt | typeof appointments.cancelled_at | typeof appointments.starts_at,
	from: Date,
	to: Date,
) => and(gte(column, from), lt(column, to))

/**
 * Per salon that has an agenda (a booking_settings row), what happened in [from, to): appointments
 * booked online then (by when they were made), appointments cancelled then (by either side; blocks
 * left out) and appointments marked not kept whose time lay then. One grouped query; a salon without
 * an agenda is left out.
 */
export async function appointmentCounts(salonIds: number[], from: Date, to: Date, executor: Executor = db()) {
	if (!salonIds.length) return new Map<number, AppointmentCounts>()
	const counted = (condition: ReturnType<typeof and>) => sql<number>`count(${appointments.id}) filter (where ${condition})::integer`
	const rows = await executor
		.select({
			salonId: bookingSettings.salon_id,
			booked: counted(and(eq(appointments.kind, 'online'), inPeriod(appointments.createdAt, from, to))),
			cancelled: counted(
				and(eq(appointments.status, 'cancelled'), ne(appointments.kind, 'block'), inPeriod(appointments.cancelled_at, from, to)),
			),
			noShows: counted(and(eq(appointments.status, 'no_show'), inPeriod(appointments.starts_at, from, to))),
		})
		.from(bookingSettings)
		.leftJoin(appointments, eq(appointments.salon_id, bookingSettings.salon_id))
		.where(inArray(bookingSettings.salon_id, salonIds))
		.groupBy(bookingSettings.salon_id)
	return new Map(rows.map(({ salonId, ...counts }) => [salonId, counts]))
}
