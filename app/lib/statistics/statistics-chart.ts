import { featuredComparison } from '../featured/featured-comparison'
import { middayOf } from '../common/dutch-date'
import { STAT_METRICS, type StatMetric } from './statistics'

/** The days (YYYY-MM-DD, both included) a salon was featured. */
export type DayRange = { from: string; to: string }
type DayCounts = { day: string } & Record<StatMetric, number>

/** What the dashboard charts: one entry per calendar day, oldest first. */
export type StatisticsSeries = {
	days: string[]
	featured: boolean[]
	counts: Record<StatMetric, number[]>
	/** The index of the first day anything was counted (-1 when nothing was): days before it say nothing. */
	firstCounted: number
}

/** The chart's window: this many days, today included. */
export const CHART_DAYS = 90

/** Every day of the window with its counts (0 for a day without a row) and whether it was featured. */
export function statisticsSeries(
	rows: readonly DayCounts[],
	featured: readonly DayRange[],
	today: string,
	length = CHART_DAYS,
): StatisticsSeries {
	const days = daysEndingOn(today, length)
	const byDay = new Map(rows.map((row) => [row.day, row]))
	const counts = Object.fromEntries(STAT_METRICS.map((metric) => [metric, days.map((day) => byDay.get(day)?.[metric] ?? 0)])) as Record<
		StatMetric,
		number[]
	>
	return {
		days,
		featured: days.map((day) => featured.some((range) => range.from <= day && day <= range.to)),
		counts,
		firstCounted: days.findIndex((day) => byDay.has(day)),
	}
}

/** The window of the latest call: every salon on a page, and every page on a day, asks for the same one. */
let latestWindow: { last: string; days: string[] } | undefined

/** `length` calendar days (YYYY-MM-DD) ending on `last`, oldest first: one date stepped back, not one parsed per day. */
export function daysEndingOn(last: string, length: number): string[] {
	if (latestWindow?.last === last && latestWindow.days.length === length) return [...latestWindow.days]
	const date = middayOf(last)
	const days = new Array<string>(length)
	for (let i = length - 1; i >= 0; i--) {
		days[i] = date.toISOString().slice(0, 10)
		date.setUTCDate(date.getUTCDate() - 1)
	}
	latestWindow = { last, days: [...days] }
	return days
}

/** The runs of featured days as [first, last] indexes, for shading. */
export function featuredBands(featured: readonly boolean[]): [number, number][] {
	const bands: [number, number][] = []
	featured.forEach((on, i) => {
		if (!on) return
		const last = bands.at(-1)
		if (last && last[1] === i - 1) last[1] = i
		else bands.push([i, i])
	})
	return bands
}

/**
 * The plain sentence under the chart: how the views per day while featured compare with the days
 * before (from the first day anything was counted), or why there is nothing to compare yet.
 */
export function comparisonText(series: StatisticsSeries): string {
	if (!series.featured.includes(true))
		return `Je trimsalon was de afgelopen ${CHART_DAYS} dagen niet uitgelicht. Met een uitgelichte vermelding zie je hier wat die oplevert.`
	const start = Math.max(series.firstCounted, 0)
	const days = series.days
		.slice(start)
		.map((day, i) => ({ day, count: series.counts.views[start + i]!, featured: series.featured[start + i]! }))
	return (
		featuredComparison(days, 'weergaven') ??
		'Er zijn nog te weinig dagen met weergaven om je uitgelichte periode met de dagen ervoor te vergelijken.'
	)
}

/**
 * Per figure: the 90-day total and the average per day on featured and on other days (null without
 * such days). Both averages start at the first counted day: days before counting began are not
 * zero days, featured or not.
 */
export function seriesSummary(series: StatisticsSeries) {
	const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null)
	const counted = (i: number) => series.firstCounted >= 0 && i >= series.firstCounted
	return STAT_METRICS.map((metric) => {
		const values = series.counts[metric]
		return {
			metric,
			total: values.reduce((a, b) => a + b, 0),
			featuredAverage: average(values.filter((_, i) => counted(i) && series.featured[i])),
			otherAverage: average(values.filter((_, i) => counted(i) && !series.featured[i])),
		}
	})
}

/**
 * What the page itself shows of the 90 days: the sentence and the summary table. The chart's day
 * by day figures are fetched by the chart when it draws (in the browser only), so the page does not
 * carry them.
 */
export function chartSummary(series: StatisticsSeries) {
	return { comparison: comparisonText(series), summary: seriesSummary(series) }
}

export type ChartSummary = ReturnType<typeof chartSummary>
