import { STAT_LABELS, STAT_METRICS } from '~/lib/statistics'
import type { SalonStatistics as Statistics } from '~/server/statistics/statistics.server'
import { StatisticsChart } from './statistics-chart'

/** The last 30 days of one salon, each figure as a number next to its label; then the 90-day chart. */
export function SalonStatistics({ salonId, salonName, statistics }: { salonId: number; salonName: string; statistics: Statistics }) {
	const { totals } = statistics
	return (
		<>
			<section aria-label={`Statistieken van ${salonName}`} className="border-t border-slate-200 px-5 py-4">
				<h3 className="text-sm font-semibold text-slate-900">Laatste 30 dagen</h3>
				<dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
					{STAT_METRICS.map((metric) => (
						<div key={metric} className="rounded-lg bg-slate-50 px-3 py-2">
							<dt className="text-xs font-medium text-slate-600">{STAT_LABELS[metric]}</dt>
							<dd className="text-2xl font-bold text-slate-900" data-metric={metric}>
								{totals[metric].toLocaleString('nl-NL')}
							</dd>
						</div>
					))}
				</dl>
			</section>
			<StatisticsChart salonId={salonId} salonName={salonName} statistics={statistics} />
		</>
	)
}
