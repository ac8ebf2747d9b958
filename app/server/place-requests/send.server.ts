import { and, eq, gt, sql } from 'drizzle-orm'
import { authorize } from '../accounts/permissions.server'
import type { Requester } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { salonsByIds } from '../salons/lookups.server'
import { conflict, notFound, tooManyRequests } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { limitRequest } from '../platform/rate-limit.server'
import { queueNewRequestMail } from './mails.server'
import { contactOfAccount, lockReachableAccount } from '../accounts/lookups.server'
import { MAX_OPEN_REQUESTS, MAX_SALONS_PER_DAY, REQUEST_OPEN_DAYS, takesRequests } from '~/lib/place-requests/place-requests'
import { placeRequestSchema } from '~/lib/place-requests/schema'
import type { FormEntries } from '~/lib/common/forms'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

const DAY_MS = 24 * 60 * 60 * 1000

export const SEND_MESSAGES = {
	unconfirmed: 'Bevestig eerst je e-mailadres of mobiele nummer; daarna kun je een plek aanvragen.',
	tooManyOpen: `Je hebt al ${MAX_OPEN_REQUESTS} open aanvragen. Wacht op de antwoorden, accepteer een aanbod of trek een aanvraag in.`,
	tooManySalons: `Je kunt per dag bij ten hoogste ${MAX_SALONS_PER_DAY} trimsalons een plek aanvragen. Probeer het morgen opnieuw.`,
	noOwner: (name: string) => `${name} heeft nog geen eigenaar op onze site en kan daarom geen aanvragen ontvangen.`,
	noRoom: (name: string) => `${name} neemt op dit moment geen nieuwe klanten aan.`,
	ownSalon: 'Je kunt geen plek aanvragen bij je eigen trimsalon.',
} as const

/**
 * Sends one request to one to five salons, as the signed-in user. Every post counts against the
 * client's limit, valid or not, so the verb takes the posted form and checks it after counting. Then
 * one transaction checks the account (confirmed address or number), its limits (3 open requests, 10
 * salons in 24 hours; the account's row is locked, so two sends at once count each other), and every
 * salon (it exists, has an owner, takes new clients or keeps a waiting list, is not the sender's
 * own), and writes the request, a copy per salon and a mail per salon.
 */
export async function sendPlaceRequest(actor: Requester, posted: FormEntries, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	await limitRequest('placeRequest', actor.client.ip)
	const input = parseInput(posted, placeRequestSchema)
	return db().transaction(async (tx) => {
		await lockReachableAccount(tx, user.id, SEND_MESSAGES.unconfirmed)

		const [open] = await tx
			.select({ count: sql<number>`count(*)::int` })
			.from(placeRequests)
			.where(and(eq(placeRequests.user_id, user.id), eq(placeRequests.status, 'open')))
		if (open!.count >= MAX_OPEN_REQUESTS) throw tooManyRequests(SEND_MESSAGES.tooManyOpen)
		const [today] = await tx
			.select({ count: sql<number>`count(*)::int` })
			.from(placeRequestSalons)
			.innerJoin(placeRequests, eq(placeRequests.id, placeRequestSalons.request_id))
			.where(and(eq(placeRequests.user_id, user.id), gt(placeRequests.createdAt, new Date(now.getTime() - DAY_MS))))
		if (today!.count + input.salonIds.length > MAX_SALONS_PER_DAY) throw tooManyRequests(SEND_MESSAGES.tooManySalons)

		const asked = await salonsByIds(tx, input.salonIds, 'share')
		const chosen = input.salonIds.map((id) => {
			const salon = asked.find((row) => row.id === id)
			if (!salon) throw notFound(SALON_NOT_FOUND)
			if (!salon.owner_id) throw conflict(SEND_MESSAGES.noOwner(salon.name))
			if (salon.owner_id === user.id) throw conflict(SEND_MESSAGES.ownSalon)
			if (!takesRequests(salon, now)) throw conflict(SEND_MESSAGES.noRoom(salon.name))
			return { ...salon, owner_id: salon.owner_id }
		})

		const { salonIds: _salonIds, dogName, firstVisit, weight, ...wish } = input
		const [request] = await tx
			.insert(placeRequests)
			.values({
				user_id: user.id,
				dog_name: dogName,
				weight_kg: weight,
				first_visit: firstVisit,
				...wish,
				expires_at: new Date(now.getTime() + REQUEST_OPEN_DAYS * DAY_MS),
				createdAt: now,
			})
			.returning()
		// Each copy is for the salon's owner now: a later owner of the salon never sees it.
		await tx
			.insert(placeRequestSalons)
			.values(chosen.map((salon) => ({ request_id: request!.id, salon_id: salon.id, owner_id: salon.owner_id, createdAt: now })))
		for (const salon of chosen) {
			const owner = await contactOfAccount(tx, salon.owner_id)
			await queueNewRequestMail(tx, owner.mailTo, salon.name, request!)
		}
		return { id: request!.id, salons: chosen.map((salon) => salon.name) }
	})
}
