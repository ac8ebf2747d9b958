import { describe, expect, it } from 'vitest'
import { chartSummary, comparisonText, daysEndingOn, featuredBands, seriesSummary, statisticsSeries } from './statistics-chart'

const row = (day: string, views: number) => ({ day, views, phone: 0, website: 0, route: 0, impressions: 0 })

describe('statisticsSeries', () => {
	it('has every day of the window, oldest first, across a month end, with 0 for days without a row', () => {
		const series = statisticsSeries([row('2026-03-01', 4)], [], '2026-03-02', 4)
		expect(series.days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
		expect(series.counts.views).toEqual([0, 0, 4, 0])
		expect(series.firstCounted).toBe(2)
	})
	it('marks the days inside a featured range, both ends included', () => {
		const series = statisticsSeries([], [{ from: '2026-03-02', to: '2026-03-03' }], '2026-03-04', 5)
		expect(series.featured).toEqual([false, false, true, true, false])
		expect(series.firstCounted).toBe(-1)
	})
})

describe('featuredBands', () => {
	it('gives each run of featured days as first and last index', () => {
		expect(featuredBands([false, true, true, false, true])).toEqual([
			[1, 2],
			[4, 4],
		])
		expect(featuredBands([false, false])).toEqual([])
	})
})

describe('comparisonText', () => {
	const days = (before: number[], during: number[], unrecorded = 0) => {
		const all = [...Array(unrecorded).fill(null), ...before, ...during] as (number | null)[]
		const today = '2026-06-30'
		const series = statisticsSeries([], [], today, all.length)
		const rows = series.days.flatMap((day, i) => (all[i] === null ? [] : [row(day, all[i]!)]))
		const from = series.days[unrecorded + before.length]!
		return statisticsSeries(rows, during.length ? [{ from, to: today }] : [], today, all.length)
	}
	it('compares views per day while featured with the counted days before', () => {
		expect(comparisonText(days(Array(10).fill(5), Array(10).fill(12)))).toBe(
			'Tijdens je uitgelichte periode had je per dag 2,4× zoveel weergaven als daarvoor.',
		)
	})
	it('leaves out the days before anything was counted', () => {
		expect(comparisonText(days(Array(7).fill(5), Array(7).fill(10), 30))).toBe(
			'Tijdens je uitgelichte periode had je per dag 2,0× zoveel weergaven als daarvoor.',
		)
	})
	it('says so when the salon was not featured', () => {
		expect(comparisonText(days(Array(20).fill(5), []))).toMatch(/niet uitgelicht/)
	})
	it('says there is too little to compare with fewer than 7 days on a side or nothing counted before', () => {
		expect(comparisonText(days(Array(6).fill(5), Array(10).fill(12)))).toMatch(/te weinig/)
		expect(comparisonText(days(Array(10).fill(5), Array(6).fill(12)))).toMatch(/te weinig/)
		expect(comparisonText(days(Array(10).fill(0), Array(10).fill(12)))).toMatch(/te weinig/)
	})
})

describe('seriesSummary', () => {
	it('sums each figure and averages featured and other counted days', () => {
		const series = statisticsSeries(
			[row('2026-03-02', 2), row('2026-03-03', 6), row('2026-03-04', 10)],
			[{ from: '2026-03-04', to: '2026-03-04' }],
			'2026-03-04',
			4,
		)
		const views = seriesSummary(series).find((s) => s.metric === 'views')!
		expect(views).toEqual({ metric: 'views', total: 18, featuredAverage: 10, otherAverage: 4 })
		expect(seriesSummary(statisticsSeries([], [], '2026-03-04', 4))[0]).toMatchObject({
			total: 0,
			featuredAverage: null,
			otherAverage: null,
		})
	})
	it('leaves out the days before anything was counted on the featured side too', () => {
		// Featured from 1 March, counting began on 3 March: 1 and 2 March are not zero-view days.
		const series = statisticsSeries(
			[row('2026-03-03', 6), row('2026-03-04', 2)],
			[{ from: '2026-03-01', to: '2026-03-03' }],
			'2026-03-04',
			4,
		)
		expect(seriesSummary(series).find((s) => s.metric === 'views')).toEqual({
			metric: 'views',
			total: 8,
			featuredAverage: 6,
			otherAverage: 2,
		})
	})
})

describe('daysEndingOn', () => {
	it('steps back over month, year and leap-day ends, on both clock changes', () => {
		expect(daysEndingOn('2024-03-01', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01'])
		expect(daysEndingOn('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01'])
		expect(daysEndingOn('2026-03-30', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
		expect(daysEndingOn('2026-10-26', 2)).toEqual(['2026-10-25', '2026-10-26'])
		expect(daysEndingOn('2026-10-26', 0)).toEqual([])
	})

	it('answers the same window again from memory, as a copy of its own', () => {
		const first = daysEndingOn('2026-06-30', 3)
		first[0] = 'veranderd'
		expect(daysEndingOn('2026-06-30', 3)).toEqual(['2026-06-28', '2026-06-29', '2026-06-30'])
		expect(daysEndingOn('2026-06-30', 2)).toEqual(['2026-06-29', '2026-06-30'])
		expect(daysEndingOn('2026-07-01', 2)).toEqual(['2026-06-30', '2026-07-01'])
	})
})

describe('chartSummary', () => {
	it('is the sentence and the table the page shows, from the same series', () => {
		const series = statisticsSeries([row('2026-06-29', 3), row('2026-06-30', 5)], [], '2026-06-30', 3)
		const { comparison, summary } = chartSummary(series)
		expect(comparison).toBe(comparisonText(series))
		expect(summary.find((line) => line.metric === 'views')).toEqual({ metric: 'views', total: 8, featuredAverage: null, otherAverage: 4 })
	})
})
