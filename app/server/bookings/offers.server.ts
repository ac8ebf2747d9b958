import { and, asc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm'
import { contactOfAccount } from '../accounts/lookups.server'
import { db, SQL_STATES, sqlState, type Transaction } from '../platform/db/client.server'
import { AppError, conflict, invalid, notFound } from '../platform/errors.server'
import type { Actor } from '../accounts/actor.server'
import { authorize } from '../salons/permissions.server'
import { ownersAgendaOf } from './agenda-owner.server'
import { logger } from '../platform/logger.server'
import { hashToken, newSecretToken } from '../platform/secret-tokens.server'
import { salonById, type SalonFacts } from '../salons/lookups.server'
import { openToThisClient } from './book.server'
import { openBookingSettings, freeTimesOf } from './free-times.server'
import { passedOn, settle } from './freed-times.server'
import { offerText, queueOfferMail } from './waiting-list-mails.server'
import { sendSms } from '../platform/sms/send.server'
import { entryGroup } from './waiting-list.server'
import { appointments, freedTimes, treatments, waitingListEntries } from './tables.server'
import { amsterdamDate, amsterdamInstant, appointmentMoment, deadlineMoment, occupiedUntil, type FreeTime } from '~/lib/bookings/free-times'
import { priceForDog } from '~/lib/bookings/pricing'
import { meetsWishes, offerDeadline, offerTextAt, WAITING_LIST_MESSAGES, type OfferToEntryInput } from '~/lib/bookings/waiting-list'

type Freed = typeof freedTimes.$inferSelect
type Entry = typeof waitingListEntries.$inferSelect
type Settings = NonNullable<Awaited<ReturnType<typeof openBookingSettings>>>

/**
 * The offer job, every minute and when woken: offers past their deadline pass on, then each freed time
 * without an offer in flight goes to the first in line it fits, then the offers' text messages that are
 * due go out. Answers how many times it offered.
 */
export async function runWaitingList(now = new Date()) {
	await expireOffers(now)
	const offered = await offerFreedTimes(now)
	await sendOfferTexts(now)
	return offered
}

/** An offer in flight whose text message is due and whose deadline has not passed. */
const textDue = (now: Date) =>
	and(eq(appointments.status, 'offered'), lte(appointments.offer_text_at, now), gt(appointments.offer_expires_at, now))

/**
 * The text messages of offers in flight that are due (`offer_text_at`, set when the time was held for a
 * dog owner with a confirmed number: at once by day, else the next 08:00, none when the offer expires
 * before). Each is claimed in one conditional write that also stores the hash of the text's own link,
 * so two runs send it once; it goes out after the claim commits (a crash in between loses a text, never
 * sends two). Answers how many went out.
 */
export async function sendOfferTexts(now = new Date()) {
	const due = await db().select({ id: appointments.id }).from(appointments).where(textDue(now)).orderBy(asc(appointments.offer_text_at))
	let sent = 0
	for (const { id } of due) {
		const text = await db().transaction(async (tx) => {
			const token = newSecretToken()
			const [claimed] = await tx
				.update(appointments)
				.set({ offer_text_at: null, offer_text_token_hash: hashToken(token) })
				.where(and(eq(appointments.id, id), textDue(now)))
				.returning()
			if (!claimed) return null
			const { phone } = await contactOfAccount(tx, claimed.user_id!)
			const salon = await salonById(tx, claimed.salon_id)
			if (!phone || !salon) return null
			return { to: phone, body: offerText({ salonName: salon.name, dogName: claimed.dog_name!, ...claimed }, token) }
		})
		if (text && (await sendSms(text))) sent++
	}
	return sent
}

/**
 * Offers whose deadline has passed are removed in one conditional write (still offered, deadline
 * passed), so an acceptance at the same moment either comes first (and books) or finds nothing to
 * book; never both. Their entries stay on the list but are not offered that time again.
 */
export async function expireOffers(now = new Date()) {
	const expired = await db().transaction(async (tx) => {
		const gone = await tx
			.delete(appointments)
			.where(and(eq(appointments.status, 'offered'), lte(appointments.offer_expires_at, now)))
			.returning({ id: appointments.id, freedTimeId: appointments.freed_time_id, entryId: appointments.waiting_entry_id })
		for (const offer of gone) await passedOn(tx, offer.freedTimeId, offer.entryId)
		return gone
	})
	return expired.map((offer) => offer.id)
}

/** Each freed time the list may still take, one transaction each: a time someone else took meanwhile waits for the next run. */
export async function offerFreedTimes(now = new Date()) {
	const open = await db()
		.select({ id: freedTimes.id })
		.from(freedTimes)
		.where(isNull(freedTimes.settled_at))
		.orderBy(asc(freedTimes.starts_at))
	let offered = 0
	for (const { id } of open) {
		try {
			if (await db().transaction((tx) => offerFreedTime(tx, id, now))) offered++
		} catch (error) {
			const state = sqlState(error)
			if (state !== SQL_STATES.exclusionViolation && state !== SQL_STATES.uniqueViolation) throw error
			logger.info({ freedTimeId: id, state }, 'a freed time was taken meanwhile; offered again on the next run')
		}
	}
	return offered
}

/**
 * One freed time, locked (another instance's run skips it): when no offer holds it, the first entry in
 * line that has not let it pass, whose dog and treatment fit a free time within it that meets the
 * wishes, and whom the booking limits let book there, gets that time held until its deadline. When
 * nobody is left, or the salon no longer offers to its list, the time is free to everyone.
 */
async function offerFreedTime(tx: Transaction, id: number, now: Date) {
	const [freed] = await tx
		.select()
		.from(freedTimes)
		.where(and(eq(freedTimes.id, id), isNull(freedTimes.settled_at)))
		.for('update', { skipLocked: true })
	if (!freed) return false
	const [inFlight] = await tx
		.select({ id: appointments.id })
		.from(appointments)
		.where(and(eq(appointments.freed_time_id, id), eq(appointments.status, 'offered')))
	if (inFlight) return false
	const settings = await openBookingSettings(tx, freed.salon_id)
	const salon = await salonById(tx, freed.salon_id)
	if (settings?.offer_to_waiting_list && salon && freed.ends_at > now) {
		for (const entry of await lineOf(tx, freed, now)) {
			const offer = await fittingTime(tx, { freed, entry, settings, salon }, now)
			if (!offer || (await groupHoldsOffer(tx, entry))) continue
			await holdFor(tx, { freed, entry, salon, ...offer }, now)
			return true
		}
	}
	await settle(tx, freed.id, now)
	return false
}

/**
 * The entries of the salon's list in line (joined first), still waiting, that have not let this time
 * pass and hold no other offer, here or at another salon of their group.
 */
function lineOf(tx: Transaction, freed: Freed, now: Date) {
	return tx
		.select()
		.from(waitingListEntries)
		.where(
			and(
				eq(waitingListEntries.salon_id, freed.salon_id),
				gte(waitingListEntries.wait_until, amsterdamDate(now)),
				sql`${waitingListEntries.id} <> all(${`{${freed.passed_entry_ids.join(',')}}`}::integer[])`,
				sql`not exists (select 1 from ${appointments} join ${waitingListEntries} other on other.id = ${appointments.waiting_entry_id}
					where ${appointments.status} = 'offered' and coalesce(other.group_id, other.id) = ${entryGroup(waitingListEntries)})`,
			),
		)
		.orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id))
}

