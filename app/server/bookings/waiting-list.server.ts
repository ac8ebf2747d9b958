import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Actor, Requester } from '../accounts/actor.server'
import { authorize } from '../salons/permissions.server'
import { ownersAgendaOf } from './agenda-owner.server'
import { lockReachableAccount } from '../accounts/lookups.server'
import { db, SQL_STATES, sqlState, type Executor } from '../platform/db/client.server'
import { conflict, notFound, tooManyRequests } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { limitRequest } from '../platform/rate-limit.server'
import { salonById, salonRows } from '../salons/lookups.server'
import { BOOKING_MESSAGES, offeredTreatment, salonOpenTo } from './book.server'
import { wakeOffers } from './freed-times.server'
import { appointments, treatments, waitingListEntries } from './tables.server'
import { amsterdamDate, appointmentMoment, deadlineMoment } from '~/lib/bookings/free-times'
import { formatDutchDate } from '~/lib/common/dutch-date'
import { salonPath } from '~/lib/common/paths'
import {
	leaveWaitingListSchema,
	MAX_WAITING_ENTRIES,
	WAITING_LIST_LABEL,
	WAITING_LIST_MESSAGES,
	waitingListSchemaAt,
	wishesText,
} from '~/lib/bookings/waiting-list'
import type { FormEntries } from '~/lib/common/forms'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

export const JOIN_MESSAGES = {
	unconfirmed: 'Bevestig eerst je e-mailadres of mobiele nummer; daarna kun je je op de wachtlijst zetten.',
	tooMany: `Je staat al op ${MAX_WAITING_ENTRIES} wachtlijsten. Ga eerst van een wachtlijst af onder ${WAITING_LIST_LABEL}.`,
	already: 'Je staat met deze hond al op de wachtlijst van deze trimsalon.',
} as const

/**
 * 'Zet me op de wachtlijst' as the signed-in dog owner, for the dog and treatment of the booking's first
 * step, with the wishes. A confirmed account (locked, so two at once count each other), a salon that
 * takes online bookings from this dog owner (a no-show there books by phone only), a treatment it
 * offers, and at most MAX_WAITING_ENTRIES lists at once; one entry per dog per salon. Holding coming
 * appointments does not stop joining: the booking limits are asked again when a time is offered.
 */
export async function joinWaitingList(actor: Requester, posted: FormEntries, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	await limitRequest('booking', actor.client.ip)
	const input = parseInput(posted, waitingListSchemaAt(now))
	try {
		return await db().transaction(async (tx) => {
			await lockReachableAccount(tx, user.id, JOIN_MESSAGES.unconfirmed)
			const salon = await salonById(tx, input.salonId)
			if (!salon) throw notFound(SALON_NOT_FOUND)
			const { limit } = await salonOpenTo(tx, user.id, salon, now)
			if (limit === 'noShow') throw tooManyRequests(BOOKING_MESSAGES.noShow)
			const treatment = await offeredTreatment(tx, salon.id, input.treatmentId)
			const [held] = await tx.select({ count: count() }).from(waitingListEntries).where(eq(waitingListEntries.user_id, user.id))
			if (held!.count >= MAX_WAITING_ENTRIES) throw tooManyRequests(JOIN_MESSAGES.tooMany)
			await tx.insert(waitingListEntries).values({
				salon_id: salon.id,
				user_id: user.id,
				treatment_id: treatment.id,
				dog_name: input.dogName,
				breed: input.breed,
				weight_kg: input.weight,
				coat: input.coat,
				dog_notes: input.dogNotes,
				client_phone: input.clientPhone ?? null,
				weekdays: input.weekdays,
				day_part: input.dayPart,
				wait_until: input.until,
				createdAt: now,
			})
			return { salonName: salon.name, treatmentName: treatment.name, dogName: input.dogName, until: formatDutchDate(input.until) }
		})
	} catch (error) {
		if (sqlState(error) === SQL_STATES.uniqueViolation) throw conflict(JOIN_MESSAGES.already)
		throw error
	}
}

