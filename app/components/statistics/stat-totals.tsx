import { formatCount } from '~/lib/common/dutch-number'
import { STAT_LABELS, STAT_METRICS } from '~/lib/statistics/statistics'
import type { MetricCounts } from '~/server/statistics/statistics.server'

/** Every figure as a number under its label: one salon's or the whole site's last 30 days. */
export function StatTotals({ totals }: { totals: MetricCounts }) {
	return (
		<dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
			{STAT_METRICS.map((metric) => (
				<div key={metric} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
					<dt className="text-xs font-medium text-slate-600">{STAT_LABELS[metric]}</dt>
					<dd className="text-2xl font-bold text-slate-900" data-metric={metric}>
						{formatCount(totals[metric])}
					</dd>
				</div>
			))}
		</dl>
	)
}
