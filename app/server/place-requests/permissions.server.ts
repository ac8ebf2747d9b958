import { eq } from 'drizzle-orm'
import { ownRow, policy } from '../accounts/permissions.server'
import { db } from '../platform/db/client.server'
import { placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { salonOwnerId } from '../salons/owners.server'
import { REQUEST_NOT_FOUND } from '~/lib/place-requests/schema'

export const NOT_YOUR_REQUEST = 'Dit is niet jouw aanvraag.'
export const NOT_YOUR_SALONS_REQUEST = 'Deze aanvraag is niet aan jouw trimsalon gericht.'

/** The dog owner who sent the request; undefined when there is no such request. */
async function senderOfRequest(requestId: number) {
	const [request] = await db().select({ userId: placeRequests.user_id }).from(placeRequests).where(eq(placeRequests.id, requestId))
	return request?.userId
}

/** The dog owner who sent the request of this salon's copy; undefined when there is no such copy. */
async function senderOfCopy(answerId: number) {
	const [copy] = await db()
		.select({ userId: placeRequests.user_id })
		.from(placeRequestSalons)
		.innerJoin(placeRequests, eq(placeRequests.id, placeRequestSalons.request_id))
		.where(eq(placeRequestSalons.id, answerId))
	return copy?.userId
}

/**
 * The place requests' policy, besides the account's: `place-request:answer:own-salon` (a salon's copy
 * of a request, by the owner of that salon), `place-request:withdraw:own-request` (a request, by the
 * dog owner who sent it) and `place-request:accept-offer:own-request` (a salon's answer to a request,
 * by the dog owner who sent it).
 */
export const authorize = policy({
	'place-request:answer:own-salon': ownRow({ missing: REQUEST_NOT_FOUND, notYours: NOT_YOUR_SALONS_REQUEST }, async (answerId) => {
		const [copy] = await db()
			.select({ salonId: placeRequestSalons.salon_id })
			.from(placeRequestSalons)
			.where(eq(placeRequestSalons.id, answerId))
		return copy && salonOwnerId(copy.salonId)
	}),
	'place-request:withdraw:own-request': ownRow({ missing: REQUEST_NOT_FOUND, notYours: NOT_YOUR_REQUEST }, senderOfRequest),
	'place-request:accept-offer:own-request': ownRow({ missing: REQUEST_NOT_FOUND, notYours: NOT_YOUR_REQUEST }, senderOfCopy),
})
