import type { MinuteRange, WeeklyBreak } from './free-times'
import { WEEKDAYS } from '../salons/week-hours'
import { formatDutchDate } from '../common/dutch-date'
import { TIME_ZONE } from '../common/time-zone'

let timeFormat: Intl.DateTimeFormat | undefined

/** '09:30' of an instant, in Amsterdam. */
export function clockOf(instant: Date): string {
	timeFormat ??= new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
	return timeFormat.format(instant)
}

/** A date 'YYYY-MM-DD' moved by whole days. */
export function addDays(date: string, days: number): string {
	const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + days * 86_400_000
	return new Date(ms).toISOString().slice(0, 10)
}

/** The Monday of the week of a date 'YYYY-MM-DD'. */
export function mondayOf(date: string): string {
	const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
	return addDays(date, -weekday)
}

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** '09:00-12:00, 13:00-17:00', or 'Gesloten' for a day without ranges. */
export function rangesText(ranges: readonly MinuteRange[]): string {
	return ranges.length ? ranges.map((range) => `${clock(range.start)}-${clock(range.end)}`).join(', ') : 'Gesloten'
}

/** A weekly break as the owner reads it: 'Elke dag 12:30-13:00', 'Woensdag vanaf 12:00' (to the end of the day). */
export function weeklyBreakText(rule: WeeklyBreak): string {
	const day = rule.weekday === null ? 'Elke dag' : WEEKDAYS[rule.weekday]!
	return rule.end >= 24 * 60 ? `${day} vanaf ${clock(rule.start)}` : `${day} ${clock(rule.start)}-${clock(rule.end)}`
}

/** What a saved date override means: '8 december 2026 staat als gesloten in je agenda.', or its hours. */
export function overrideSaved(date: string, ranges: readonly MinuteRange[]): string {
	return ranges.length
		? `Op ${formatDutchDate(date)} zijn online alleen ${rangesText(ranges)} te boeken.`
		: `${formatDutchDate(date)} staat als gesloten in je agenda.`
}
