import { and, eq, inArray, lte } from 'drizzle-orm'
import { contactOfAccount } from '../accounts/lookups.server'
import { db } from '../platform/db/client.server'
import { queueRequestExpiredMails } from './appointment-mails.server'
import { freeUp } from './freed-times.server'
import { appointmentsWhere } from './my-appointments.server'
import { appointments } from './tables.server'

/** Runs every minute: a request holds its time no longer than its deadline. */
export const EXPIRE_REQUESTS_JOB = 'expire-appointment-requests'

export const REQUEST_EXPIRED_REASON = 'De trimsalon heeft je aanvraag niet op tijd bevestigd.'

/**
 * Frees the time of every request whose deadline has passed: cancelled as unanswered, and the dog
 * owner and the salon told, in one transaction. The write is conditional (still requested, deadline
 * passed), so an approval at the same moment either comes first (and the request is booked) or finds
 * it expired; never both. Answers the ids of the requests it ended.
 */
export async function expireRequests(now = new Date()) {
	return db().transaction(async (tx) => {
		const expired = await tx
			.update(appointments)
			.set({ status: 'cancelled', cancelled_by: 'salon', cancelled_at: now, cancel_reason: REQUEST_EXPIRED_REASON })
			.where(and(eq(appointments.status, 'requested'), lte(appointments.respond_by, now)))
			.returning({ id: appointments.id })
		if (!expired.length) return []
		const rows = await appointmentsWhere(
			tx,
			inArray(
				appointments.id,
				expired.map((row) => row.id),
			),
			[],
			expired.length,
		)
		for (const appointment of rows) {
			await freeUp(tx, appointment.id, now)
			const client = await contactOfAccount(tx, appointment.userId!)
			const owner = appointment.salonOwnerId ? await contactOfAccount(tx, appointment.salonOwnerId) : null
			await queueRequestExpiredMails(tx, appointment, { owner, client })
		}
		return rows.map((appointment) => appointment.id)
	})
}
