import { lt, sql } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { appointments } from './tables.server'
import { APPOINTMENT_RETENTION_MONTHS } from '~/lib/bookings/my-appointments'

/** Retention: appointments that ended more than 24 months ago go, with the dog, the notes and who booked. */
export async function purgeOldAppointments(executor: Executor, now: Date) {
	await executor
		.delete(appointments)
		.where(lt(appointments.ends_at, sql`${now.toISOString()}::timestamptz - make_interval(months => ${APPOINTMENT_RETENTION_MONTHS})`))
}
