import { parseOpeningLine } from '../salons/opening-hours'
import { TIME_ZONE } from '../common/time-zone'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * 60 * MINUTE

export type BookingRules = { bufferMinutes: number; noticeMinutes: number; horizonDays: number; stepMinutes: number }
/** Minutes since local midnight; an end past 24 * 60 runs into the next day. */
export type MinuteRange = { start: number; end: number }
/** A date whose hours differ from the week: a holiday (no ranges) or other hours. */
export type DateOverride = { date: string; ranges: MinuteRange[] }
/** A break every week: on one weekday (Monday 0) or, without one (null), every day; minutes since local midnight. */
export type WeeklyBreak = { weekday: number | null; start: number; end: number }
/** A time already occupied: an appointment up to the end of its buffer, or a block. */
export type Busy = { start: Date; end: Date }
export type FreeTime = { start: Date; time: string }
export type FreeDay = { date: string; label: string; times: FreeTime[] }

// Made on first use: a Dutch date format costs the browser tens of milliseconds.
let wallFormat: Intl.DateTimeFormat | undefined
let labelFormat: Intl.DateTimeFormat | undefined

/** The wall clock of an instant in Amsterdam, as if it were UTC, read from Intl: the slow path. */
function formattedWallClock(instant: number): number {
	wallFormat ??= new Intl.DateTimeFormat('en-GB', {
		timeZone: TIME_ZONE,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
	})
	const part: Record<string, number> = {}
	for (const { type, value } of wallFormat.formatToParts(new Date(instant))) part[type] = Number(value)
	return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!)
}

// Amsterdam's clock changes only on a whole UTC hour, so one offset per UTC hour is exact: each hour is
// asked of Intl once (a few microseconds each, and free times ask hundreds).
const offsetsByHour = new Map<number, number>()

/** The wall clock of an instant in Amsterdam, as if it were UTC (for arithmetic on dates and minutes), to the minute. */
function wallClock(instant: number): number {
	const hour = Math.floor(instant / HOUR)
	let offset = offsetsByHour.get(hour)
	if (offset === undefined) {
		offset = formattedWallClock(hour * HOUR) - hour * HOUR
		if (offsetsByHour.size > 100_000) offsetsByHour.clear()
		offsetsByHour.set(hour, offset)
	}
	return Math.floor(instant / MINUTE) * MINUTE + offset
}

const dateMs = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The instants whose Amsterdam wall clock reads `minutes` after midnight of `date`: none in the hour the
 * clock skips (last Sunday of March), two in the hour it repeats (last Sunday of October), else one.
 */
function instantsOf(date: string, minutes: number): number[] {
	const wall = dateMs(date) + minutes * MINUTE
	// Amsterdam is one or two hours ahead of UTC: try both.
	return [wall - 2 * 60 * MINUTE, wall - 60 * MINUTE].filter((instant) => wallClock(instant) === wall)
}

/** The instant of a wall-clock time on an Amsterdam date (the earlier of two in the repeated hour); undefined in the skipped hour. */
export function amsterdamInstant(date: string, minutes: number): Date | undefined {
	const [first] = instantsOf(date, minutes)
	return first === undefined ? undefined : new Date(first)
}

/** The Amsterdam wall-clock time of an instant, in minutes since local midnight. */
export function amsterdamMinutes(instant: Date): number {
	return (wallClock(instant.getTime()) % DAY) / MINUTE
}

/** The date `days` after an Amsterdam date, 'YYYY-MM-DD' (negative: before). */
export const datePlusDays = (date: string, days: number) => isoDate(dateMs(date) + days * DAY)

/** The Amsterdam date of an instant, 'YYYY-MM-DD'. */
export function amsterdamDate(instant: Date): string {
	return isoDate(wallClock(instant.getTime()))
}

/** Until when an appointment occupies the agenda: its real length and the buffer after it. */
export function occupiedUntil(start: Date, minutes: number, bufferMinutes: number): Date {
	return new Date(start.getTime() + (minutes + bufferMinutes) * MINUTE)
}

/**
 * A range's bounds as instants. A bound in the skipped hour moves to the first minute that exists; in
 * the repeated hour a start takes the first instant and an end the last, so a range lasts as long as
 * the clock on the wall says it is open: 00:00-06:00 is 5 real hours in March and 7 in October.
 */
function rangeInstants(date: string, range: MinuteRange): { from: number; to: number } | undefined {
	const bound = (minutes: number, pick: 'first' | 'last') => {
		for (let shift = 0; shift <= 60; shift++) {
			const found = instantsOf(date, minutes + shift)
			if (found.length) return pick === 'first' ? found[0]! : found.at(-1)!
		}
		return undefined
	}
	const from = bound(range.start, 'first')
	const to = bound(range.end, 'last')
	return from === undefined || to === undefined || to <= from ? undefined : { from, to }
}

/** Each weekday's ranges (Monday 0), read once from the opening-hours lines; a day without a readable line has none. */
export function weekRanges(lines: readonly string[]): MinuteRange[][] {
	const week: MinuteRange[][] = Array.from({ length: 7 }, () => [])
	for (const line of lines) {
		const parsed = parseOpeningLine(line)
		if (parsed) week[parsed.day] = parsed.ranges
	}
	return week
}

/** The ranges less the breaks that fall on this weekday: a break cuts a range in two, or shortens or removes it. */
export function withoutBreaks(ranges: readonly MinuteRange[], breaks: readonly WeeklyBreak[], weekday: number): MinuteRange[] {
	let open = [...ranges]
	for (const cut of breaks) {
		if (cut.weekday !== null && cut.weekday !== weekday) continue
		open = open.flatMap((range) =>
			[
				{ start: range.start, end: Math.min(range.end, cut.start) },
				{ start: Math.max(range.start, cut.end), end: range.end },
			].filter((part) => part.start < part.end),
		)
	}
	return open.sort((a, b) => a.start - b.start)
}

