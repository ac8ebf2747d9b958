import { formatDutchDate } from '~/lib/common/dutch-date'
import { formatCount, formatDecimal } from '~/lib/common/dutch-number'
import type { SiteRequestTotals } from '~/server/place-requests/totals.server'

function Figures({ label, figures }: { label: string; figures: [string, string][] }) {
	return (
		<dl aria-label={label} className="mt-3 grid gap-3 sm:grid-cols-4">
			{figures.map(([name, value]) => (
				<div key={name} className="rounded-lg border border-slate-200 bg-white p-3">
					<dt className="text-sm text-slate-600">{name}</dt>
					<dd className="text-2xl font-semibold text-slate-900">{value}</dd>
				</div>
			))}
		</dl>
	)
}

/** The owner's 'Aanvragen' tab: requests received and answered, last 30 days. */
export function OwnerRequestTotals({ totals }: { totals: { received: number; answered: number } }) {
	return (
		<Figures
			label="Aanvragen van de laatste 30 dagen"
			figures={[
				['Ontvangen', formatCount(totals.received)],
				['Beantwoord', formatCount(totals.answered)],
			]}
		/>
	)
}

const hoursText = (hours: number | null) =>
	hours === null
		? '–'
		: hours < 48
			? `${formatDecimal(Math.round(hours * 10) / 10)} uur`
			: `${formatDecimal(Math.round(hours / 2.4) / 10)} dagen`

/** The admin overview: the site's place requests of the last 30 days, and the requests owners reported. */
export function SiteRequestTotalsSection({ totals }: { totals: SiteRequestTotals | null }) {
	return (
		<section aria-labelledby="plekaanvragen">
			<h2 id="plekaanvragen" className="text-2xl font-semibold">
				Plekaanvragen van de laatste 30 dagen
			</h2>
			{totals === null ? (
				<p className="mt-4 text-slate-600">De cijfers zijn nu niet bereikbaar.</p>
			) : (
				<>
					<Figures
						label="Plekaanvragen van de laatste 30 dagen"
						figures={[
							['Verstuurd', formatCount(totals.sent)],
							['Beantwoord', formatCount(totals.answered)],
							['Geaccepteerd', formatCount(totals.accepted)],
							['Mediaan tot eerste antwoord', hoursText(totals.medianHours)],
						]}
					/>
					<h3 className="mt-6 text-lg font-semibold">Gemelde aanvragen</h3>
					{totals.reports.length ? (
						<ul className="mt-2 space-y-1">
							{totals.reports.map((report) => (
								<li key={report.id}>
									{report.dog} aan {report.salon} <span className="text-slate-600">gemeld op {formatDutchDate(report.reported_at)}</span>
								</li>
							))}
						</ul>
					) : (
						<p className="mt-2 text-slate-600">Niemand heeft misbruik gemeld.</p>
					)}
				</>
			)}
		</section>
	)
}
