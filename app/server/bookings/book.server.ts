import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { authorize } from '../accounts/permissions.server'
import { formatPhone } from '~/lib/accounts/phone'
import type { Requester } from '../accounts/actor.server'
import { contactOfAccount, lockReachableAccount } from '../accounts/lookups.server'
import { acceptedOfferAt } from '../place-requests/read.server'
import { hashToken, newSecretToken } from '../platform/secret-tokens.server'
import { clientHistory } from './kept.server'
import { queueBookedMailToDogOwner, queueBookedMailToSalon, type BookedAppointment } from './mails.server'
import { db, SQL_STATES, sqlState, type Executor } from '../platform/db/client.server'
import { conflict, notFound, tooManyRequests } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { limitRequest } from '../platform/rate-limit.server'
import { salonById, type SalonFacts } from '../salons/lookups.server'
import { freeTimesOf, openBookingSettings } from './free-times.server'
import { appointments, treatments } from './tables.server'
import { bookingLimit, MAX_COMING_APPOINTMENTS_PER_SALON, MAX_COMING_FIRST_APPOINTMENTS, requestDeadline } from '~/lib/bookings/limits'
import { amsterdamDate, occupiedUntil, type FreeDay } from '~/lib/bookings/free-times'
import { dutchList } from '~/lib/common/dutch-list'
import { priceForDog } from '~/lib/bookings/pricing'
import { bookingQuote } from '~/lib/bookings/quote'
import { onlineCancelUntil } from '~/lib/bookings/my-appointments'
import { bookingSchemaAt, type BookingChoice, type BookingInput } from '~/lib/bookings/schema'
import type { FormEntries } from '~/lib/common/forms'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

export const BOOKING_MESSAGES = {
	unconfirmed: 'Bevestig eerst je e-mailadres of mobiele nummer; daarna kun je een afspraak maken.',
	off: 'Deze trimsalon neemt op dit moment geen online afspraken aan.',
	ownSalon: 'Je kunt geen afspraak maken bij je eigen trimsalon.',
	noNewClients:
		'Deze trimsalon neemt op dit moment geen nieuwe klanten aan. Vraag een plek aan: heeft de salon plek en accepteer je het aanbod, dan kun je hier direct een afspraak maken.',
	noOwner: 'Deze trimsalon heeft geen eigenaar op deze site en neemt geen online afspraken aan.',
	treatmentGone: 'Deze behandeling is niet (meer) online te boeken.',
	tooMany: `Je hebt al ${MAX_COMING_APPOINTMENTS_PER_SALON} afspraken staan bij deze trimsalon. Maak een nieuwe afspraak als er een voorbij is, of annuleer er een.`,
	newClientHasOne:
		'Je hebt al een afspraak staan bij deze trimsalon. Als nieuwe klant heb je hier één afspraak tegelijk; na je eerste bezoek kun je er meer maken.',
	firstsElsewhere: `Je hebt al bij ${MAX_COMING_FIRST_APPOINTMENTS} andere trimsalons een eerste afspraak staan. Een eerste afspraak bij nog een salon kan weer als een daarvan voorbij is, of als je er een annuleert.`,
	noShow: 'Je bent bij een eerdere afspraak bij deze trimsalon niet gekomen. Een nieuwe afspraak maak je hier telefonisch.',
	notFree: 'Deze tijd is niet vrij voor deze behandeling. Kies een andere tijd.',
	taken: 'Deze tijd is net door iemand anders geboekt.',
	noneLeft: 'Er zijn in de komende weken geen tijden meer vrij voor deze behandeling.',
	ownOverlap: 'Je hebt op dat moment al een andere afspraak staan (zie Mijn afspraken). Kies een andere tijd.',
	seriesNewClient:
		'Een reeks afspraken kun je maken bij een trimsalon waar je al eens geweest bent. Als nieuwe klant maak je hier eerst één afspraak.',
	seriesMoved:
		'Een van de tijden is net door iemand anders geboekt. Hieronder staan de data opnieuw, met die datum verschoven; bevestig als ze je uitkomen.',
} as const

