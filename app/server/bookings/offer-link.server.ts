import { and, eq, gt, or } from 'drizzle-orm'
import type { LinkHolder } from '../accounts/actor.server'
import { contactOfAccount, lockReachableAccount } from '../accounts/lookups.server'
import { formatPhone } from '~/lib/accounts/phone'
import { db, type Executor, type Transaction } from '../platform/db/client.server'
import { conflict, notFound } from '../platform/errors.server'
import { limitRequest } from '../platform/rate-limit.server'
import { hashToken, newSecretToken } from '../platform/secret-tokens.server'
import { salonById } from '../salons/lookups.server'
import { hasOwnAppointmentDuring, openToThisClient } from './book.server'
import { passedOn, settle, wakeOffers } from './freed-times.server'
import { queueBookedMailToDogOwner, queueBookedMailToSalon, type BookedAppointment } from './mails.server'
import { appointments } from './tables.server'
import { leaveGroupOf } from './waiting-list.server'
import { appointmentMoment, deadlineMoment } from '~/lib/bookings/free-times'
import { requestDeadline } from '~/lib/bookings/limits'
import { onlineCancelUntil } from '~/lib/bookings/my-appointments'
import { formatEuro } from '~/lib/featured/featured-plans'
import type { CoatType } from '~/lib/bookings/pricing'
import { DEAD_OFFER_LINK } from '~/lib/bookings/waiting-list'

export const OFFER_MESSAGES = {
	gone: DEAD_OFFER_LINK,
	unconfirmed: 'Bevestig eerst je e-mailadres of mobiele nummer; daarna kun je deze tijd boeken.',
	ownOverlap:
		'Je hebt op dat moment al een andere afspraak staan (zie Mijn afspraken). Verzet of annuleer die eerst, of kies Nee, dank je.',
} as const

type Offered = typeof appointments.$inferSelect

/** The offer of this link while it holds its time: offered and before its deadline. */
async function openOffer(executor: Executor, token: string, now: Date): Promise<Offered | undefined> {
	const [offer] = await executor
		.select()
		.from(appointments)
		.where(and(offerLinkIs(token), eq(appointments.status, 'offered'), gt(appointments.offer_expires_at, now)))
	return offer
}

/** The offer a link names: the mail's or the text message's; both stop working when it is booked. */
const offerLinkIs = (token: string) =>
	or(eq(appointments.offer_token_hash, hashToken(token)), eq(appointments.offer_text_token_hash, hashToken(token)))!

/** What the offer's page shows before its buttons: the salon, the time, the dog, the price and the deadline; nothing for a dead link. */
export async function offerOfLink(actor: LinkHolder, { token }: { token: string }, now = new Date()) {
	await limitRequest('waitingOfferLink', actor.client.ip)
	const executor = db()
	const offer = await openOffer(executor, token, now)
	if (!offer) return undefined
	const salon = await salonById(executor, offer.salon_id)
	return {
		salonName: salon?.name ?? '',
		address: salon?.formatted_address ?? null,
		when: appointmentMoment(offer.starts_at),
		dogName: offer.dog_name!,
		treatment: offer.treatment_name!,
		price: formatEuro(offer.price_cents!),
		deadline: deadlineMoment(offer.offer_expires_at!),
	}
}

/**
 * 'Deze tijd boeken': the link's secret is the proof. The booking limits are asked again under the
 * account's lock, as for a booking; then one conditional write (still offered, before its deadline)
 * books it, so an acceptance and the expiry at the same moment give one outcome. The entry leaves the
 * lists of every salon it waited at, what is left of the freed time is free to everyone, and both sides get the booking's mails.
 */
