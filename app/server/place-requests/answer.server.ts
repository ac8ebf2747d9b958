import { eq, sql } from 'drizzle-orm'
import type { SessionUser } from '../accounts/permissions.server'
import { authorize, NOT_YOUR_SALONS_REQUEST } from './permissions.server'
import type { Actor } from '../accounts/actor.server'
import { db, type Transaction } from '../platform/db/client.server'
import { placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { salonById } from '../salons/lookups.server'
import { conflict, forbidden, notFound } from '../platform/errors.server'
import { queueAnswerMail } from './mails.server'
import { contactOfAccount } from '../accounts/lookups.server'
import { stillOwned } from './copies.server'
import { REQUEST_NOT_FOUND, type PlaceAnswerInput } from '~/lib/place-requests/schema'

export const ANSWER_MESSAGES = {
	notFound: REQUEST_NOT_FOUND,
	notYours: NOT_YOUR_SALONS_REQUEST,
	closed: 'Deze aanvraag is gesloten; je hoeft niet meer te antwoorden.',
	answered: 'Je hebt deze aanvraag al beantwoord. Je kunt wel een notitie toevoegen.',
	notAnswered: 'Beantwoord de aanvraag eerst; daarna kun je een notitie toevoegen.',
} as const

/**
 * One salon's copy of a request, locked until the transaction ends, for the account it was sent to
 * while that account owns the salon (a later owner never acts on it, nor does the earlier one after
 * the salon passed on): two answers at once (two tabs, two app instances) wait for each other, and the
 * second sees the first.
 */
async function lockOwnCopy(tx: Transaction, owner: SessionUser, answerId: number) {
	const [copy] = await tx
		.select({
			id: placeRequestSalons.id,
			answer: placeRequestSalons.answer,
			requestId: placeRequests.id,
			status: placeRequests.status,
			userId: placeRequests.user_id,
			dogName: placeRequests.dog_name,
			salonId: placeRequestSalons.salon_id,
			sentTo: placeRequestSalons.owner_id,
			stillOwned,
		})
		.from(placeRequestSalons)
		.innerJoin(placeRequests, eq(placeRequests.id, placeRequestSalons.request_id))
		.where(eq(placeRequestSalons.id, answerId))
		.for('update', { of: placeRequestSalons })
	if (!copy) throw notFound(ANSWER_MESSAGES.notFound)
	if (copy.sentTo !== owner.id || !copy.stillOwned) throw forbidden(ANSWER_MESSAGES.notYours)
	return copy
}

/** The owner's answer, once: 'plek' keeps the proposal or 'bel me', 'wachtlijst' the weeks; the dog owner gets a mail. */
export async function answerPlaceRequest(actor: Actor, input: PlaceAnswerInput) {
	const owner = await authorize(actor, 'place-request:answer:own-salon', input.answerId)
	return db().transaction(async (tx) => {
		const copy = await lockOwnCopy(tx, owner, input.answerId)
		if (copy.status !== 'open') throw conflict(ANSWER_MESSAGES.closed)
		if (copy.answer) throw conflict(ANSWER_MESSAGES.answered)
		const answer = {
			answer: input.answer,
			proposal: input.answer === 'plek' ? input.proposal : null,
			call_me: input.answer === 'plek' && input.callMe,
			waiting_weeks: input.answer === 'wachtlijst' ? input.waitingWeeks : null,
		}
		await tx
			.update(placeRequestSalons)
			.set({ ...answer, answered_at: new Date() })
			.where(eq(placeRequestSalons.id, copy.id))
		const dogOwner = await contactOfAccount(tx, copy.userId)
		const salon = await salonById(tx, copy.salonId)
		await queueAnswerMail(tx, { email: dogOwner.mailTo, name: dogOwner.name }, salon!.name, copy.dogName, answer)
		return answer
	})
}

/** A note after the answer (the answer itself stays); a new note replaces the previous one. */
export async function addPlaceNote(actor: Actor, input: { answerId: number; note: string }) {
	const owner = await authorize(actor, 'place-request:answer:own-salon', input.answerId)
	await db().transaction(async (tx) => {
		const copy = await lockOwnCopy(tx, owner, input.answerId)
		if (!copy.answer) throw conflict(ANSWER_MESSAGES.notAnswered)
		await tx.update(placeRequestSalons).set({ note: input.note }).where(eq(placeRequestSalons.id, copy.id))
	})
}

/** The owner reports a request as abuse; the admin overview counts the reports. Reporting twice changes nothing. */
export async function reportPlaceRequest(actor: Actor, input: { answerId: number }) {
	const owner = await authorize(actor, 'place-request:answer:own-salon', input.answerId)
	await db().transaction(async (tx) => {
		const copy = await lockOwnCopy(tx, owner, input.answerId)
		await tx
			.update(placeRequestSalons)
			.set({ reported_at: sql`coalesce(${placeRequestSalons.reported_at}, now())` })
			.where(eq(placeRequestSalons.id, copy.id))
	})
}
