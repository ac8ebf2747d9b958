/** Minutes since midnight; `end` beyond 24 * 60 means the range runs past midnight. */
import { TIME_ZONE } from '../common/time-zone'
type Range = { start: number; end: number }
const DAY = 24 * 60

// Monday is 0, as in the Dutch week.
// prettier-ignore
const DAY_NAMES = new Map([
	['maandag', 0], ['ma', 0], ['monday', 0], ['mon', 0],
	['dinsdag', 1], ['di', 1], ['tuesday', 1], ['tue', 1],
	['woensdag', 2], ['wo', 2], ['wednesday', 2], ['wed', 2],
	['donderdag', 3], ['do', 3], ['thursday', 3], ['thu', 3],
	['vrijdag', 4], ['vr', 4], ['friday', 4], ['fri', 4],
	['zaterdag', 5], ['za', 5], ['saturday', 5], ['sat', 5],
	['zondag', 6], ['zo', 6], ['sunday', 6], ['sun', 6],
])
const dayOf = (name: string | undefined) => (name ? DAY_NAMES.get(name.toLowerCase()) : undefined)

const LINE = /^\s*([a-z]+)\.?\s*:\s*(.+?)\s*$/i
const CLOSED = /^(gesloten|closed)$/i
const ALL_DAY = /^(24 uur( geopend)?|open 24 hours|hele dag geopend)$/i
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?`
const RANGE = new RegExp(`^${TIME}\\s*(?:-|–|—|tot|to)\\s*${TIME}$`, 'i')

function minutes(hour: string, minute: string | undefined, suffix: string | undefined): number | undefined {
	let h = Number(hour)
	const m = Number(minute ?? 0)
	if (suffix) {
		if (h < 1 || h > 12) return undefined
		h = (h % 12) + (suffix.toLowerCase() === 'pm' ? 12 : 0)
	}
	if (h > 24 || m > 59 || (h === 24 && m > 0)) return undefined
	return h * 60 + m
}

function parseRange(text: string): Range | undefined {
	const match = RANGE.exec(text.trim())
	if (!match) return undefined
	const [, h1, m1, s1, h2, m2, s2] = match
	// '9:00 – 5:00 PM': a start without am/pm shares the end's half of the day when that keeps it before the end.
	const start = minutes(h1!, m1, s1 ?? (s2 && Number(h1) <= Number(h2) ? s2 : undefined))
	let end = minutes(h2!, m2, s2)
	if (start === undefined || end === undefined) return undefined
	if (end <= start) end += DAY
	return { start, end }
}

/** One line such as 'Maandag: 09:00 - 17:00', 'Zaterdag: Gesloten' or 'Friday: 9:00 AM – 12:00 PM, 1:00 – 5:00 PM'. */
export function parseOpeningLine(line: string): { day: number; ranges: Range[] } | undefined {
	const match = LINE.exec(line)
	const day = dayOf(match?.[1])
	if (day === undefined) return undefined
	const hours = match![2]!
	if (CLOSED.test(hours)) return { day, ranges: [] }
	if (ALL_DAY.test(hours)) return { day, ranges: [{ start: 0, end: DAY }] }
	const ranges = hours.split(/\s*(?:,|;|\ben\b|\band\b)\s*/i).map(parseRange)
	if (ranges.some((range) => !range)) return undefined
	return { day, ranges: ranges as Range[] }
}

let clockFormat: Intl.DateTimeFormat | undefined

/** The day of the week (Monday 0) and minutes since midnight in the Netherlands, whatever the server's time zone. */
export function amsterdamClock(date: Date): { day: number; minutes: number } {
	// Made once: a format with a time zone is costly to make.
	clockFormat ??= new Intl.DateTimeFormat('en-GB', {
		timeZone: TIME_ZONE,
		weekday: 'short',
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
	})
	const parts = clockFormat.formatToParts(date)
	const part = (type: string) => parts.find((p) => p.type === type)!.value
	return { day: dayOf(part('weekday'))!, minutes: Number(part('hour')) * 60 + Number(part('minute')) }
}

/** 'open' or 'closed' at this moment in Amsterdam, or undefined when today's line cannot be read. */
export function openState(lines: readonly string[], now: Date): 'open' | 'closed' | undefined {
	const days = new Map<number, Range[]>()
	for (const line of lines) {
		const parsed = parseOpeningLine(line)
		if (parsed) days.set(parsed.day, [...(days.get(parsed.day) ?? []), ...parsed.ranges])
	}
	const clock = amsterdamClock(now)
	const today = days.get(clock.day)
	if (!today) return undefined
	const yesterday = days.get((clock.day + 6) % 7) ?? []
	const open =
		today.some((range) => clock.minutes >= range.start && clock.minutes < range.end) ||
		yesterday.some((range) => clock.minutes < range.end - DAY)
	return open ? 'open' : 'closed'
}

/** The index of today's line (for highlighting), or -1. */
export function todayLineIndex(lines: readonly string[], now: Date): number {
	const { day } = amsterdamClock(now)
	return lines.findIndex((line) => dayOf(LINE.exec(line)?.[1]) === day)
}

/** One way to write a range of 24-hour times wherever opening hours are shown: '09:00–17:00'. */
export function shownOpeningLine(line: string): string {
	return line.replace(/\b(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})\b(?!\s*[ap]m)/gi, '$1–$2')
}