/**
 * Whether the entry's group holds an offer now, asked with the group's entries locked: an instance
 * offering another salon's freed time to the same group at the same moment waits here, then finds its
 * offer, so two freed times never go to one entry at once.
 */
async function groupHoldsOffer(tx: Transaction, entry: Entry) {
	const group = entry.group_id ?? entry.id
	await tx
		.select({ id: waitingListEntries.id })
		.from(waitingListEntries)
		.where(sql`${entryGroup(waitingListEntries)} = ${group}`)
		.for('update')
	const [held] = await tx
		.select({ id: appointments.id })
		.from(appointments)
		.innerJoin(waitingListEntries, eq(waitingListEntries.id, appointments.waiting_entry_id))
		.where(and(eq(appointments.status, 'offered'), sql`${entryGroup(waitingListEntries)} = ${group}`))
	return held !== undefined
}

type Candidate = { freed: Freed; entry: Entry; settings: Settings; salon: SalonFacts }

/** The first free time within the freed time for this entry's dog and treatment that meets its wishes, with its price; none when it does not fit. */
function fittingTime(tx: Transaction, { freed, entry, settings, salon }: Candidate, now: Date) {
	const within = (time: FreeTime) => time.start >= freed.starts_at && time.start < freed.ends_at
	return timeFor(
		tx,
		{ entry, settings, salon, offering: freed.id, wanted: (time) => within(time) && meetsWishes(wishesOf(entry), time.start) },
		now,
	)
}

