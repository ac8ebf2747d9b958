import { useEffect, useRef, useState } from 'react'
import { formatCount, formatDecimal } from '~/lib/common/dutch-number'
import { paths } from '~/lib/common/paths'
import { STAT_LABELS, STAT_METRICS, STAT_PHRASES, type StatMetric } from '~/lib/statistics/statistics'
import { CHART_DAYS, featuredBands, type ChartSummary, type StatisticsSeries } from '~/lib/statistics/statistics-chart'

const perDay = (value: number | null) => (value === null ? '–' : formatDecimal(value))

/** The salon's days, fetched once per page view however often the figure changes. */
function useSeries(salonId: number) {
	const [series, setSeries] = useState<StatisticsSeries | null>(null)
	useEffect(() => {
		let cancelled = false
		// The chart's code loads meanwhile, so that it draws as soon as the days are here.
		void import('./uplot-chart.client')
		void fetch(`${paths.dashboardStatistics}/${salonId}`)
			.then((answer) => (answer.ok ? (answer.json() as Promise<StatisticsSeries>) : null))
			.then((days) => !cancelled && setSeries(days))
			// Without its days the chart stays empty; the sentence and the table below say the same.
			.catch(() => undefined)
		return () => {
			cancelled = true
		}
	}, [salonId])
	return series
}

/**
 * The last 90 days of one salon: a sentence comparing its featured days with the days before, a
 * chart of one figure at a time with the featured days shaded (uPlot and the days it draws, both
 * loaded in the browser only), and the same in a small table for screen readers and browsers
 * without JavaScript.
 */
export function StatisticsChart({ salonId, salonName, comparison, summary }: { salonId: number; salonName: string } & ChartSummary) {
	const series = useSeries(salonId)
	const [metric, setMetric] = useState<StatMetric>('views')
	const chartRef = useRef<HTMLDivElement>(null)
	const headingId = `statistics-90-${salonId}`

	useEffect(() => {
		if (!series) return
		let cleanUp: (() => void) | undefined
		let cancelled = false
		void import('./uplot-chart.client').then(({ drawStatisticsChart }) => {
			if (cancelled || !chartRef.current) return
			const input = { days: series.days, values: series.counts[metric], bands: featuredBands(series.featured), label: STAT_LABELS[metric] }
			cleanUp = drawStatisticsChart(chartRef.current, input)
		})
		return () => {
			cancelled = true
			cleanUp?.()
		}
	}, [series, metric])

	return (
		<section aria-labelledby={headingId} className="border-t border-slate-200 px-5 py-4">
			<h3 id={headingId} className="text-sm font-semibold text-slate-900">
				Laatste {CHART_DAYS} dagen<span className="sr-only"> van {salonName}</span>
			</h3>
			<p className="mt-1 text-sm text-slate-700" data-comparison>
				{comparison}
			</p>
			<fieldset className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
				<legend className="sr-only">Cijfer in de grafiek</legend>
				{STAT_METRICS.map((m) => (
					<label key={m} className="inline-flex items-center gap-1.5">
						<input type="radio" name={`chart-metric-${salonId}`} value={m} checked={metric === m} onChange={() => setMetric(m)} />
						{STAT_LABELS[m]}
					</label>
				))}
			</fieldset>
			<div
				ref={chartRef}
				role="img"
				aria-label={`${STAT_PHRASES[metric].chart} per dag in de laatste ${CHART_DAYS} dagen; de dagen waarop je trimsalon uitgelicht was, zijn gearceerd`}
				className="mt-2 min-h-[220px] w-full"
			/>
			<p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
				<span aria-hidden="true" className="inline-block h-3 w-4 rounded-sm bg-amber-500/20" /> Gearceerd: de dagen waarop je trimsalon
				uitgelicht was
			</p>
			<table className="mt-3 w-full text-left text-sm">
				<caption className="text-left text-xs font-medium text-slate-600">Samenvatting van de laatste {CHART_DAYS} dagen</caption>
				<thead>
					<tr className="text-xs text-slate-600">
						<th scope="col">Cijfer</th>
						<th scope="col">Totaal</th>
						<th scope="col">Per dag uitgelicht</th>
						<th scope="col">Per dag niet uitgelicht</th>
					</tr>
				</thead>
				<tbody>
					{summary.map((row) => (
						<tr key={row.metric}>
							<th scope="row" className="font-medium">
								{STAT_LABELS[row.metric]}
							</th>
							<td>{formatCount(row.total)}</td>
							<td>{perDay(row.featuredAverage)}</td>
							<td>{perDay(row.otherAverage)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	)
}
