import { and, eq, inArray } from 'drizzle-orm'
import type { Actor, LinkHolder } from '../accounts/actor.server'
import { authorize } from '../accounts/permissions.server'
import { contactOfAccount } from '../accounts/lookups.server'
import { db, type Executor, type Transaction } from '../platform/db/client.server'
import { conflict, notFound } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { limitRequest } from '../platform/rate-limit.server'
import { hashToken } from '../platform/secret-tokens.server'
import { queueClientCancelledMails } from './appointment-mails.server'
import { freeUp } from './freed-times.server'
import { appointmentsWhere, type AppointmentRow } from './my-appointments.server'
import { appointments } from './tables.server'
import {
	APPOINTMENT_NOT_FOUND,
	DEAD_CANCEL_LINK,
	cancelAppointmentSchema,
	cancelDeadline,
	onlineCancelUntil,
} from '~/lib/bookings/my-appointments'
import type { FormEntries } from '~/lib/common/forms'
import { appointmentMoment } from '~/lib/bookings/free-times'

export const CANCEL_MESSAGES = {
	notFound: APPOINTMENT_NOT_FOUND,
	cancelled: 'Deze afspraak is al geannuleerd.',
	over: 'Deze afspraak is al voorbij.',
	deadLink: DEAD_CANCEL_LINK,
} as const

/** The refusal after the salon's deadline: until when it could, and whom to call instead. */
export function tooLateMessage(appointment: Pick<AppointmentRow, 'startsAt' | 'cancelHours' | 'salonPhone'>) {
	const deadline = appointmentMoment(cancelDeadline(appointment.startsAt, appointment.cancelHours))
	const call = appointment.salonPhone ? `Bel de trimsalon: ${appointment.salonPhone}.` : 'Neem contact op met de trimsalon.'
	return `Online annuleren kon tot ${deadline}. ${call}`
}

/** The appointment with this id or cancel link, locked until the transaction ends, with its salon. */
async function lockedAppointment(tx: Transaction, where: ReturnType<typeof eq>) {
	const [row] = await tx.select({ id: appointments.id }).from(appointments).where(where).for('update')
	if (!row) return undefined
	const [appointment] = await appointmentsWhere(tx, eq(appointments.id, row.id), [], 1)
	return appointment
}

/**
 * The dog owner's cancellation, the same from Mijn afspraken and from the mail's link: only a coming
 * appointment (waiting or booked), only before the salon's deadline. The row is locked first, so a
 * cancellation and the salon's own change happen one after the other; the time is free at once (the
 * exclusion constraint leaves cancelled rows out). The salon's owner and the dog owner are mailed,
 * each with a calendar file that removes the event.
 */
async function cancelLocked(tx: Transaction, appointment: AppointmentRow | undefined, now: Date) {
	if (!appointment || !appointment.userId) throw notFound(CANCEL_MESSAGES.notFound)
	if (appointment.status === 'cancelled') throw conflict(CANCEL_MESSAGES.cancelled)
	if (appointment.status !== 'requested' && appointment.status !== 'booked') throw conflict(CANCEL_MESSAGES.over)
	if (appointment.startsAt <= now) throw conflict(CANCEL_MESSAGES.over)
	if (!onlineCancelUntil(appointment.startsAt, appointment.cancelHours, now)) throw conflict(tooLateMessage(appointment))
	// Conditional as well as locked: whatever else changed the row first, it is cancelled (and mailed) once.
	const [cancelled] = await tx
		.update(appointments)
		.set({ status: 'cancelled', cancelled_by: 'client', cancelled_at: now })
		.where(and(eq(appointments.id, appointment.id), inArray(appointments.status, ['requested', 'booked'])))
		.returning({ id: appointments.id })
	if (!cancelled) throw conflict(CANCEL_MESSAGES.cancelled)
	await freeUp(tx, appointment.id, now)
	const owner = appointment.salonOwnerId ? await contactOfAccount(tx, appointment.salonOwnerId) : null
	const client = await contactOfAccount(tx, appointment.userId)
	await queueClientCancelledMails(tx, appointment, { owner, client })
	return { id: appointment.id, salonName: appointment.salonName, when: appointmentMoment(appointment.startsAt) }
}

/** 'Annuleren' on Mijn afspraken: only the account's own appointment (another's is not found). */
export async function cancelOwnAppointment(actor: Actor, posted: FormEntries, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	const { appointmentId } = parseInput(posted, cancelAppointmentSchema)
	return db().transaction(async (tx) => {
		const appointment = await lockedAppointment(tx, and(eq(appointments.id, appointmentId), eq(appointments.user_id, user.id))!)
		return cancelLocked(tx, appointment, now)
	})
}

/** What the cancel link's page shows before the button: the salon, the time, and whether it can still be cancelled online. */
export async function appointmentOfCancelLink(actor: LinkHolder, { token }: { token: string }, now = new Date()) {
	await limitRequest('appointmentCancelLink', actor.client.ip)
	const appointment = await byToken(db(), token)
	if (!linkOpen(appointment, now)) return undefined
	return {
		salonName: appointment.salonName,
		when: appointmentMoment(appointment.startsAt),
		dogName: appointment.dogName,
		tooLate: onlineCancelUntil(appointment.startsAt, appointment.cancelHours, now) ? null : tooLateMessage(appointment),
	}
}

/** A cancel link works while its appointment is coming and not cancelled; after that it is as unknown as a made-up one. */
const linkOpen = (appointment: AppointmentRow | undefined, now: Date): appointment is AppointmentRow =>
	Boolean(appointment?.userId && (appointment.status === 'requested' || appointment.status === 'booked') && appointment.startsAt > now)

async function byToken(executor: Executor, token: string) {
	const [appointment] = await appointmentsWhere(executor, eq(appointments.cancel_token_hash, hashToken(token)), [], 1)
	return appointment
}

/**
 * The button on the mail link's page: the link's secret is the proof, no sign-in needed; the same
 * rules as Mijn afspraken. A used link (the appointment already cancelled) or an unknown one is refused.
 */
export async function cancelAppointmentByToken(actor: LinkHolder, { token }: { token: string }, now = new Date()) {
	await limitRequest('appointmentCancelLink', actor.client.ip)
	return db().transaction(async (tx) => {
		const appointment = await lockedAppointment(tx, eq(appointments.cancel_token_hash, hashToken(token)))
		if (!linkOpen(appointment, now)) throw notFound(CANCEL_MESSAGES.deadLink)
		return cancelLocked(tx, appointment, now)
	})
}
