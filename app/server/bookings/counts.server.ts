import { and, eq, gte, lt, ne, sql } from 'drizzle-orm'
import { db, type Executor } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { appointments, bookingSettings } from './tables.server'
import type { AppointmentCounts } from '~/lib/bookings/counts'

const inPeriod = (column: typeof appointments.createdAt | typeof appointments.cancelled_at | typeof appointments.starts_at) =>
	and(gte(column, sql.placeholder('from')), lt(column, sql.placeholder('to')))

const counted = (condition: ReturnType<typeof and>) => sql<number>`count(${appointments.id}) filter (where ${condition})::integer`

/** The grouped count, with the salons as one array: one SQL text for any number of them, so it can be prepared. */
const countsQuery = (executor: Executor) =>
	executor
		.select({
			salonId: bookingSettings.salon_id,
			booked: counted(and(eq(appointments.kind, 'online'), inPeriod(appointments.createdAt))),
			cancelled: counted(and(eq(appointments.status, 'cancelled'), ne(appointments.kind, 'block'), inPeriod(appointments.cancelled_at))),
			noShows: counted(and(eq(appointments.status, 'no_show'), inPeriod(appointments.starts_at))),
		})
		.from(bookingSettings)
		.leftJoin(appointments, eq(appointments.salon_id, bookingSettings.salon_id))
		.where(sql`${bookingSettings.salon_id} = any(${sql.placeholder('salonIds')})`)
		.groupBy(bookingSettings.salon_id)
		.prepare('appointment_counts')

/** Prepared once per database: the owner's dashboard reads the counts on every visit. */
const preparedCounts = preparedQuery(countsQuery)

/**
 * Per salon that has an agenda (a booking_settings row), what happened in [from, to): appointments
 * booked online then (by when they were made), appointments cancelled then (by either side; blocks
 * left out) and appointments marked not kept whose time lay then. One grouped query; a salon without
 * an agenda is left out.
 */
export async function appointmentCounts(salonIds: number[], from: Date, to: Date, executor: Executor = db()) {
	if (!salonIds.length) return new Map<number, AppointmentCounts>()
	const query = executor === db() ? preparedCounts() : countsQuery(executor)
	const rows = await query.execute({ salonIds, from, to })
	return new Map(rows.map(({ salonId, ...counts }) => [salonId, counts]))
}