const pad = (n: number) => String(n).padStart(2, '0')
const clockTime = (wall: number) => `${pad(new Date(wall).getUTCHours())}:${pad(new Date(wall).getUTCMinutes())}`

/** The wall-clock time of instants in [from, to]: one offset for the whole range unless the clock changes inside it. */
function timesIn(from: number, to: number): (instant: number) => string {
	const offset = wallClock(from) - from
	if (wallClock(to) - to === offset) return (instant) => clockTime(instant + offset)
	return (instant) => clockTime(wallClock(instant))
}
function dayLabel(date: string) {
	labelFormat ??= new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })
	return labelFormat.format(new Date(dateMs(date)))
}

/** An instant in Amsterdam: its date ('2026-12-09'), that date as people read it ('woensdag 9 december') and its clock time ('10:30'). */
export function amsterdamMoment(instant: Date): { date: string; label: string; time: string } {
	const wall = wallClock(instant.getTime())
	const date = isoDate(wall)
	return { date, label: dayLabel(date), time: clockTime(wall) }
}

/** An instant as people read an appointment: 'woensdag 9 december om 10:30'. */
export function appointmentMoment(instant: Date): string {
	const { label, time } = amsterdamMoment(instant)
	return `${label} om ${time}`
}

/** A deadline as a sentence names it: 'zondag 6 december, 10:00 uur'. */
export function deadlineMoment(instant: Date): string {
	const wall = wallClock(instant.getTime())
	return `${dayLabel(isoDate(wall))}, ${clockTime(wall)} uur`
}

/** An appointment's day and times, the range with an en dash: 'woensdag 9 december, 10:30–12:30'. */
export function appointmentSpan(start: Date, end: Date): string {
	const wall = wallClock(start.getTime())
	return `${dayLabel(isoDate(wall))}, ${clockTime(wall)}–${clockTime(wallClock(end.getTime()))}`
}

/**
 * The free start times for an appointment of `minutes`, per Amsterdam date from today through the
 * horizon, nearest first; dates without a free time are left out.
 * - A date's bookable ranges are its override's when it has one, else its weekday's opening hours;
 *   a break is the gap between two ranges, and a weekly break is left out of every day it falls on.
 * - Start times lie every `stepMinutes` of real time from a range's start; the appointment ends no
 *   later than the range (its buffer may run past closing), so a long treatment is offered only
 *   where it fits.
 * - A time is free when the appointment and its buffer overlap nothing busy (an appointment may start
 *   the minute a busy time ends) and it starts at least `noticeMinutes` from now.
 * Stepping in real time between instants means no time is offered twice or lost at a clock change,
 * and every appointment keeps its real length.
 */
export function freeTimes(input: {
	openingLines: readonly string[]
	overrides: readonly DateOverride[]
	breaks?: readonly WeeklyBreak[]
	busy: readonly Busy[]
	minutes: number
	rules: BookingRules
	now: Date
	/** Only these Amsterdam dates (a series asks for a few days months apart), else every day of the horizon. */
	onDates?: ReadonlySet<string>
}): FreeDay[] {
	const { minutes, rules, now } = input
	// A step or length of zero would never leave a range.
	if (![minutes, rules.stepMinutes].every((value) => Number.isInteger(value) && value > 0))
		throw new RangeError('minutes and stepMinutes must be whole numbers above 0')
	const week = weekRanges(input.openingLines)
	const overrides = new Map(input.overrides.map((override) => [override.date, override.ranges]))
	const busy = input.busy.map((time) => ({ start: time.start.getTime(), end: time.end.getTime() })).sort((a, b) => a.start - b.start)
	const earliest = now.getTime() + rules.noticeMinutes * MINUTE
	const length = minutes * MINUTE
	const occupied = (minutes + rules.bufferMinutes) * MINUTE
	const step = rules.stepMinutes * MINUTE
	const today = dateMs(amsterdamDate(now))
	const days: FreeDay[] = []
	// Busy times are sorted by start and candidates come in order, so one pointer passes each busy time once.
	let first = 0
	let previous = -Infinity
	for (let offset = 0; offset < rules.horizonDays; offset++) {
		const ms = today + offset * DAY
		const date = isoDate(ms)
		if (input.onDates && !input.onDates.has(date)) continue
		const weekday = (new Date(ms).getUTCDay() + 6) % 7
		const ranges = withoutBreaks(overrides.get(date) ?? week[weekday]!, input.breaks ?? [], weekday)
		const times: FreeTime[] = []
		for (const range of ranges) {
			const bounds = rangeInstants(date, range)
			if (!bounds) continue
			const timeOf = timesIn(bounds.from, bounds.to)
			for (let start = bounds.from; start + length <= bounds.to; start += step) {
				// A range past midnight may overlap the next day's: an instant is offered once.
				if (start < earliest || start <= previous) continue
				previous = start
				while (first < busy.length && busy[first]!.end <= start) first++
				if (overlapsBusy(busy, first, start, start + occupied)) continue
				times.push({ start: new Date(start), time: timeOf(start) })
			}
		}
		if (times.length) days.push({ date, label: dayLabel(date), times })
	}
	return days
}

/** Whether [start, end) overlaps a busy time, looking from the first one that ends after `start`. */
function overlapsBusy(busy: readonly { start: number; end: number }[], from: number, start: number, end: number): boolean {
	for (let index = from; index < busy.length && busy[index]!.start < end; index++) if (busy[index]!.end > start) return true
	return false
}
