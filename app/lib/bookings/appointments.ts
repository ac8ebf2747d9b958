/**
 * An appointment in a salon's agenda: booked online by a dog owner, entered by the owner for a client
 * who phoned, or a block (a time the owner keeps free). Each occupies its time and buffer until it is
 * cancelled; a no-show keeps its time, it only counts in the statistics.
 */
export const APPOINTMENT_KINDS = ['online', 'phone', 'block'] as const
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number]

/**
 * 'requested': a new client's first booking waiting for the owner's approval (it holds the time meanwhile).
 * 'offered': a freed time held for the first fitting dog owner of the waiting list until `offer_expires_at`.
 */
export const APPOINTMENT_STATUSES = ['requested', 'booked', 'cancelled', 'no_show', 'offered'] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

export const CANCELLED_BY = ['client', 'salon'] as const
export type CancelledBy = (typeof CANCELLED_BY)[number]

/** A salon's booking rules as its settings row keeps them (the notice in minutes). */
export type BookingRulesInMinutes = {
	bufferMinutes: number
	noticeMinutes: number
	horizonDays: number
	stepMinutes: number
	cancelHours: number
}

/** The rules a salon starts with when it turns online booking on. */
export const DEFAULT_BOOKING_RULES: BookingRulesInMinutes = {
	bufferMinutes: 15,
	noticeMinutes: 120,
	horizonDays: 28,
	stepMinutes: 15,
	cancelHours: 24,
}

/** The dog owner's page of their appointments (the menu and Mijn account link to it). */
export const MY_APPOINTMENTS_LABEL = 'Mijn afspraken'
