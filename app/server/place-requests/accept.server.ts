import { and, eq, ne } from 'drizzle-orm'
import type { SessionUser } from '../accounts/permissions.server'
import { authorize, NOT_YOUR_REQUEST } from './permissions.server'
import type { Actor } from '../accounts/actor.server'
import { recordAudit } from '../audit/record.server'
import { db, type Transaction } from '../platform/db/client.server'
import { placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { salonRows } from '../salons/lookups.server'
import { conflict, forbidden, notFound } from '../platform/errors.server'
import { queueAcceptanceConfirmation, queueAcceptedMail, queueClosedMail } from './mails.server'
import { contactOfAccount } from '../accounts/lookups.server'
import { contactOfOffer } from './read.server'
import { stillOwned } from './copies.server'
import { REQUEST_NOT_FOUND } from '~/lib/place-requests/schema'

export const ACCEPT_MESSAGES = {
	notFound: REQUEST_NOT_FOUND,
	notYours: NOT_YOUR_REQUEST,
	accepted: 'Je hebt voor deze aanvraag al een aanbod geaccepteerd.',
	closed: 'Deze aanvraag is gesloten.',
	noOffer: 'Deze trimsalon heeft geen plek aangeboden.',
	ownerChanged: 'De eigenaar van deze trimsalon is veranderd; dit aanbod geldt niet meer.',
} as const

/** The dog owner's request, locked until the transaction ends, so accepting, withdrawing and expiring happen one at a time. */
async function lockOwnRequest(tx: Transaction, user: SessionUser, requestId: number) {
	const [request] = await tx.select().from(placeRequests).where(eq(placeRequests.id, requestId)).for('update')
	if (!request) throw notFound(ACCEPT_MESSAGES.notFound)
	if (request.user_id !== user.id) throw forbidden(ACCEPT_MESSAGES.notYours)
	if (request.status === 'accepted') throw conflict(ACCEPT_MESSAGES.accepted)
	if (request.status !== 'open') throw conflict(ACCEPT_MESSAGES.closed)
	return request
}

/** Tells the owners the other copies were sent to, while they still own their salon, that the request needs no answer any more. */
async function tellOtherSalons(
	tx: Transaction,
	requestId: number,
	exceptSalonId: number | null,
	dogName: string,
	why: 'filled' | 'withdrawn',
) {
	const salon = salonRows().as('salon')
	const others = await tx
		.select({ salonName: salon.name, ownerId: placeRequestSalons.owner_id })
		.from(placeRequestSalons)
		.innerJoin(salon, eq(salon.id, placeRequestSalons.salon_id))
		.where(
			and(
				eq(placeRequestSalons.request_id, requestId),
				stillOwned,
				exceptSalonId === null ? undefined : ne(placeRequestSalons.salon_id, exceptSalonId),
			),
		)
	for (const other of others) await queueClosedMail(tx, (await contactOfAccount(tx, other.ownerId!)).mailTo, other.salonName, dogName, why)
}

/**
 * The dog owner accepts one salon's offer ('Ik heb plek'): the request closes, the dog owner and the
 * account that made the offer get each other's contact details by mail (and on their pages), the
 * other salons hear it is filled, and the acceptance is written to the audit log, all in one
 * transaction. An offer stands only while the account that made it owns the salon.
 */
export async function acceptOffer(actor: Actor, input: { answerId: number }) {
	const user = await authorize(actor, 'place-request:accept-offer:own-request', input.answerId)
	await db().transaction(async (tx) => {
		const [copy] = await tx
			.select({
				requestId: placeRequestSalons.request_id,
				salonId: placeRequestSalons.salon_id,
				answer: placeRequestSalons.answer,
				callMe: placeRequestSalons.call_me,
				ownerId: placeRequestSalons.owner_id,
				stillOwned,
			})
			.from(placeRequestSalons)
			.where(eq(placeRequestSalons.id, input.answerId))
		if (!copy) throw notFound(ACCEPT_MESSAGES.notFound)
		const request = await lockOwnRequest(tx, user, copy.requestId)
		if (copy.answer !== 'plek') throw conflict(ACCEPT_MESSAGES.noOffer)
		if (!copy.stillOwned) throw conflict(ACCEPT_MESSAGES.ownerChanged)
		await tx
			.update(placeRequests)
			.set({ status: 'accepted', accepted_salon_id: copy.salonId, closed_at: new Date() })
			.where(eq(placeRequests.id, request.id))
		await recordAudit(tx, {
			actorId: user.id,
			action: 'accept',
			entity: 'place-request',
			entityId: request.id,
			changes: { status: ['open', 'accepted'], accepted_salon_id: [null, copy.salonId] },
		})
		const dogOwner = await contactOfAccount(tx, user.id)
		const salon = await contactOfOffer(tx, copy)
		await queueAcceptedMail(tx, (await contactOfAccount(tx, copy.ownerId!)).mailTo, salon.name!, request.dog_name, dogOwner, copy.callMe)
		await queueAcceptanceConfirmation(
			tx,
			{ email: dogOwner.mailTo, name: dogOwner.name },
			salon.name!,
			request.dog_name,
			salon,
			copy.callMe,
		)
		await tellOtherSalons(tx, request.id, copy.salonId, request.dog_name, 'filled')
	})
}

/** The dog owner withdraws an open request; the salons asked hear it needs no answer. */
export async function withdrawPlaceRequest(actor: Actor, input: { requestId: number }) {
	const user = await authorize(actor, 'place-request:withdraw:own-request', input.requestId)
	await db().transaction(async (tx) => {
		const request = await lockOwnRequest(tx, user, input.requestId)
		await tx.update(placeRequests).set({ status: 'withdrawn', closed_at: new Date() }).where(eq(placeRequests.id, request.id))
		await tellOtherSalons(tx, request.id, null, request.dog_name, 'withdrawn')
	})
}
