import { and, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm'
import { contactOfAccount } from '../accounts/lookups.server'
import { queueAccountDeletedMail } from './appointment-mails.server'
import { appointmentsWhere } from './my-appointments.server'
import type { Executor } from '../platform/db/client.server'
import { appointments, freedTimes, waitingListEntries } from './tables.server'
import { wakeOffers } from './freed-times.server'
import { amsterdamDate } from '~/lib/bookings/free-times'
import { APPOINTMENT_RETENTION_MONTHS } from '~/lib/bookings/my-appointments'

/** Retention: appointments that ended more than 24 months ago go, with the dog, the notes and who booked. */
export async function purgeOldAppointments(executor: Executor, now: Date) {
	await executor
		.delete(appointments)
		.where(lt(appointments.ends_at, sql`${now.toISOString()}::timestamptz - make_interval(months => ${APPOINTMENT_RETENTION_MONTHS})`))
}

/**
 * Retention: a waiting-list entry goes the day after its last date; a freed time (no personal data) once
 * it is settled or over.
 */
export async function purgeWaitingList(executor: Executor, now: Date) {
	await executor.delete(waitingListEntries).where(lt(waitingListEntries.wait_until, amsterdamDate(now)))
	await executor.delete(freedTimes).where(or(isNotNull(freedTimes.settled_at), lt(freedTimes.ends_at, now)))
}

/**
 * Before a dog owner's account goes, its waiting-list entries and the times offered to them go, and
 * those times pass to the next in line.
 */
export async function forgetWaitingListOf(executor: Executor, userId: string) {
	const withdrawn = await executor
		.delete(appointments)
		.where(and(eq(appointments.user_id, userId), eq(appointments.status, 'offered')))
		.returning({ id: appointments.id })
	await executor.delete(waitingListEntries).where(eq(waitingListEntries.user_id, userId))
	if (withdrawn.length) wakeOffers()
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
