import { shownOpeningLine } from '~/lib/salons/opening-hours'

/** 'Openingstijden': the lines as given (each time range written one way), today's in bold, and 'Nu open' / 'Nu gesloten' when today's line can be read. */
export function OpeningHours({ lines, state, today }: { lines: readonly string[]; state?: 'open' | 'closed'; today: number }) {
	return (
		<section aria-labelledby="openingstijden" className="rounded-xl border border-slate-200 bg-white p-5">
			<div className="flex items-center justify-between gap-3">
				<h2 id="openingstijden" className="text-lg font-semibold">
					Openingstijden
				</h2>
				{state ? (
					<span
						data-testid="open-state"
						className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${state === 'open' ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
					>
						{state === 'open' ? 'Nu open' : 'Nu gesloten'}
					</span>
				) : null}
			</div>
			{lines.length ? (
				<ul className="mt-3 space-y-1 text-sm text-slate-700">
					{lines.map((line, index) => (
						<li key={`${index}-${line}`} className={index === today ? 'font-semibold text-slate-900' : undefined}>
							{shownOpeningLine(line)}
							{index === today ? <span className="sr-only"> (vandaag)</span> : null}
						</li>
					))}
				</ul>
			) : (
				<p className="mt-3 text-sm text-slate-600">Geen openingstijden bekend.</p>
			)}
		</section>
	)
}
