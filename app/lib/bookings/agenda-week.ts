import { addDays, mondayOf } from './agenda'
import { weekRanges, withoutBreaks, type DateOverride, type MinuteRange, type WeeklyBreak } from './free-times'

const DATE = /^\d{4}-\d{2}-\d{2}$/
/** How far the Agenda goes from this week, each way: two years of weeks. */
const WEEKS_AWAY = 104

/** The Monday of the week `?week=` asks for (any day of it), or of today's week when it asks for none, no real date or one too far away. */
export function shownWeek(asked: string | null, today: string): string {
	const thisWeek = mondayOf(today)
	if (!asked || !DATE.test(asked) || addDays(asked, 0) !== asked) return thisWeek
	const monday = mondayOf(asked)
	const away = Math.abs(Date.parse(monday) - Date.parse(thisWeek)) / (7 * 86_400_000)
	return away <= WEEKS_AWAY ? monday : thisWeek
}

/** The day `?week=` names when it lies in the week shown: a phone's day view opens on it (going back from a Monday lands on Sunday). */
export function shownDay(asked: string | null, monday: string): string | null {
	if (!asked || !DATE.test(asked) || addDays(asked, 0) !== asked) return null
	return asked >= monday && asked < addDays(monday, 7) ? asked : null
}

export type DayHours = { date: string; ranges: MinuteRange[]; breaks: MinuteRange[] }

/**
 * The opening hours of each day of the week from `monday` (a date that differs has its own ranges, the
 * others their weekday's), and the parts of them that the weekly breaks take out, to draw apart.
 */
export function weekHours(
	openingLines: readonly string[],
	overrides: readonly DateOverride[],
	monday: string,
	breaks: readonly WeeklyBreak[] = [],
): DayHours[] {
	const week = weekRanges(openingLines)
	const differing = new Map(overrides.map((override) => [override.date, override.ranges]))
	return week.map((weekdayRanges, day) => {
		const date = addDays(monday, day)
		const ranges = differing.get(date) ?? weekdayRanges
		const open = withoutBreaks(ranges, breaks, day)
		return { date, ranges, breaks: ranges.flatMap((range) => closedParts(open, range)) }
	})
}

const HOUR = 60
const DAY = 24 * HOUR

/**
 * The hours the time grid shows: from the earliest opening to the latest closing of the week, widened to
 * every time in it (a block before opening), in whole hours; 08:00 to 18:00 for a week without either.
 */
export function gridFrame(days: readonly DayHours[], times: readonly MinuteRange[]): { start: number; end: number } {
	const ranges = [...days.flatMap((day) => day.ranges), ...times]
	if (!ranges.length) return { start: 8 * HOUR, end: 18 * HOUR }
	const start = Math.floor(Math.min(...ranges.map((range) => range.start)) / HOUR) * HOUR
	const end = Math.ceil(Math.max(...ranges.map((range) => range.end)) / HOUR) * HOUR
	return { start: Math.max(0, start), end: Math.min(DAY, Math.max(end, start + HOUR)) }
}

/** A finger's target: the shortest appointment in the grid is at least this tall (WCAG 2.2's 24 px). */
const TARGET_PX = 24
const MIN_HOUR_PX = 48
const MAX_HOUR_PX = 96

/**
 * How tall an hour is in the grid: 48 px, taller when the week holds appointments so short that their
 * block would be under a finger's 24 px, up to 96 px (a quarter of an hour); shorter ones stay small.
 */
export function hourHeight(times: readonly MinuteRange[]): number {
	const shortest = Math.min(...times.map((time) => time.end - time.start).filter((minutes) => minutes > 0))
	if (!Number.isFinite(shortest)) return MIN_HOUR_PX
	return Math.min(MAX_HOUR_PX, Math.max(MIN_HOUR_PX, Math.ceil((TARGET_PX * HOUR) / shortest)))
}

/** The parts of the frame a day is closed, to shade in the grid. */
export function closedParts(ranges: readonly MinuteRange[], frame: { start: number; end: number }): MinuteRange[] {
	const closed: MinuteRange[] = []
	let from = frame.start
	for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
		if (range.start > from) closed.push({ start: from, end: Math.min(range.start, frame.end) })
		from = Math.max(from, range.end)
	}
	if (from < frame.end) closed.push({ start: from, end: frame.end })
	return closed.filter((part) => part.end > part.start)
}
