import { z } from 'zod'
import { formId, salonIdField } from '../common/ids-schema'
import { dateField, startTimeField } from './agenda-schema'
import { WEEKDAYS } from '../salons/week-hours'
import { addDays } from './agenda'
import { amsterdamDate, amsterdamInstant, amsterdamMinutes } from './free-times'
import { bookingChoiceSchema } from './schema'

/**
 * The waiting list: a dog owner waits at a salon for a time for one dog and treatment, with wishes (days,
 * a part of the day, until when). A freed time is offered to the first in line it fits, held for a window.
 */

/** A dog owner waits with at most this many entries at once (an entry at several salons counts once). */
export const MAX_WAITING_ENTRIES = 5
/** One entry waits at the salon it joined and at most this many more near it. */
export const MAX_OTHER_SALONS = 4
/** The other salons an entry can wait at lie within this many km of the one it joined. */
export const OTHER_SALONS_RADIUS_KM = 25
/** Without an end date an entry waits this many weeks. */
export const DEFAULT_WAIT_WEEKS = 8
/** An entry waits at most this many months. */
export const MAX_WAIT_MONTHS = 6

export const DAY_PARTS = ['morning', 'afternoon'] as const
export type DayPart = (typeof DAY_PARTS)[number]
/** Noon divides the day: a morning time starts before 12:00. */
const NOON_MINUTES = 12 * 60
export const DAY_PART_LABELS: Record<DayPart, string> = { morning: 'Ochtend (voor 12:00)', afternoon: 'Middag (vanaf 12:00)' }

export const WAITING_LIST_LABEL = 'Mijn wachtlijsten'

export const WAITING_LIST_MESSAGES = {
	weekdays: 'Kies de dagen uit de lijst, of geen dag voor elke dag.',
	dayPart: 'Kies ochtend, middag of de hele dag.',
	until: 'Kies een einddatum, of laat het leeg voor 8 weken.',
	untilPast: 'Kies een einddatum vanaf vandaag.',
	untilFar: `Je kunt tot ${MAX_WAIT_MONTHS} maanden op de wachtlijst staan. Kies een eerdere einddatum.`,
	entry: 'Deze aanmelding voor de wachtlijst bestaat niet (meer).',
	otherSalons: `Kies hoogstens ${MAX_OTHER_SALONS} andere trimsalons uit de lijst.`,
} as const

/** An offer's link that no longer holds a time: booked, declined, past its deadline or made up. */
export const DEAD_OFFER_LINK =
	'Deze tijd is niet meer voor je vrijgehouden: je hebt hem al geboekt of afgeslagen, of de tijd om te boeken is voorbij. Je blijft op de wachtlijst staan.'

/** What the dog owner wants of a time: weekdays (Monday 0; none is any day), a part of the day (none is any), the last date. */
export type Wishes = { weekdays: number[]; dayPart: DayPart | null; until: string }

/** A date 'YYYY-MM-DD' moved by whole months; a day past the month's end becomes its last day. */
export function addMonths(date: string, months: number): string {
	const [year, month, day] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, Number(date.slice(8, 10))]
	const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
	return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10)
}

export const defaultWaitUntil = (now: Date) => addDays(amsterdamDate(now), DEFAULT_WAIT_WEEKS * 7)
export const latestWaitUntil = (now: Date) => addMonths(amsterdamDate(now), MAX_WAIT_MONTHS)

/** Whether a time starting at `start` meets the wishes: its Amsterdam weekday, part of the day and date. */
export function meetsWishes(wishes: Wishes, start: Date): boolean {
	const date = amsterdamDate(start)
	if (date > wishes.until) return false
	const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
	if (wishes.weekdays.length && !wishes.weekdays.includes(weekday)) return false
	if (!wishes.dayPart) return true
	return amsterdamMinutes(start) < NOON_MINUTES === (wishes.dayPart === 'morning')
}

/** The wishes in a sentence: 'maandag en woensdag, ochtend, tot en met 2 februari' reads as the Agenda and Mijn wachtlijsten show it. */
export function wishesText(wishes: Wishes, untilLabel: string): string {
	const days = wishes.weekdays.length ? wishes.weekdays.map((day) => WEEKDAYS[day]!.toLowerCase()).join(', ') : 'elke dag'
	const part = wishes.dayPart ? DAY_PART_LABELS[wishes.dayPart].toLowerCase() : 'hele dag'
	return `${days}; ${part}; tot en met ${untilLabel}`
}

