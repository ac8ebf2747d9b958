import { Link } from 'react-router'
import { salonPath } from '~/lib/salon-card'
import { STAT_LABELS, STAT_METRICS, type StatMetric } from '~/lib/statistics'

type SiteStatisticsData = {
	totals: Record<StatMetric, number>
	mostViewed: { id: number; name: string; slug: string | null; views: number }[]
}

const number = new Intl.NumberFormat('nl-NL')

/** The admin overview's statistics: every figure summed over all salons and the most viewed salons, last 30 days. */
export function SiteStatistics({ statistics }: { statistics: SiteStatisticsData | null }) {
	return (
		<section aria-labelledby="site-statistieken">
			<h2 id="site-statistieken" className="text-2xl font-semibold">
				Statistieken van de laatste 30 dagen
			</h2>
			{statistics === null ? (
				<p className="mt-4 text-slate-600">De statistieken zijn nu niet bereikbaar. Probeer het over een paar minuten opnieuw.</p>
			) : (
				<>
					<dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
						{STAT_METRICS.map((metric) => (
							<div key={metric} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
								<dt className="text-xs font-medium text-slate-600">{STAT_LABELS[metric]}</dt>
								<dd className="text-2xl font-bold text-slate-900" data-metric={metric}>
									{number.format(statistics.totals[metric])}
								</dd>
							</div>
						))}
					</dl>
					<h3 className="mt-6 text-lg font-semibold">Meest bekeken trimsalons</h3>
					{statistics.mostViewed.length === 0 ? (
						<p className="mt-2 text-slate-600">Nog geen weergaven geteld.</p>
					) : (
						<ol className="mt-2 list-decimal space-y-1 pl-6" aria-label="Meest bekeken trimsalons">
							{statistics.mostViewed.map((salon) => (
								<li key={salon.id}>
									<Link to={salonPath(salon)} className="font-medium text-brand-700 hover:underline">
										{salon.name}
									</Link>{' '}
									<span className="text-slate-600">{`${number.format(salon.views)} weergaven`}</span>
								</li>
							))}
						</ol>
					)}
				</>
			)}
		</section>
	)
}