/**
 * 'Afspraak bevestigen' as the signed-in dog owner. Every post counts against the client's limit.
 * One transaction checks the account (confirmed), the salon (takes online bookings, not the dog
 * owner's own), the treatment (the salon's, still offered), the dog owner's coming appointments there,
 * and that the time is one of the free times for this dog; then writes the appointment. Two people who
 * confirm the same time at once both pass those checks: PostgreSQL's exclusion constraint gives the
 * time to the first write, and the other is told so, with the times still free.
 */
export async function bookAppointment(actor: Requester, posted: FormEntries, now = new Date()) {
	const { user, input } = await bookingRequest(actor, { posted, schema: bookingSchemaAt(now) })
	try {
		return await db().transaction((tx) => book(tx, user.id, input, now))
	} catch (error) {
		if (sqlState(error) !== SQL_STATES.exclusionViolation) throw error
		throw await takenRefusal(input, now)
	}
}

/**
 * What every booking post (one time or a series) passes first: a signed-in account, the limit per
 * address, the form read by its schema, then the limit per account (so a script that changes address
 * is stopped too).
 */
export async function bookingRequest<Schema extends z.ZodType>(
	actor: Requester,
	{ posted, schema }: { posted: FormEntries; schema: Schema },
) {
	const user = await authorize(actor, 'account:act')
	await limitRequest('booking', actor.client.ip)
	const input = parseInput(posted, schema)
	await limitRequest('bookingPerAccount', user.id)
	return { user, input }
}

async function book(tx: Executor, userId: string, input: BookingInput, now: Date) {
	await lockReachableAccount(tx, userId, BOOKING_MESSAGES.unconfirmed)
	const booking = await bookingAt(tx, userId, input, now)
	const free = await freeTimesOf(tx, booking.settings, booking.price.minutes, now)
	// Someone booked the time since this dog owner saw it: say so, with the times still free.
	if (!isOffered(free, input.startsAt)) {
		const until = occupiedUntil(input.startsAt, booking.price.minutes, booking.settings.buffer_minutes)
		const taken = await isOccupied(tx, booking.salon.id, input.startsAt, until)
		throw timeRefusal({ input, treatment: booking.treatment, free, cancelHours: booking.settings.cancel_hours, now }, taken)
	}
	// One person cannot be at two salons at once: a time that overlaps their own coming appointment is refused (under the account's lock).
	if (await overlapsOwnAppointment(tx, booking, input.startsAt)) {
		const quote = bookingQuote({
			treatment: booking.treatment,
			dog: dogOf(input),
			days: free,
			cancelHours: booking.settings.cancel_hours,
			now,
		})
		throw conflict(BOOKING_MESSAGES.ownOverlap, { quote })
	}
	return writeAppointment(tx, booking, input.startsAt, now)
}

/** What a booking at one salon rests on: the salon open to this dog owner, the treatment on offer, the price for the dog. */
export type Booking = Awaited<ReturnType<typeof bookingAt>>

/**
 * The salon (open to this dog owner, with its rules and whether it knows them), the treatment (the
 * salon's, still offered) and the price and length for the dog as it comes.
 */
export async function bookingAt(executor: Executor, userId: string, input: BookingChoice, now: Date) {
	const salon = await salonById(executor, input.salonId)
	if (!salon) throw notFound(SALON_NOT_FOUND)
	const { settings, knownClient } = await openToThisClient(executor, userId, salon, now)
	const treatment = await offeredTreatment(executor, salon.id, input.treatmentId)
	return { userId, input, salon, settings, knownClient, treatment, price: priceForDog(treatment.pricing, dogOf(input)) }
}

/**
 * Writes one appointment of this booking at `startsAt` (of a series when given) and queues the mails
 * to both sides; one the salon planned itself (`plannedBySalon`) mails the dog owner only. A new
 * client's first booking waits for the owner when the salon asks for that; it holds the time meanwhile.
 */
