import { z } from 'zod'
import { formId } from '../common/ids-schema'
import { DOG_NOT_FOUND } from '../dogs/dogs'

const DAY_MS = 24 * 60 * 60 * 1000

/** The mail that a dog's rhythm comes round goes this many days before the day it comes round. */
export const RHYTHM_MAIL_DAYS_BEFORE = 5
/** At most this many free times in it, the nearest to that day. */
export const RHYTHM_MAIL_TIMES = 5

/** The day the rhythm comes round after a visit: its start, that many weeks on. */
export function rhythmDue(visitStartsAt: Date, weeks: number): Date {
	return new Date(visitStartsAt.getTime() + weeks * 7 * DAY_MS)
}

/** Whether the mail is due at `now`: from RHYTHM_MAIL_DAYS_BEFORE days before the day until it (a mail after it is late, none is sent). */
export function rhythmMailDue(due: Date, now: Date): boolean {
	return now.getTime() >= due.getTime() - RHYTHM_MAIL_DAYS_BEFORE * DAY_MS && now.getTime() < due.getTime()
}

/** The free times nearest to `due` (before or after it), at most `count`, in the order of the clock. */
export function timesNear<T extends { start: Date }>(days: { times: T[] }[], due: Date, count = RHYTHM_MAIL_TIMES): T[] {
	const distance = (time: T) => Math.abs(time.start.getTime() - due.getTime())
	return days
		.flatMap((day) => day.times)
		.sort((a, b) => distance(a) - distance(b) || a.start.getTime() - b.start.getTime())
		.slice(0, count)
		.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** The query of a booking link from the mail: the saved dog, the treatment and the time, chosen on arrival. */
export const BOOKING_LINK_PARAMS = { dog: 'hond', treatment: 'behandeling', time: 'tijd' } as const

/** A booking link's query as read: anything off (a forged or stale link) opens the booking page as usual. */
export const bookingLinkSchema = z.object({
	[BOOKING_LINK_PARAMS.dog]: formId(DOG_NOT_FOUND),
	[BOOKING_LINK_PARAMS.treatment]: formId('Kies een behandeling.'),
	[BOOKING_LINK_PARAMS.time]: z.iso.datetime({ offset: true, error: 'Kies een tijd.' }),
})

/** 'Herinneringen voor de trimbeurt' under Mijn honden: on or off. */
export const rhythmMailSwitchSchema = z.object({
	on: z.enum(['true', 'false'], { error: 'Kies of je de herinneringen wilt krijgen.' }).transform((value) => value === 'true'),
})
