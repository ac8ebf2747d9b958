import { Link } from 'react-router'
import { countLabel } from '~/lib/common/dutch-number'
import type { SiteStatistics as Figures } from '~/server/statistics/statistics.server'
import { StatTotals } from '../statistics/stat-totals'
import { salonPath } from '~/lib/common/paths'

/** The admin overview's statistics: every figure summed over all salons and the most viewed salons, last 30 days. */
export function SiteStatistics({ statistics }: { statistics: Figures | null }) {
	return (
		<section aria-labelledby="site-statistieken">
			<h2 id="site-statistieken" className="text-2xl font-semibold">
				Statistieken van de laatste 30 dagen
			</h2>
			{statistics === null ? (
				<p className="mt-4 text-slate-600">De statistieken zijn nu niet bereikbaar. Probeer het over een paar minuten opnieuw.</p>
			) : (
				<>
					<StatTotals totals={statistics.totals} />
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
									<span className="text-slate-600">{countLabel(salon.views, 'weergave', 'weergaven')}</span>
								</li>
							))}
						</ol>
					)}
				</>
			)}
		</section>
	)
}
