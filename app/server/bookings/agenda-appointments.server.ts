import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm'
import type { Actor } from '../accounts/actor.server'
import { contactOfAccount } from '../accounts/lookups.server'
import { db, type Transaction } from '../platform/db/client.server'
import { conflict, notFound } from '../platform/errors.server'
import { hashToken, newSecretToken } from '../platform/secret-tokens.server'
import { salonById } from '../salons/lookups.server'
import { authorize } from '../salons/permissions.server'
import { queueApprovedMail, queueSalonCancelledMail } from './agenda-mails.server'
import { inAgendaOf, ownersAgendaOf } from './agenda-owner.server'
import { freeUp } from './freed-times.server'
import { appointments, bookingSettings } from './tables.server'
import { setOnlineBooking } from '../salons/online-booking.server'
import { AGENDA_FIELD_MESSAGES } from '~/lib/bookings/agenda-schema'
import { onlineCancelUntil } from '~/lib/bookings/my-appointments'

export const APPOINTMENT_MESSAGES = {
	notFound: AGENDA_FIELD_MESSAGES.appointment,
	notRequested: 'Deze afspraak wacht niet (meer) op je goedkeuring.',
	notComing: 'Deze afspraak is al voorbij of geannuleerd.',
	requestExpired: 'Deze aanvraag is verlopen: je hebt niet op tijd geantwoord, dus de tijd is weer vrij.',
	notPast: "Een afspraak markeer je pas na de begintijd als 'Niet gekomen'.",
	notBooked: "Alleen een gemaakte afspraak kan 'Niet gekomen' worden.",
	notBlock: 'Dit is geen blokkade.',
} as const

type Ref = { salonId: number; appointmentId: number }

/** The salon's appointment, locked until the transaction ends: two clicks at once act once. */
export async function lockAppointment(tx: Transaction, input: Ref) {
	const [row] = await tx
		.select()
		.from(appointments)
		.where(and(eq(appointments.id, input.appointmentId), eq(appointments.salon_id, input.salonId)))
		.for('update')
	// Another owner's appointments (before the salon became this owner's) are not found either.
	const agenda = row && (await ownersAgendaOf(tx, input.salonId))
	if (!row || !agenda || !inAgendaOf(agenda, row)) throw notFound(APPOINTMENT_MESSAGES.notFound)
	return row
}

type Locked = Awaited<ReturnType<typeof lockAppointment>>

/**
 * Cancelled by the salon with a reason (one appointment, or several of one dog owner's series); the dog
 * owner of an online booking is mailed once, with an .ics per appointment that removes it.
 */
async function cancelBySalon(tx: Transaction, cancelled: [Locked, ...Locked[]], reason: string, now: Date, declined: boolean) {
	// One after the other: a transaction's connection runs one query at a time.
	for (const appointment of cancelled) {
		await tx
			.update(appointments)
			.set({ status: 'cancelled', cancelled_by: 'salon', cancelled_at: now, cancel_reason: reason })
			.where(eq(appointments.id, appointment.id))
		await freeUp(tx, appointment.id, now)
	}
	const [first] = cancelled
	if (!first.user_id) return
	const dogOwner = await contactOfAccount(tx, first.user_id)
	const salon = await salonById(tx, first.salon_id)
	await queueSalonCancelledMail(tx, { email: dogOwner.mailTo, name: dogOwner.name }, salon!, cancelled, reason, declined)
}

/** This coming appointment of a series and the later coming ones of the same client, locked, in order. */
async function restOfSeries(tx: Transaction, appointment: Locked, now: Date): Promise<[Locked, ...Locked[]]> {
	if (!appointment.series_id) return [appointment]
	const rest = await tx
		.select()
		.from(appointments)
		.where(
			and(
				eq(appointments.salon_id, appointment.salon_id),
				eq(appointments.series_id, appointment.series_id),
				inArray(appointments.status, ['requested', 'booked']),
				gte(appointments.starts_at, appointment.starts_at),
				gt(appointments.starts_at, now),
			),
		)
		.orderBy(asc(appointments.starts_at))
		.for('update')
	return [appointment, ...rest.filter((row) => row.id !== appointment.id)]
}

/** What a dog owner reads when the salon of a coming appointment changes hands here. */
export const OWNER_CHANGED_REASON =
	'De trimsalon wordt op deze site nu door iemand anders beheerd. Neem voor een nieuwe afspraak contact op met de salon.'

/**
 * A salon's agenda closes when its owner changes (to another account or to nobody) or the salon leaves
 * the directory: online booking off (and its flag on the cards), the calendar link ended, the agenda
 * nobody's until an owner opens it again (who then sees nothing from before), and every coming
 * appointment and block cancelled by the salon with `reason`, each dog owner mailed. In the caller's
 * transaction, before the salon changes hands or is deleted.
 */
