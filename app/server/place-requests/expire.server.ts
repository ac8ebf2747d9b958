import { and, eq, lt, sql } from 'drizzle-orm'
import { db, type Executor } from '../platform/db/client.server'
import { placeRequests } from '~/server/place-requests/tables.server'
import { queueExpiredMail } from './mails.server'
import { contactOfAccount } from '../accounts/lookups.server'
import { REQUEST_RETENTION_MONTHS } from '~/lib/place-requests/place-requests'

export const EXPIRE_PLACE_REQUESTS_JOB = 'expire-place-requests'
const BATCH = 100

/**
 * Closes the open requests whose 14 days have passed without an accepted offer, and mails each dog
 * owner. Rows are taken with SKIP LOCKED, so two instances never close (and mail) the same request,
 * and a request being accepted right now is left to that acceptance. Returns how many closed.
 */
export async function expirePlaceRequests(now = new Date()) {
	let closed = 0
	for (;;) {
		const batch = await db().transaction(async (tx) => {
			const due = await tx
				.select({ id: placeRequests.id, userId: placeRequests.user_id, dogName: placeRequests.dog_name })
				.from(placeRequests)
				.where(and(eq(placeRequests.status, 'open'), lt(placeRequests.expires_at, now)))
				.limit(BATCH)
				.for('update', { skipLocked: true })
			for (const request of due) {
				await tx.update(placeRequests).set({ status: 'expired', closed_at: now }).where(eq(placeRequests.id, request.id))
				const dogOwner = await contactOfAccount(tx, request.userId)
				await queueExpiredMail(tx, { email: dogOwner.mailTo, name: dogOwner.name }, request.dogName)
			}
			return due.length
		})
		closed += batch
		if (batch < BATCH) return closed
	}
}

/** Retention: requests closed more than 12 months ago go, with every salon's copy and answer (cascade). */
export async function purgeOldPlaceRequests(tx: Executor, now: Date) {
	await tx
		.delete(placeRequests)
		.where(lt(placeRequests.closed_at, sql`${now.toISOString()}::timestamptz - make_interval(months => ${REQUEST_RETENTION_MONTHS})`))
}