export async function writeAppointment(
	tx: Executor,
	booking: Booking,
	startsAt: Date,
	now: Date,
	{ series, plannedBySalon = false }: { series?: { id: string; weeks: number }; plannedBySalon?: boolean } = {},
) {
	const { salon, settings, treatment, price, input, userId } = booking
	const requested = settings.approve_first && !booking.knownClient
	const respondBy = requested ? requestDeadline(now, startsAt, settings.notice_minutes) : null
	const endsAt = new Date(startsAt.getTime() + price.minutes * 60_000)
	const cancelToken = newSecretToken()
	const [appointment] = await tx
		.insert(appointments)
		.values({
			salon_id: salon.id,
			kind: 'online',
			status: requested ? 'requested' : 'booked',
			user_id: userId,
			treatment_id: treatment.id,
			treatment_name: treatment.name,
			dog_name: input.dogName,
			breed: input.breed,
			weight_kg: input.weight,
			weight_class: price.weightClass,
			coat: input.coat,
			dog_notes: input.dogNotes,
			client_phone: input.clientPhone ?? null,
			price_cents: price.cents,
			starts_at: startsAt,
			ends_at: endsAt,
			occupied_until: occupiedUntil(startsAt, price.minutes, settings.buffer_minutes),
			respond_by: respondBy,
			cancel_token_hash: hashToken(cancelToken),
			series_id: series?.id ?? null,
			series_weeks: series?.weeks ?? null,
			createdAt: now,
		})
		.returning({ id: appointments.id })
	const booked: BookedAppointment = {
		id: appointment!.id,
		requested,
		respondBy,
		startsAt,
		endsAt,
		minutes: price.minutes,
		priceCents: price.cents,
		treatmentName: treatment.name,
		dog: { name: input.dogName, breed: input.breed, weightKg: input.weight, coat: input.coat, notes: input.dogNotes },
		salon: {
			id: salon.id,
			name: salon.name,
			address: salon.formatted_address,
			phone: salon.phone_number ? formatPhone(salon.phone_number) : null,
		},
		cancelOnlineUntil: onlineCancelUntil(startsAt, settings.cancel_hours, now),
		plannedBySalon,
	}
	const dogOwner = await contactOfAccount(tx, userId)
	await queueBookedMailToDogOwner(tx, dogOwner, booked, cancelToken)
	if (plannedBySalon) return booked
	const reachAt = { ...dogOwner, phone: input.clientPhone ?? dogOwner.phone }
	await queueBookedMailToSalon(tx, await contactOfAccount(tx, salon.owner_id!), booked, reachAt)
	return booked
}

/**
 * Whether this dog owner may book at this salon now, and whether the salon knows them: the salon has
 * an owner here (who gets the appointment) that is not this account, and takes online bookings; a
 * salon that takes no new clients takes bookings only from a client it knows (a kept appointment
 * there, or an accepted offer after Plek aanvragen); and no booking limit stops this dog owner. The
 * booking page asks first, so a limit is told before anything is filled in; the booking asks again
 * under the account's lock.
 */
export async function openToThisClient(executor: Executor, userId: string, salon: SalonFacts, now: Date) {
	const { limit, ...open } = await salonOpenTo(executor, userId, salon, now)
	if (limit) throw tooManyRequests(BOOKING_MESSAGES[limit])
	return open
}

/** The same questions, answering the booking limit that stops this dog owner (if any) instead of refusing with it. */
export async function salonOpenTo(executor: Executor, userId: string, salon: SalonFacts, now: Date) {
	if (!salon.owner_id) throw conflict(BOOKING_MESSAGES.noOwner)
	if (salon.owner_id === userId) throw conflict(BOOKING_MESSAGES.ownSalon)
	const settings = await openBookingSettings(executor, salon.id)
	if (!settings) throw conflict(BOOKING_MESSAGES.off)
	const history = await clientHistory(executor, userId, now)
	const kept = history.some((here) => here.salonId === salon.id && here.kept)
	// An accepted offer is asked only where it decides something: a salon that takes no new clients, or that approves a new client's first booking.
	const asks = salon.accepts_new_clients === 'nee' || settings.approve_first
	const knownClient = kept || (asks && (await acceptedOfferAt(executor, userId, salon.id)))
	if (salon.accepts_new_clients === 'nee' && !knownClient) throw conflict(BOOKING_MESSAGES.noNewClients)
	return { settings, knownClient, limit: bookingLimit(history, salon.id) }
}

