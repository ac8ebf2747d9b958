// Written out by hand: the browser's first Dutch date format costs tens of milliseconds on a public page.
import { TIME_ZONE } from './time-zone'
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']

/** A calendar date ('2025-04-27') written out in Dutch ('27 april 2025'), the same on server and browser. */
export function formatDutchDate(isoDate: string): string {
	const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
	return `${day} ${MONTHS[month! - 1]} ${year}`
}

/** A month ('2026-10', or any day in it) written out in Dutch ('oktober 2026'). */
export function formatDutchMonth(isoMonth: string): string {
	const [year, month] = isoMonth.slice(0, 7).split('-').map(Number)
	return `${MONTHS[month! - 1]} ${year}`
}

// Made on first use, then kept: the statistics beacon asks for the day on every view.
let dayFormat: Intl.DateTimeFormat | undefined
// The last answer, by UTC minute: a Dutch day starts on a whole hour of UTC, so a minute lies in one day.
let lastDay = { minute: NaN, day: '' }

/** The calendar day (YYYY-MM-DD) in the Netherlands for a moment. */
export function dutchDay(at: Date): string {
	const minute = Math.floor(at.getTime() / 60_000)
	if (minute !== lastDay.minute) {
		dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
		lastDay = { minute, day: dayFormat.format(at) }
	}
	return lastDay.day
}

/** Midday (UTC) of a calendar day: whole days before or after it stay on the same Dutch date in any season. */
export function middayOf(day: string): Date {
	return new Date(`${day}T12:00:00Z`)
}

/** The calendar day `days` days before `day` (both YYYY-MM-DD). */
export function dayBefore(day: string, days: number): string {
	const date = middayOf(day)
	date.setUTCDate(date.getUTCDate() - days)
	return date.toISOString().slice(0, 10)
}

/** The month (YYYY-MM) before the one `day` (YYYY-MM-DD) is in. */
export function previousMonth(day: string): string {
	return dayBefore(`${day.slice(0, 7)}-01`, 1).slice(0, 7)
}

// Made on first use: only the admin and the dashboard show these, and a time-zone format is costly to make.
let stamp: Intl.DateTimeFormat | undefined
const STAMP_OPTIONS: Intl.DateTimeFormatOptions = {
	day: '2-digit',
	month: 'short',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
	timeZone: TIME_ZONE,
}

/** The parts of a moment in Amsterdam time, the month abbreviated in Dutch without its full stop. */
function stampParts(moment: Date | string) {
	stamp ??= new Intl.DateTimeFormat('nl-NL', STAMP_OPTIONS)
	const parts = Object.fromEntries(stamp.formatToParts(new Date(moment)).map((part) => [part.type, part.value]))
	return { day: parts.day!, month: parts.month!.replace('.', ''), year: parts.year!, time: `${parts.hour}:${parts.minute}` }
}

/** 'dd MMM yyyy' in Dutch ('05 mrt 2025'): when an admin reviewed something. */
export function formatReviewDate(moment: Date | string): string {
	const { day, month, year } = stampParts(moment)
	return `${day} ${month} ${year}`
}

/** 'dd MMM yyyy, HH:mm' in Dutch, Amsterdam time ('05 mrt 2025, 14:30'): when something was submitted. */
export function formatSubmittedDate(moment: Date | string): string {
	const { day, month, year, time } = stampParts(moment)
	return `${day} ${month} ${year}, ${time}`
}
