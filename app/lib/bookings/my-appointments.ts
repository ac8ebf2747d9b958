import { z } from 'zod'
import { formId } from '../common/ids-schema'
import type { AppointmentStatus } from './appointments'

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
}

/** The last moment a dog owner may cancel: the salon's `cancelHours` before the start. */
export const cancelDeadline = (startsAt: Date, cancelHours: number) => new Date(startsAt.getTime() - cancelHours * 60 * 60 * 1000)

/** Whether the dog owner may still cancel, themselves and online: a coming appointment before the salon's deadline. */
export const cancellableAt = (appointment: { status: AppointmentStatus; startsAt: Date; cancelHours: number }, now: Date) =>
	(appointment.status === 'requested' || appointment.status === 'booked') &&
	now < cancelDeadline(appointment.startsAt, appointment.cancelHours)

/**
 * The heading of the list below the coming appointments: it names the cancelled ones when it holds
 * an appointment that was cancelled before its time came, so a dog owner who just cancelled finds it.
 */
export function earlierAppointmentsTitle(earlier: { status: AppointmentStatus; startsAt: Date }[], now: Date) {
	const cancelledComing = earlier.some((appointment) => appointment.status === 'cancelled' && appointment.startsAt > now)
	return cancelledComing ? 'Geannuleerde en eerdere afspraken' : 'Eerdere afspraken'
}
