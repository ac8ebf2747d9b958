import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm'
import type { Actor, Requester } from '../accounts/actor.server'
import { authorize } from '../salons/permissions.server'
import { ownersAgenda, ownersAgendaOf } from './agenda-owner.server'
import { lockReachableAccount } from '../accounts/lookups.server'
import { db, SQL_STATES, sqlState, type Executor } from '../platform/db/client.server'
import { AppError, conflict, invalid, notFound, tooManyRequests } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { limitRequest } from '../platform/rate-limit.server'
import { ownedSalonsNear, salonById, salonRows, salonsByIds, type SalonFacts } from '../salons/lookups.server'
import { BOOKING_MESSAGES, offeredTreatment, salonOpenTo } from './book.server'
import { wakeOffers } from './freed-times.server'
import { appointments, bookingSettings, treatments, waitingListEntries } from './tables.server'
import { amsterdamDate, appointmentMoment, deadlineMoment } from '~/lib/bookings/free-times'
import { formatDutchDate } from '~/lib/common/dutch-date'
import { salonPath } from '~/lib/common/paths'
import {
	leaveWaitingListSchema,
	MAX_WAITING_ENTRIES,
	OTHER_SALONS_RADIUS_KM,
	WAITING_LIST_LABEL,
	WAITING_LIST_MESSAGES,
	waitingListSchemaAt,
	wishesText,
} from '~/lib/bookings/waiting-list'
import type { FormEntries } from '~/lib/common/forms'
import { bookingChoiceSchema } from '~/lib/bookings/schema'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

export const JOIN_MESSAGES = {
	unconfirmed: 'Bevestig eerst je e-mailadres of mobiele nummer; daarna kun je je op de wachtlijst zetten.',
	tooMany: `Je staat al op ${MAX_WAITING_ENTRIES} wachtlijsten. Ga eerst van een wachtlijst af onder ${WAITING_LIST_LABEL}.`,
	already: 'Je staat met deze hond al op de wachtlijst van deze trimsalon.',
	otherSalon: 'Een van de gekozen trimsalons kan je hond nu niet op de wachtlijst zetten. Kies opnieuw uit de lijst.',
} as const

/**
 * 'Zet me op de wachtlijst' as the signed-in dog owner, for the dog and treatment of the booking's first
 * step, with the wishes, at this salon and at most MAX_OTHER_SALONS more near it (ticked from
 * `otherSalonsFor`: each takes online bookings from this dog owner and offers a treatment of the same
 * name). A confirmed account (locked, so two at once count each other), a salon that takes online
 * bookings from this dog owner (a no-show there books by phone only), a treatment it offers, and at most
 * MAX_WAITING_ENTRIES entries at once (one at several salons counts once); one entry per dog per salon.
 * Holding coming appointments does not stop joining: the booking limits are asked again when a time is offered.
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
			const [held] = await tx
				.select({ count: countDistinct(entryGroup(waitingListEntries)) })
				.from(waitingListEntries)
				.where(eq(waitingListEntries.user_id, user.id))
			if (held!.count >= MAX_WAITING_ENTRIES) throw tooManyRequests(JOIN_MESSAGES.tooMany)
			const open = await otherSalonsAt(tx, { userId: user.id, salon, treatmentName: treatment.name, dogName: input.dogName }, now)
			const others = input.otherSalonIds.map((id) => open.find((other) => other.id === id))
			if (others.some((other) => other === undefined)) throw invalid(JOIN_MESSAGES.otherSalon, { otherSalonIds: JOIN_MESSAGES.otherSalon })
			const [{ id }] = (
				await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('waiting_list_entries', 'id'))::int as id`)
			).rows as [{ id: number }]
			const groupId = others.length ? id : null
			const entryAt = (salonId: number, treatmentId: number) => ({
				salon_id: salonId,
				user_id: user.id,
				treatment_id: treatmentId,
				dog_name: input.dogName,
				breed: input.breed,
				weight_kg: input.weight,
				coat: input.coat,
				dog_notes: input.dogNotes,
				client_phone: input.clientPhone ?? null,
				weekdays: input.weekdays,
				day_part: input.dayPart,
				wait_until: input.until,
				group_id: groupId,
				createdAt: now,
			})
			await tx
				.insert(waitingListEntries)
				.values([{ id, ...entryAt(salon.id, treatment.id) }, ...others.map((other) => entryAt(other!.id, other!.treatmentId))])
			return {
				salonName: salon.name,
				otherSalonNames: others.map((other) => other!.name),
				treatmentName: treatment.name,
				dogName: input.dogName,
				until: formatDutchDate(input.until),
			}
		})
	} catch (error) {
		if (sqlState(error) === SQL_STATES.uniqueViolation) throw conflict(JOIN_MESSAGES.already)
		throw error
	}
}

/** The entries joined together share a group; one alone is its own. */
export const entryGroup = (entries: typeof waitingListEntries) => sql<number>`coalesce(${entries.group_id}, ${entries.id})`

