import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { contactOfAccount } from '../accounts/lookups.server'
import { queueAccountDeletedMail } from './appointment-mails.server'
import { appointmentsWhere } from './my-appointments.server'
import type { Executor } from '../platform/db/client.server'
import { appointments } from './tables.server'
import { APPOINTMENT_RETENTION_MONTHS } from '~/lib/bookings/my-appointments'

/** Retention: appointments that ended more than 24 months ago go, with the dog, the notes and who booked. */
export async function purgeOldAppointments(executor: Executor, now: Date) {
	await executor
		.delete(appointments)
		.where(lt(appointments.ends_at, sql`${now.toISOString()}::timestamptz - make_interval(months => ${APPOINTMENT_RETENTION_MONTHS})`))
}

/**
 * Before a dog owner's account goes (its appointments go with it): the owner of each salon where it
 * had a coming appointment is told it is off, so the salon does not wait for a dog that will not come.
 */
export async function tellSalonsOfDeletedAccount(executor: Executor, userId: string, now = new Date()) {
	const coming = await appointmentsWhere(
		executor,
		and(eq(appointments.user_id, userId), inArray(appointments.status, ['requested', 'booked']), gt(appointments.starts_at, now)),
		[],
		1000,
	)
	for (const appointment of coming)
		if (appointment.salonOwnerId)
			await queueAccountDeletedMail(executor, appointment, await contactOfAccount(executor, appointment.salonOwnerId))
	return coming.length
}