type Wanted = Omit<Candidate, 'freed'> & { offering?: number; wanted: (time: FreeTime) => boolean }

/**
 * The first free time for this entry's dog and treatment (still offered) that it wants, while the
 * booking limits let its dog owner book at the salon now, with the price and the offer's deadline;
 * none when nothing fits.
 */
async function timeFor(tx: Transaction, { entry, settings, salon, offering, wanted }: Wanted, now: Date) {
	const [treatment] = await tx
		.select()
		.from(treatments)
		.where(and(eq(treatments.id, entry.treatment_id), eq(treatments.active, true)))
	if (!treatment) return undefined
	try {
		await openToThisClient(tx, entry.user_id, salon, now)
	} catch (error) {
		if (error instanceof AppError) return undefined
		throw error
	}
	const price = priceForDog(treatment.pricing, { weightKg: entry.weight_kg, coat: entry.coat })
	const days = await freeTimesOf(tx, settings, price.minutes, now, { offering })
	const time = days.flatMap((day) => day.times).find(wanted)
	if (!time) return undefined
	const expiresAt = offerDeadline(now, time.start, settings.notice_minutes)
	if (expiresAt <= now) return undefined
	return { treatment, price, startsAt: time.start, expiresAt, bufferMinutes: settings.buffer_minutes }
}

export const OFFER_TO_ENTRY_MESSAGES = {
	entry: WAITING_LIST_MESSAGES.entry,
	offered: 'Deze hond heeft al een tijd aangeboden gekregen. Wacht op het antwoord of tot de tijd om te boeken voorbij is.',
	noFit:
		'Deze tijd kun je niet aan deze hond aanbieden: hij is niet vrij voor de duur van de behandeling (met je buffer), valt buiten je regels voor online boeken, of de hondeneigenaar kan nu niet online bij je boeken. Kies een andere tijd.',
	off: 'Online afspraken staan uit. Zet ze aan onder Instellingen om een tijd aan te bieden.',
} as const

/**
 * 'Tijd aanbieden' in the Agenda, as the salon's owner only: a free time offered to the entry the owner
 * chose instead of the first in line, for that dog's treatment and length, held as any offer is (the
 * mail, the text message, the deadline). It becomes a freed time of its own: when the entry lets it
 * pass (declines, or the deadline passes), the job offers it to the line in turn, then to everyone.
 */