/** 'Van de wachtlijst af': one of the account's own entries (another's is not found); a time offered to it passes to the next in line. */
export async function leaveWaitingList(actor: Actor, posted: FormEntries) {
	const user = await authorize(actor, 'account:act')
	const { entryId } = parseInput(posted, leaveWaitingListSchema)
	const left = await db().transaction(async (tx) => {
		const own = and(eq(waitingListEntries.id, entryId), eq(waitingListEntries.user_id, user.id))
		const [entry] = await tx.select({ id: waitingListEntries.id }).from(waitingListEntries).where(own).for('update')
		if (!entry) throw notFound(WAITING_LIST_MESSAGES.entry)
		const withdrawn = await tx
			.delete(appointments)
			.where(and(eq(appointments.waiting_entry_id, entry.id), eq(appointments.status, 'offered')))
			.returning({ id: appointments.id })
		const [gone] = await tx.delete(waitingListEntries).where(own).returning({ salonId: waitingListEntries.salon_id })
		const salon = await salonById(tx, gone!.salonId)
		return { salonName: salon?.name ?? '', withdrawn: withdrawn.length > 0 }
	})
	if (left.withdrawn) wakeOffers()
	return { salonName: left.salonName }
}

const salon = salonRows().as('salon')

/** Entries with their salon and treatment, in line order. */
const entryRows = (executor: Executor) =>
	executor
		.select({
			id: waitingListEntries.id,
			salonId: waitingListEntries.salon_id,
			salonName: salon.name,
			salonSlug: salon.slug,
			treatment: treatments.name,
			dogName: waitingListEntries.dog_name,
			breed: waitingListEntries.breed,
			weekdays: waitingListEntries.weekdays,
			dayPart: waitingListEntries.day_part,
			until: waitingListEntries.wait_until,
			since: waitingListEntries.createdAt,
		})
		.from(waitingListEntries)
		.innerJoin(salon, eq(salon.id, waitingListEntries.salon_id))
		.innerJoin(treatments, eq(treatments.id, waitingListEntries.treatment_id))
		.orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id))

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['execute']>>[number]

/** What Mijn wachtlijsten and the Agenda show of an entry: the wishes in words. */
const wishesOf = (row: EntryRow) =>
	wishesText({ weekdays: row.weekdays, dayPart: row.dayPart, until: row.until }, formatDutchDate(row.until))

/** The offers in flight of these entries: the time held and until when. */
async function offersOf(executor: Executor, entryIds: number[]) {
	if (!entryIds.length) return new Map<number, { when: string; deadline: string }>()
	const rows = await executor
		.select({ entryId: appointments.waiting_entry_id, startsAt: appointments.starts_at, expiresAt: appointments.offer_expires_at })
		.from(appointments)
		.where(and(inArray(appointments.waiting_entry_id, entryIds), eq(appointments.status, 'offered')))
	return new Map(rows.map((row) => [row.entryId!, { when: appointmentMoment(row.startsAt), deadline: deadlineMoment(row.expiresAt!) }]))
}

/** Mijn wachtlijsten: the account's entries in the order they joined, each with a time offered to it, if any. */
export async function myWaitingLists(actor: Actor) {
	const user = await authorize(actor, 'account:act')
	const executor = db()
	const rows = await entryRows(executor).where(eq(waitingListEntries.user_id, user.id))
	const offers = await offersOf(
		executor,
		rows.map((row) => row.id),
	)
	return rows.map((row) => ({
		id: row.id,
		salon: { name: row.salonName, path: salonPath({ id: row.salonId, slug: row.salonSlug }) },
		treatment: row.treatment,
		dogName: row.dogName,
		wishes: wishesOf(row),
		since: formatDutchDate(amsterdamDate(row.since)),
		offer: offers.get(row.id) ?? null,
	}))
}

/**
 * The Agenda's waiting list of a salon of this owner: who waits (dog, treatment, since, wishes), in
 * line order, and the times offered now with their deadline; none while the agenda is not this
 * owner's, and no entry from before the salon became theirs. The dog owners' names are not shown.
 */
export async function ownerWaitingList(actor: Actor, { salonId }: { salonId: number }) {
	await authorize(actor, 'salon:edit:own', salonId)
	const executor = db()
	const agenda = await ownersAgendaOf(executor, salonId)
	if (!agenda) return []
	const rows = await entryRows(executor).where(eq(waitingListEntries.salon_id, salonId))
	const shown = rows.filter((row) => agenda.agenda_since === null || row.since >= agenda.agenda_since)
	const offers = await offersOf(
		executor,
		shown.map((row) => row.id),
	)
	return shown.map((row) => ({
		id: row.id,
		dogName: row.dogName,
		breed: row.breed,
		treatment: row.treatment,
		since: formatDutchDate(amsterdamDate(row.since)),
		wishes: wishesOf(row),
		offer: offers.get(row.id) ?? null,
	}))
}