export async function acceptOffer(actor: LinkHolder, { token }: { token: string }, now = new Date()) {
	await limitRequest('waitingOfferLink', actor.client.ip)
	return db().transaction(async (tx) => {
		const offer = await openOffer(tx, token, now)
		if (!offer) throw notFound(OFFER_MESSAGES.gone)
		await lockReachableAccount(tx, offer.user_id!, OFFER_MESSAGES.unconfirmed)
		const salon = await salonById(tx, offer.salon_id)
		if (!salon) throw notFound(OFFER_MESSAGES.gone)
		const { settings, knownClient } = await openToThisClient(tx, offer.user_id!, salon, now)
		// The dog owner cannot be at two appointments at once: a time that overlaps one of theirs is refused, and the offer stays open.
		if (await hasOwnAppointmentDuring(tx, offer.user_id!, offer.starts_at, offer.ends_at)) throw conflict(OFFER_MESSAGES.ownOverlap)
		// A new client's first booking waits for the owner when the salon asks for that, as a booking does.
		const requested = settings.approve_first && !knownClient
		const respondBy = requested ? requestDeadline(now, offer.starts_at, settings.notice_minutes) : null
		const cancelToken = newSecretToken()
		const [accepted] = await tx
			.update(appointments)
			.set({
				status: requested ? 'requested' : 'booked',
				respond_by: respondBy,
				offer_token_hash: null,
				offer_text_token_hash: null,
				offer_text_at: null,
				cancel_token_hash: hashToken(cancelToken),
			})
			.where(and(eq(appointments.id, offer.id), eq(appointments.status, 'offered'), gt(appointments.offer_expires_at, now)))
			.returning({ id: appointments.id })
		if (!accepted) throw conflict(OFFER_MESSAGES.gone)
		if (offer.waiting_entry_id !== null) await leaveGroupOf(tx, offer.waiting_entry_id)
		await settle(tx, offer.freed_time_id, now)
		const booked = bookedOf(offer, { requested, respondBy, cancelHours: settings.cancel_hours, now }, salon)
		await mailBooked(tx, offer, booked, cancelToken, salon.owner_id!)
		return booked
	})
}

type Outcome = { requested: boolean; respondBy: Date | null; cancelHours: number; now: Date }

function bookedOf(
	offer: Offered,
	outcome: Outcome,
	salon: { id: number; name: string; formatted_address: string | null; phone_number: string | null },
) {
	return {
		id: offer.id,
		requested: outcome.requested,
		respondBy: outcome.respondBy,
		startsAt: offer.starts_at,
		endsAt: offer.ends_at,
		minutes: Math.round((offer.ends_at.getTime() - offer.starts_at.getTime()) / 60_000),
		priceCents: offer.price_cents!,
		treatmentName: offer.treatment_name!,
		dog: { name: offer.dog_name!, breed: offer.breed!, weightKg: offer.weight_kg!, coat: offer.coat as CoatType, notes: offer.dog_notes },
		salon: {
			id: salon.id,
			name: salon.name,
			address: salon.formatted_address,
			phone: salon.phone_number ? formatPhone(salon.phone_number) : null,
		},
		cancelOnlineUntil: onlineCancelUntil(offer.starts_at, outcome.cancelHours, outcome.now),
	} satisfies BookedAppointment
}

async function mailBooked(tx: Transaction, offer: Offered, booked: BookedAppointment, cancelToken: string, ownerId: string) {
	const dogOwner = await contactOfAccount(tx, offer.user_id!)
	await queueBookedMailToDogOwner(tx, dogOwner, booked, cancelToken)
	const reachAt = { ...dogOwner, phone: offer.client_phone ?? dogOwner.phone }
	await queueBookedMailToSalon(tx, await contactOfAccount(tx, ownerId), booked, reachAt)
}

/** 'Nee, dank je': the time passes to the next in line at once; the dog owner stays on the list for other times. */
export async function declineOffer(actor: LinkHolder, { token }: { token: string }, now = new Date()) {
	await limitRequest('waitingOfferLink', actor.client.ip)
	const declined = await db().transaction(async (tx) => {
		const [gone] = await tx
			.delete(appointments)
			.where(and(offerLinkIs(token), eq(appointments.status, 'offered'), gt(appointments.offer_expires_at, now)))
			.returning()
		if (!gone) throw notFound(OFFER_MESSAGES.gone)
		await passedOn(tx, gone.freed_time_id, gone.waiting_entry_id)
		return gone
	})
	wakeOffers()
	const salon = await salonById(db(), declined.salon_id)
	return { salonName: salon?.name ?? '', when: appointmentMoment(declined.starts_at) }
}