/** How many other salons the joining form lists at most, nearest first. */
const OTHER_SALONS_SHOWN = 8

type Joining = { userId: string; salon: SalonFacts; treatmentName: string; dogName?: string }

/**
 * The salons near this one where the entry can wait as well, nearest first: within
 * OTHER_SALONS_RADIUS_KM, booking online (the owner's agenda, switched on), offering a treatment of the
 * same name, taking this dog owner (no booking limit that keeps a no-show out, new clients where the
 * salon asks for known ones), and where this dog does not wait already.
 */
async function otherSalonsAt(executor: Executor, { userId, salon, treatmentName, dogName }: Joining, now: Date) {
	const near = await ownedSalonsNear(executor, { salonId: salon.id, radiusKm: OTHER_SALONS_RADIUS_KM, limit: OTHER_SALONS_SHOWN * 3 })
	if (!near.length) return []
	const ids = near.map((row) => row.id)
	const waitingHere = dogName
		? sql`not exists (select 1 from ${waitingListEntries} where ${waitingListEntries.salon_id} = ${treatments.salon_id} and ${waitingListEntries.user_id} = ${userId} and lower(${waitingListEntries.dog_name}) = lower(${dogName}))`
		: sql`true`
	const offering = await executor
		.selectDistinctOn([treatments.salon_id], { salonId: treatments.salon_id, treatmentId: treatments.id })
		.from(treatments)
		.innerJoin(bookingSettings, eq(bookingSettings.salon_id, treatments.salon_id))
		.where(
			and(
				inArray(treatments.salon_id, ids),
				eq(treatments.active, true),
				sql`lower(trim(${treatments.name})) = lower(trim(${treatmentName}))`,
				eq(bookingSettings.enabled, true),
				ownersAgenda,
				waitingHere,
			),
		)
		.orderBy(asc(treatments.salon_id), asc(treatments.position), asc(treatments.id))
	const facts = await salonsByIds(
		executor,
		offering.map((row) => row.salonId),
	)
	const open: { id: number; name: string; km: number; treatmentId: number }[] = []
	for (const { id, km } of near) {
		const other = facts.find((row) => row.id === id)
		const treatment = offering.find((row) => row.salonId === id)
		if (!other || !treatment || !(await takesThisDogOwner(executor, userId, other, now))) continue
		open.push({ id, name: other.name, km, treatmentId: treatment.treatmentId })
		if (open.length === OTHER_SALONS_SHOWN) break
	}
	return open
}

/** Whether a dog owner could book at this salon online (a booking limit other than a no-show there passes by the time a time is offered). */
async function takesThisDogOwner(executor: Executor, userId: string, salon: SalonFacts, now: Date) {
	try {
		return (await salonOpenTo(executor, userId, salon, now)).limit !== 'noShow'
	} catch (error) {
		if (error instanceof AppError) return false
		throw error
	}
}

/**
 * The joining form's list of other salons near this one where the entry can wait as well, with their
 * distance, for the dog and treatment of the booking's first step (as 'Volgende' posted them).
 */
export async function otherSalonsFor(actor: Actor, posted: FormEntries, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	const input = parseInput(posted, bookingChoiceSchema)
	const executor = db()
	const salon = await salonById(executor, input.salonId)
	const treatment = salon && (await offeredTreatment(executor, salon.id, input.treatmentId).catch(() => undefined))
	if (!salon || !treatment) return []
	const open = await otherSalonsAt(executor, { userId: user.id, salon, treatmentName: treatment.name, dogName: input.dogName }, now)
	return open.map(({ id, name, km }) => ({ id, name, km }))
}

/**
 * The entry booked an offered time: it leaves the lists of its group's other salons, and a time offered
 * to one of those now (an instance may have offered it meanwhile) passes to the next in line there.
 */
export async function leaveGroupOf(tx: Executor, entryId: number) {
	const group = sql`${entryGroup(waitingListEntries)} = (select coalesce(e.group_id, e.id) from ${waitingListEntries} e where e.id = ${entryId})`
	const ids = (await tx.select({ id: waitingListEntries.id }).from(waitingListEntries).where(group).for('update')).map((row) => row.id)
	const withdrawn = await tx
		.delete(appointments)
		.where(and(inArray(appointments.waiting_entry_id, ids), eq(appointments.status, 'offered')))
		.returning({ id: appointments.id })
	await tx.delete(waitingListEntries).where(inArray(waitingListEntries.id, ids))
	if (withdrawn.length) wakeOffers()
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
