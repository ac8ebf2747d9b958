/**
 * The limits that keep a salon's agenda its own, decided from a dog owner's appointments per salon. A
 * client the salon knows has a kept appointment there (booked, its time over, not a no-show); anyone
 * else is a new client there.
 */

/** What one salon's agenda holds of this dog owner. */
export type ClientAtSalon = {
	salonId: number
	/** Coming appointments there, requested or booked; a series ('Herhalen', at most four) counts as one. */
	coming: number
	kept: boolean
	noShow: boolean
}

/**
 * A client the salon knows holds at most this many coming appointments there, a series counting as
 * one: a household with a dog or three, each on its own rhythm, plans each dog's next visits at once,
 * while no account holds more than three plans of at most four times (0162).
 */
export const MAX_COMING_APPOINTMENTS_PER_SALON = 3
/** A new client holds one coming appointment at a salon, until the first visit. */
export const MAX_COMING_APPOINTMENTS_NEW_CLIENT = 1
/** A dog owner holds first appointments (as a new client) at this many salons at once at most. */
export const MAX_COMING_FIRST_APPOINTMENTS = 3

export type BookingLimit = 'noShow' | 'newClientHasOne' | 'tooMany' | 'firstsElsewhere'

/** The limit that stops this dog owner from booking one more appointment at this salon, if any. */
export function bookingLimit(history: ClientAtSalon[], salonId: number): BookingLimit | null {
	const here = history.find((salon) => salon.salonId === salonId)
	if (here?.noShow) return 'noShow'
	const known = here?.kept ?? false
	const coming = here?.coming ?? 0
	if (known) return coming >= MAX_COMING_APPOINTMENTS_PER_SALON ? 'tooMany' : null
	if (coming >= MAX_COMING_APPOINTMENTS_NEW_CLIENT) return 'newClientHasOne'
	const firstsElsewhere = history.filter((salon) => salon.salonId !== salonId && !salon.kept && salon.coming > 0).length
	return firstsElsewhere >= MAX_COMING_FIRST_APPOINTMENTS ? 'firstsElsewhere' : null
}

/** How long a salon that approves first bookings has to answer a request. */
export const REQUEST_ANSWER_HOURS = 48

/**
 * Until when a request (a new client's first booking that waits for the salon) holds its time: the
 * salon's answer, within two days, and at the latest when the notice before the time begins, since
 * nobody could book it online after that.
 */
export function requestDeadline(now: Date, startsAt: Date, noticeMinutes: number): Date {
	const answer = now.getTime() + REQUEST_ANSWER_HOURS * 3_600_000
	const notice = startsAt.getTime() - noticeMinutes * 60_000
	return new Date(Math.max(now.getTime(), Math.min(answer, notice)))
}