export async function offerTimeToEntry(actor: Actor, input: OfferToEntryInput, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	const startsAt = amsterdamInstant(input.date, input.time)
	try {
		return await db().transaction(async (tx) => {
			const [entry] = await tx
				.select()
				.from(waitingListEntries)
				.where(and(eq(waitingListEntries.id, input.entryId), eq(waitingListEntries.salon_id, input.salonId)))
			const settings = await ownersAgendaOf(tx, input.salonId)
			if (!entry || (settings?.agenda_since && entry.createdAt < settings.agenda_since)) throw notFound(OFFER_TO_ENTRY_MESSAGES.entry)
			if (!settings?.enabled) throw conflict(OFFER_TO_ENTRY_MESSAGES.off)
			const salon = (await salonById(tx, input.salonId))!
			if (await groupHoldsOffer(tx, entry)) throw conflict(OFFER_TO_ENTRY_MESSAGES.offered)
			const chosen = (time: FreeTime) => time.start.getTime() === startsAt?.getTime()
			const offer = startsAt && startsAt > now ? await timeFor(tx, { entry, settings, salon, wanted: chosen }, now) : undefined
			if (!offer) throw invalid(OFFER_TO_ENTRY_MESSAGES.noFit, { time: OFFER_TO_ENTRY_MESSAGES.noFit })
			const [freed] = await tx
				.insert(freedTimes)
				.values({
					salon_id: salon.id,
					starts_at: offer.startsAt,
					ends_at: occupiedUntil(offer.startsAt, offer.price.minutes, offer.bufferMinutes),
					createdAt: now,
				})
				.returning()
			await holdFor(tx, { freed: freed!, entry, salon, ...offer }, now)
			return { dogName: entry.dog_name, when: appointmentMoment(offer.startsAt), deadline: deadlineMoment(offer.expiresAt) }
		})
	} catch (error) {
		const state = sqlState(error)
		if (state === SQL_STATES.exclusionViolation || state === SQL_STATES.uniqueViolation) throw conflict(OFFER_TO_ENTRY_MESSAGES.offered)
		throw error
	}
}

const wishesOf = (entry: Entry) => ({ weekdays: entry.weekdays, dayPart: entry.day_part, until: entry.wait_until })

type Hold = Candidate & NonNullable<Awaited<ReturnType<typeof fittingTime>>>

/** The held time: an appointment row `offered` under the exclusion constraint, so nobody else can take it, and the offer's mail. */
async function holdFor(
	tx: Transaction,
	{ freed, entry, salon, treatment, price, startsAt, expiresAt, bufferMinutes }: Omit<Hold, 'settings'>,
	now: Date,
) {
	const token = newSecretToken()
	const endsAt = new Date(startsAt.getTime() + price.minutes * 60_000)
	const dogOwner = await contactOfAccount(tx, entry.user_id)
	const [held] = await tx
		.insert(appointments)
		.values({
			salon_id: freed.salon_id,
			kind: 'online',
			status: 'offered',
			user_id: entry.user_id,
			treatment_id: treatment.id,
			treatment_name: treatment.name,
			dog_name: entry.dog_name,
			breed: entry.breed,
			weight_kg: entry.weight_kg,
			weight_class: price.weightClass,
			coat: entry.coat,
			dog_notes: entry.dog_notes,
			client_phone: entry.client_phone,
			price_cents: price.cents,
			starts_at: startsAt,
			ends_at: endsAt,
			occupied_until: occupiedUntil(startsAt, price.minutes, bufferMinutes),
			offer_expires_at: expiresAt,
			offer_token_hash: hashToken(token),
			offer_text_at: dogOwner.phone ? offerTextAt(now, expiresAt) : null,
			waiting_entry_id: entry.id,
			freed_time_id: freed.id,
			createdAt: now,
		})
		.returning({ id: appointments.id })
	await queueOfferMail(
		tx,
		dogOwner,
		{
			id: held!.id,
			startsAt,
			endsAt,
			expiresAt,
			minutes: price.minutes,
			priceCents: price.cents,
			treatmentName: treatment.name,
			dogName: entry.dog_name,
			salon: { name: salon.name, address: salon.formatted_address },
		},
		token,
	)
}