const MINUTE = 60_000
/** How long an offer waits for its answer: shorter as the time comes closer. */
export const OFFER_WINDOW_MINUTES = { daysAway: 120, withinTwoDays: 30, sameDay: 15 } as const

/**
 * Until when an offer of a time starting at `startsAt` holds it for one dog owner: 15 minutes when the
 * time is today (in Amsterdam), 30 within two days, else 2 hours; never past the salon's notice before
 * the time, since nobody could book it online after that.
 */
export function offerDeadline(now: Date, startsAt: Date, noticeMinutes: number): Date {
	const ahead = startsAt.getTime() - now.getTime()
	const window =
		amsterdamDate(startsAt) === amsterdamDate(now)
			? OFFER_WINDOW_MINUTES.sameDay
			: ahead <= 48 * 60 * MINUTE
				? OFFER_WINDOW_MINUTES.withinTwoDays
				: OFFER_WINDOW_MINUTES.daysAway
	return new Date(Math.min(now.getTime() + window * MINUTE, startsAt.getTime() - noticeMinutes * MINUTE))
}

/** No text message goes out from 21:00 until 08:00 in Amsterdam. */
export const QUIET_HOURS = { from: 21 * 60, until: 8 * 60 } as const

/**
 * When the text message of an offer made at `now` may go out: at once by day; in the quiet hours (21:00
 * to 08:00 in Amsterdam, whatever the clock change does to that night's length) at the next 08:00; and
 * not at all (null) when the offer expires before then: the mail has told it already.
 */
export function offerTextAt(now: Date, expiresAt: Date): Date | null {
	const minutes = amsterdamMinutes(now)
	if (minutes >= QUIET_HOURS.until && minutes < QUIET_HOURS.from) return now
	const today = amsterdamDate(now)
	const morning = amsterdamInstant(minutes < QUIET_HOURS.until ? today : addDays(today, 1), QUIET_HOURS.until)!
	return morning < expiresAt ? morning : null
}

/** One or more checkbox values of a form as a list. */
const listOf = (value: unknown) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** 'Zet me op de wachtlijst' at `now`: the booking's choice (dog and treatment) and the wishes. */
export const waitingListSchemaAt = (now: Date) =>
	bookingChoiceSchema.extend({
		weekdays: z.preprocess(
			listOf,
			z
				.array(z.enum(['0', '1', '2', '3', '4', '5', '6'], { error: WAITING_LIST_MESSAGES.weekdays }), {
					error: WAITING_LIST_MESSAGES.weekdays,
				})
				.max(7, WAITING_LIST_MESSAGES.weekdays)
				.transform((days) => [...new Set(days.map(Number))].sort()),
		),
		dayPart: z.preprocess(
			(value) => (value === '' || value === undefined ? null : value),
			z.enum(DAY_PARTS, { error: WAITING_LIST_MESSAGES.dayPart }).nullable(),
		),
		otherSalonIds: z.preprocess(
			listOf,
			z
				.array(formId(WAITING_LIST_MESSAGES.otherSalons), { error: WAITING_LIST_MESSAGES.otherSalons })
				.max(MAX_OTHER_SALONS, WAITING_LIST_MESSAGES.otherSalons)
				.transform((ids) => [...new Set(ids)]),
		),
		until: z.preprocess(
			(value) => (value === '' || value === undefined ? defaultWaitUntil(now) : value),
			z
				.string({ error: WAITING_LIST_MESSAGES.until })
				.regex(ISO_DATE, WAITING_LIST_MESSAGES.until)
				.refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && addDays(date, 0) === date, WAITING_LIST_MESSAGES.until)
				.refine((date) => date >= amsterdamDate(now), WAITING_LIST_MESSAGES.untilPast)
				.refine((date) => date <= latestWaitUntil(now), WAITING_LIST_MESSAGES.untilFar),
		),
	})
export type WaitingListInput = z.output<ReturnType<typeof waitingListSchemaAt>>

/** 'Van de wachtlijst af': one of the account's entries. */
export const leaveWaitingListSchema = z.object({ entryId: formId(WAITING_LIST_MESSAGES.entry) })

/** 'Tijd aanbieden' in the Agenda: a time of the salon offered to one entry of its list, out of line. */
export const offerToEntrySchema = z.object({
	salonId: salonIdField,
	entryId: formId(WAITING_LIST_MESSAGES.entry),
	date: dateField,
	time: startTimeField,
})
export type OfferToEntryInput = z.output<typeof offerToEntrySchema>