export async function closeAgenda(tx: Transaction, salonId: number, reason: string, now = new Date()) {
	await tx
		.update(bookingSettings)
		.set({ enabled: false, calendar_token: null, owner_id: null, updatedAt: now })
		.where(eq(bookingSettings.salon_id, salonId))
	await setOnlineBooking(tx, salonId, false)
	const coming = await tx
		.select()
		.from(appointments)
		.where(and(eq(appointments.salon_id, salonId), inArray(appointments.status, ['requested', 'booked']), gt(appointments.starts_at, now)))
		.for('update')
	for (const appointment of coming) await cancelBySalon(tx, [appointment], reason, now, false)
}

/**
 * 'Annuleren' of a coming appointment (not a block), with the reason the dog owner reads; of a series
 * `which: 'rest'` cancels this one and the later ones too, in one mail to the dog owner. Answers how many.
 */
export async function cancelAppointmentAsOwner(actor: Actor, input: Ref & { reason: string; which?: 'one' | 'rest' }, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	return db().transaction(async (tx) => {
		const appointment = await lockAppointment(tx, input)
		const coming = (appointment.status === 'booked' || appointment.status === 'requested') && appointment.starts_at > now
		if (appointment.kind === 'block' || !coming) throw conflict(APPOINTMENT_MESSAGES.notComing)
		const cancelled = input.which === 'rest' ? await restOfSeries(tx, appointment, now) : ([appointment] as [Locked])
		await cancelBySalon(tx, cancelled, input.reason, now, false)
		return { cancelled: cancelled.length }
	})
}

/** 'Goedkeuren' of a new client's first booking: booked, and the dog owner is mailed its price and a cancel link. */
export async function approveAppointment(actor: Actor, input: Ref, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	await db().transaction(async (tx) => {
		const appointment = await lockAppointment(tx, input)
		if (appointment.status !== 'requested' || appointment.starts_at <= now) throw conflict(APPOINTMENT_MESSAGES.notRequested)
		if (appointment.respond_by! <= now) throw conflict(APPOINTMENT_MESSAGES.requestExpired)
		// A new cancel link goes out with the approval; the hash keeps only the newest.
		const cancelToken = newSecretToken()
		await tx
			.update(appointments)
			.set({ status: 'booked', cancel_token_hash: hashToken(cancelToken) })
			.where(eq(appointments.id, appointment.id))
		if (!appointment.user_id) return
		const dogOwner = await contactOfAccount(tx, appointment.user_id)
		const salon = await salonById(tx, appointment.salon_id)
		const agenda = await ownersAgendaOf(tx, appointment.salon_id)
		await queueApprovedMail(tx, { email: dogOwner.mailTo, name: dogOwner.name }, salon!, appointment, {
			token: cancelToken,
			onlineUntil: onlineCancelUntil(appointment.starts_at, agenda!.cancel_hours, now),
		})
	})
}

/** 'Afwijzen' of a requested booking: cancelled by the salon, with the reason; the time is free again. */
export async function declineAppointment(actor: Actor, input: Ref & { reason: string }, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	await db().transaction(async (tx) => {
		const appointment = await lockAppointment(tx, input)
		if (appointment.status !== 'requested') throw conflict(APPOINTMENT_MESSAGES.notRequested)
		await cancelBySalon(tx, [appointment], input.reason, now, true)
	})
}

/** 'Niet gekomen': an appointment whose time has begun and the dog did not come; it keeps its time and counts in the statistics. */
export async function markNoShow(actor: Actor, input: Ref, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	await db().transaction(async (tx) => {
		const appointment = await lockAppointment(tx, input)
		if (appointment.kind === 'block' || appointment.status !== 'booked') throw conflict(APPOINTMENT_MESSAGES.notBooked)
		if (appointment.starts_at > now) throw conflict(APPOINTMENT_MESSAGES.notPast)
		await tx.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, appointment.id))
	})
}

/** 'Verwijderen' of a block: the time is free again. */
export async function removeBlock(actor: Actor, input: Ref, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	await db().transaction(async (tx) => {
		const appointment = await lockAppointment(tx, input)
		if (appointment.kind !== 'block' || appointment.status === 'cancelled') throw conflict(APPOINTMENT_MESSAGES.notBlock)
		await tx
			.update(appointments)
			.set({ status: 'cancelled', cancelled_by: 'salon', cancelled_at: now })
			.where(eq(appointments.id, appointment.id))
		await freeUp(tx, appointment.id, now)
	})
}
