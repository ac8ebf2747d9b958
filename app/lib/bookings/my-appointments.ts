import { z } from 'zod'
import { formId } from '../common/ids-schema'
import type { AppointmentStatus } from './appointments'
import { deadlineMoment } from './free-times'

export const APPOINTMENT_NOT_FOUND = 'Deze afspraak bestaat niet (meer).'

/** A mail's cancel link whose appointment is already cancelled or over, or that never was one. */
export const DEAD_CANCEL_LINK = 'Deze link werkt niet meer: de afspraak is al geannuleerd of voorbij, of de link is onjuist.'

/** The query parameter with which Mijn afspraken asks whether to cancel one appointment (its id). */
export const CANCEL_QUESTION = 'annuleren'

/** 'Annuleren' on Mijn afspraken: which of the dog owner's appointments. */
export const cancelAppointmentSchema = z.object({ appointmentId: formId(APPOINTMENT_NOT_FOUND) })

/**
 * Appointments (the dog as booked, the notes, who booked) are deleted this many months after they
 * ended: long enough for the dog owner and the salon to look back a year and more (many dogs come
 * once or twice a year), and the privacy page promises no longer.
 */
export const APPOINTMENT_RETENTION_MONTHS = 24

/** What a dog owner reads about an appointment's state. */
export const MY_APPOINTMENT_STATUS: Record<AppointmentStatus, string> = {
	requested: 'Wacht op bevestiging van de salon',
	booked: 'Bevestigd',
	cancelled: 'Geannuleerd',
	no_show: 'Niet gekomen',
	offered: 'Voor je vrijgehouden van de wachtlijst',
}

/** The last moment a dog owner may cancel: the salon's `cancelHours` before the start. */
export const cancelDeadline = (startsAt: Date, cancelHours: number) => new Date(startsAt.getTime() - cancelHours * 60 * 60 * 1000)

/**
 * The one cancellation rule: until when a dog owner may cancel a time online, themselves, at `now`; null
 * from the deadline on (a time booked inside it cannot be cancelled online at all).
 */
export function onlineCancelUntil(startsAt: Date, cancelHours: number, now: Date): Date | null {
	const deadline = cancelDeadline(startsAt, cancelHours)
	return now < deadline ? deadline : null
}

/** The rule for one time, as the booking page, its confirmation and the booking mail say it. */
export const cancelRuleSentence = (until: Date | null) =>
	until ? `Annuleren kan tot ${deadlineMoment(until)}.` : 'Deze afspraak kun je niet meer online annuleren.'

/** Whether the dog owner may still cancel, themselves and online: a coming appointment before the salon's deadline. */
export const cancellableAt = (appointment: { status: AppointmentStatus; startsAt: Date; cancelHours: number }, now: Date) =>
	(appointment.status === 'requested' || appointment.status === 'booked') &&
	onlineCancelUntil(appointment.startsAt, appointment.cancelHours, now) !== null

/**
 * The heading of the list below the coming appointments: it names the cancelled ones when it holds
 * an appointment that was cancelled before its time came, so a dog owner who just cancelled finds it.
 */
export function earlierAppointmentsTitle(earlier: { status: AppointmentStatus; startsAt: Date }[], now: Date) {
	const cancelledComing = earlier.some((appointment) => appointment.status === 'cancelled' && appointment.startsAt > now)
	return cancelledComing ? 'Geannuleerde en eerdere afspraken' : 'Eerdere afspraken'
}
