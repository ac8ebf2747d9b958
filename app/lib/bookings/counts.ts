/** An owner's appointment figures over a period: booked online, cancelled (by either side) and not kept. */
export type AppointmentCounts = { booked: number; cancelled: number; noShows: number }

export const APPOINTMENT_COUNT_LABELS: Record<keyof AppointmentCounts, string> = {
	booked: 'Online geboekt',
	cancelled: 'Geannuleerd',
	noShows: 'Niet gekomen',
}
