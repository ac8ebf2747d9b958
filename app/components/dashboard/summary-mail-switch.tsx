import { Form, useNavigation } from 'react-router'

/**
 * The monthly summary mail on or off: one switch for all the owner's salons. A click posts the
 * other state; the mail's one-click link turns it off too, and this turns it back on.
 */
export function SummaryMailSwitch({ on }: { on: boolean | null }) {
	const busy = useNavigation().state !== 'idle'
	return (
		<section aria-labelledby="maandoverzicht" className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
			<h2 id="maandoverzicht" className="sr-only">
				Maandoverzicht van je statistieken
			</h2>
			{on === null ? (
				<p className="text-sm text-slate-600">Je instelling voor het maandoverzicht is nu niet bereikbaar. Probeer het later opnieuw.</p>
			) : (
				<Form method="post" className="flex flex-wrap items-center gap-x-4 gap-y-2">
					<input type="hidden" name="summary" value={on ? 'off' : 'on'} />
					<button
						type="submit"
						name="intent"
						value="summary"
						role="switch"
						aria-checked={on}
						aria-describedby="maandoverzicht-uitleg"
						disabled={busy}
						className="inline-flex items-center gap-3 rounded-lg py-1 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
					>
						<span
							aria-hidden="true"
							className={`relative inline-block h-6 w-11 rounded-full transition ${on ? 'bg-brand-600' : 'bg-slate-300'}`}
						>
							<span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition ${on ? 'left-5.5' : 'left-0.5'}`} />
						</span>
						Maandelijks overzicht per e-mail
					</button>
					<p id="maandoverzicht-uitleg" className="text-sm text-slate-700">
						{on
							? 'Aan: op de eerste van elke maand mailen we je de cijfers van je trimsalons van de maand ervoor.'
							: 'Uit: je krijgt geen maandelijks overzicht van je statistieken per e-mail.'}
					</p>
				</Form>
			)}
		</section>
	)
}
