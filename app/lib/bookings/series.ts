import { amsterdamDate, amsterdamInstant, amsterdamMinutes, datePlusDays, type FreeDay } from './free-times'

/** 'Herhalen': every 2 to 12 weeks, 2 to 4 appointments in all. */
export const SERIES_WEEKS = { min: 2, max: 12 } as const
export const SERIES_COUNT = { min: 2, max: 4 } as const

/** How far ahead a salon lets its regular clients book a series, unless it sets its own. */
export const DEFAULT_SERIES_HORIZON_WEEKS = 26

/**
 * One date of a series: the time asked for (the first one's weekday and wall-clock time) and the
 * time found: the same where it is free, else the nearest free time that day or the day before or
 * after (`moved`), or none (`start` null): nothing free near it, or past how far ahead the salon
 * lets regular clients book (`beyondHorizon`).
 */
export type SeriesDate = { wanted: Date; start: Date | null; moved: boolean; beyondHorizon: boolean }

/**
 * The times a series asks for: the first, then every `everyWeeks` weeks on the same weekday at the
 * same Amsterdam wall-clock time, so a series across a clock change keeps 10:00 (its instants move by
 * an hour). A wall time in the hour the clock skips takes the first minute after it that exists.
 */
export function seriesWishes(first: Date, everyWeeks: number, count: number): Date[] {
	const date = amsterdamDate(first)
	const minutes = amsterdamMinutes(first)
	return Array.from({ length: count }, (_, index) => {
		const day = datePlusDays(date, index * everyWeeks * 7)
		return index === 0 ? first : wallTimeOn(day, minutes)
	})
}

function wallTimeOn(date: string, minutes: number): Date {
	for (let shift = 0; ; shift += 15) {
		const instant = amsterdamInstant(date, minutes + shift)
		if (instant) return instant
	}
}

/** The dates a placement looks at: each wished time's Amsterdam date and the day before and after. */
export const datesNear = (wishes: readonly Date[]) =>
	new Set(wishes.flatMap((wish) => [-1, 0, 1].map((days) => datePlusDays(amsterdamDate(wish), days))))

/**
 * Where each wished time lands among the free times (`free`, per Amsterdam date, through `lastDate`,
 * the salon's horizon for series): the wished time itself when free, else the nearest free time by
 * the clock on its date or the day before or after (the earlier of two as near), else none.
 */
export function placeSeries(wishes: readonly Date[], free: readonly FreeDay[], lastDate: string): SeriesDate[] {
	const byDate = new Map(free.map((day) => [day.date, day.times]))
	return wishes.map((wanted) => {
		const date = amsterdamDate(wanted)
		if (date > lastDate) return { wanted, start: null, moved: false, beyondHorizon: true }
		const near = [-1, 0, 1].flatMap((days) => byDate.get(datePlusDays(date, days)) ?? [])
		if (near.some((time) => time.start.getTime() === wanted.getTime())) return { wanted, start: wanted, moved: false, beyondHorizon: false }
		const distance = (start: Date) => Math.abs(start.getTime() - wanted.getTime())
		const nearest = near.reduce<Date | null>(
			(best, time) => (best === null || distance(time.start) < distance(best) ? time.start : best),
			null,
		)
		return { wanted, start: nearest, moved: nearest !== null, beyondHorizon: false }
	})
}

/** The times of a placed series that will be booked, in order: the dates with nothing near are left out. */
export const placedStarts = (dates: readonly { start: Date | null }[]) => dates.flatMap((date) => (date.start ? [date.start] : []))

/**
 * What the page lists before a series is confirmed: each date (instants as ISO) as it landed, the
 * interval, the salon's cancellation hours and when it was computed (for the rule of each time).
 */
export function seriesPlan(input: { dates: SeriesDate[]; everyWeeks: number; cancelHours: number; now: Date }) {
	return {
		everyWeeks: input.everyWeeks,
		cancelHours: input.cancelHours,
		plannedAt: input.now.toISOString(),
		dates: input.dates.map((date) => ({
			wanted: date.wanted.toISOString(),
			start: date.start?.toISOString() ?? null,
			moved: date.moved,
			beyondHorizon: date.beyondHorizon,
		})),
	}
}
export type SeriesPlan = ReturnType<typeof seriesPlan>

/** 'Reeks van 3, elke 6 weken': a series as Mijn afspraken names it. */
export const seriesLine = (count: number, everyWeeks: number) => `Reeks van ${count}, elke ${everyWeeks} weken`

/** A coming appointment alone, or the coming appointments of one series together. */
export type SeriesGroup<T> = { series: { id: string; weeks: number } | null; items: T[] }

/**
 * The coming appointments (in their order) with each series' together, where its first one stands;
 * a series with one coming appointment left stands alone.
 */
export function groupedBySeries<T extends { seriesId: string | null; seriesWeeks: number | null }>(
	appointments: readonly T[],
): SeriesGroup<T>[] {
	const groups: SeriesGroup<T>[] = []
	const bySeries = new Map<string, SeriesGroup<T>>()
	for (const appointment of appointments) {
		const known = appointment.seriesId === null ? undefined : bySeries.get(appointment.seriesId)
		if (known) {
			known.items.push(appointment)
			continue
		}
		const group = {
			series: appointment.seriesId === null ? null : { id: appointment.seriesId, weeks: appointment.seriesWeeks ?? 0 },
			items: [appointment],
		}
		if (appointment.seriesId !== null) bySeries.set(appointment.seriesId, group)
		groups.push(group)
	}
	return groups.flatMap((group) => (group.series && group.items.length < 2 ? [{ series: null, items: group.items }] : [group]))
}

/** How many weeks after a visit the next one falls when nothing else is known of the dog. */
export const DEFAULT_NEXT_VISIT_WEEKS = 6

/**
 * The interval 'Volgende afspraak plannen' proposes: the dog's own rhythm (as its owner saved it, within
 * the weeks a plan can span), else the appointment's series' interval, else 6 weeks.
 */
export const nextVisitWeeks = (appointment: { seriesWeeks: number | null; rhythmWeeks: number | null }) =>
	appointment.rhythmWeeks !== null
		? Math.min(SERIES_WEEKS.max, Math.max(SERIES_WEEKS.min, appointment.rhythmWeeks))
		: (appointment.seriesWeeks ?? DEFAULT_NEXT_VISIT_WEEKS)

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The times the next visits after `visit` ask for: `count` of them, every `everyWeeks` weeks from the
 * visit at its weekday and Amsterdam wall-clock time, the first that are still to come at `now` (a
 * visit long ago skips the weeks gone by).
 */
export function nextVisitWishes(visit: Date, everyWeeks: number, count: number, now: Date) {
	const gone = Math.max(1, Math.floor((now.getTime() - visit.getTime()) / (everyWeeks * WEEK_MS)))
	return seriesWishes(visit, everyWeeks, gone + count + 1)
		.slice(gone)
		.filter((wish) => wish > now)
		.slice(0, count)
}

/** Whether the times found are the times posted, in order. */
export const sameInstants = (found: readonly Date[], posted: readonly Date[]) =>
	found.length === posted.length && found.every((instant, index) => instant.getTime() === posted[index]!.getTime())