type Treatment = Awaited<ReturnType<typeof offeredTreatment>>

export async function offeredTreatment(executor: Executor, salonId: number, treatmentId: number) {
	const [treatment] = await executor
		.select()
		.from(treatments)
		.where(and(eq(treatments.id, treatmentId), eq(treatments.salon_id, salonId), eq(treatments.active, true)))
	if (!treatment) throw notFound(BOOKING_MESSAGES.treatmentGone)
	return treatment
}

const isOffered = (days: FreeDay[], start: Date) => days.some((day) => day.times.some((time) => time.start.getTime() === start.getTime()))

const dogOf = (input: BookingChoice) => ({ weightKg: input.weight, coat: input.coat })

type Refused = { input: BookingInput; treatment: Treatment; free: FreeDay[]; cancelHours: number; now: Date }

/**
 * The refusal of a time that is no longer (or never was) free for this dog, with the free times as the
 * database has them now: the page shows them instead of its own, and the message names that day's.
 */
function timeRefusal({ input, treatment, free, cancelHours, now }: Refused, taken: boolean) {
	const quote = bookingQuote({ treatment, dog: dogOf(input), days: free, cancelHours, now })
	return conflict(taken ? stillFreeMessage(free, input.startsAt) : BOOKING_MESSAGES.notFree, { quote })
}

/** The refusal of a time someone else took between this booking's check and its write (the exclusion constraint said so). */
async function takenRefusal(input: BookingInput, now: Date) {
	const executor = db()
	const settings = await openBookingSettings(executor, input.salonId)
	const treatment = settings && (await offeredTreatment(executor, input.salonId, input.treatmentId).catch(() => undefined))
	if (!settings || !treatment) return conflict(BOOKING_MESSAGES.taken)
	const free = await freeTimesOf(executor, settings, priceForDog(treatment.pricing, dogOf(input)).minutes, now)
	return timeRefusal({ input, treatment, free, cancelHours: settings.cancel_hours, now }, true)
}

function stillFreeMessage(free: FreeDay[], startsAt: Date): string {
	const chosenDay = amsterdamDate(startsAt)
	const day = free.find((candidate) => candidate.date >= chosenDay) ?? free[0]
	if (!day) return `${BOOKING_MESSAGES.taken} ${BOOKING_MESSAGES.noneLeft}`
	return `${BOOKING_MESSAGES.taken} Nog vrij op ${day.label}: ${dutchList(day.times.slice(0, 6).map((time) => time.time))}.`
}

/** Whether the dog owner of this booking already has a coming appointment anywhere during the time that starts at `startsAt`. */
export const overlapsOwnAppointment = (tx: Executor, booking: Booking, startsAt: Date) =>
	hasOwnAppointmentDuring(tx, booking.userId, startsAt, new Date(startsAt.getTime() + booking.price.minutes * 60_000))

/** Whether this dog owner has a coming appointment (booked or waiting for approval) anywhere that overlaps [start, end). */
export async function hasOwnAppointmentDuring(tx: Executor, userId: string, start: Date, end: Date) {
	const [row] = await tx
		.select({ id: appointments.id })
		.from(appointments)
		.where(
			and(
				eq(appointments.user_id, userId),
				inArray(appointments.status, ['requested', 'booked']),
				lt(appointments.starts_at, end),
				gt(appointments.ends_at, start),
			),
		)
		.limit(1)
	return row !== undefined
}

/** Whether an appointment or block that is not cancelled occupies part of [start, end). */
async function isOccupied(tx: Executor, salonId: number, start: Date, end: Date) {
	const [row] = await tx
		.select({ id: appointments.id })
		.from(appointments)
		.where(
			and(
				eq(appointments.salon_id, salonId),
				ne(appointments.status, 'cancelled'),
				lt(appointments.starts_at, end),
				gt(appointments.occupied_until, start),
			),
		)
		.limit(1)
	return row !== undefined
}
