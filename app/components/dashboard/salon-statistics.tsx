import type { SalonStatisticsSummary as Statistics } from '~/server/statistics/statistics.server'
import { StatTotals } from '../statistics/stat-totals'
import { StatisticsChart } from './statistics-chart'
import { AppointmentTotals } from '../bookings/appointment-totals'

/** The last 30 days of one salon, each figure as a number next to its label; then the 90-day chart. */
export function SalonStatistics({ salonId, salonName, statistics }: { salonId: number; salonName: string; statistics: Statistics }) {
	return (
		<>
			<section aria-label={`Statistieken van ${salonName}`} className="border-t border-slate-200 px-5 py-4">
				<h3 className="text-sm font-semibold text-slate-900">Laatste 30 dagen</h3>
				<StatTotals totals={statistics.totals} />
				{statistics.appointments ? <AppointmentTotals counts={statistics.appointments} /> : null}
			</section>
			<StatisticsChart salonId={salonId} salonName={salonName} comparison={statistics.comparison} summary={statistics.summary} />
		</>
	)
}
