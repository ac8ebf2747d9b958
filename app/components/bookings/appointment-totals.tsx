import { APPOINTMENT_COUNT_LABELS, type AppointmentCounts } from '~/lib/bookings/counts'
import { formatCount } from '~/lib/common/dutch-number'

const FIGURES = Object.keys(APPOINTMENT_COUNT_LABELS) as (keyof AppointmentCounts)[]

/** A salon's appointments in the statistics' period: booked online, cancelled, not kept. */
export function AppointmentTotals({ counts }: { counts: AppointmentCounts }) {
	return (
		<>
			<h4 className="mt-4 text-sm font-semibold text-slate-900">Afspraken</h4>
			<dl className="mt-2 grid grid-cols-3 gap-3">
				{FIGURES.map((figure) => (
					<div key={figure} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
						<dt className="text-xs font-medium text-slate-600">{APPOINTMENT_COUNT_LABELS[figure]}</dt>
						<dd className="text-2xl font-bold text-slate-900" data-appointments={figure}>
							{formatCount(counts[figure])}
						</dd>
					</div>
				))}
			</dl>
		</>
	)
}
