import type { adminSummary } from '~/server/admin/summary.server'
import { formatCount } from '~/lib/common/dutch-number'

type Summary = Awaited<ReturnType<typeof adminSummary>>

/** The four counters above the admin tabs. */
export function SummaryCards({ summary }: { summary: Summary }) {
	const cards = [
		{ label: 'Totaal trimsalons', value: summary.salons },
		{ label: 'Totaal claims', value: summary.claims },
		{ label: 'Openstaande claims', value: summary.openClaims },
		{ label: 'Goedgekeurde claims', value: summary.approvedClaims },
	]
	return (
		<dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
			{cards.map((card) => (
				<div key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
					<dt className="text-sm font-medium text-slate-600">{card.label}</dt>
					<dd className="mt-1 text-3xl font-bold text-slate-900">{formatCount(card.value)}</dd>
				</div>
			))}
		</dl>
	)
}
