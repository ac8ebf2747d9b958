import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError, TextField } from '~/components/ui/field'
import { rangesText } from '~/lib/bookings/agenda'
import type { MinuteRange } from '~/lib/bookings/free-times'
import { formatDutchDate } from '~/lib/common/dutch-date'
import { AgendaFormFields, SECTION, useAgendaFailure } from './agenda-form'

/** Dates that differ from the week (a holiday, a day off, other hours): the coming ones, each with 'Verwijderen'. */
export function OverridesPanel({ salonId, overrides }: { salonId: number; overrides: { date: string; ranges: MinuteRange[] }[] }) {
	const failure = useAgendaFailure('override')
	return (
		<section aria-labelledby="uitzonderingen" className={SECTION}>
			<h3 id="uitzonderingen" className="text-xl font-semibold">
				Vrije dagen en andere tijden
			</h3>
			{overrides.length ? (
				<ul className="divide-y divide-slate-200">
					{overrides.map((override) => (
						<li key={override.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
							<span>
								<span className="font-medium">{formatDutchDate(override.date)}</span>: {rangesText(override.ranges)}
							</span>
							<Form method="post">
								<AgendaFormFields intent="deleteOverride" salonId={salonId} />
								<input type="hidden" name="date" value={override.date} />
								<Button type="submit" variant="secondary" aria-label={`Uitzondering op ${formatDutchDate(override.date)} verwijderen`}>
									Verwijderen
								</Button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p className="text-slate-700">Geen uitzonderingen: online te boeken zijn je gewone openingstijden.</p>
			)}
			<Form method="post" className="space-y-4 border-t border-slate-200 pt-4">
				<FormError message={failure.message} />
				<AgendaFormFields intent="override" salonId={salonId} />
				<div className="grid gap-4 sm:grid-cols-2">
					<TextField label="Datum" name="date" type="date" required error={failure.error('date')} defaultValue={failure.value('date')} />
					<TextField
						label="Andere tijden"
						name="hours"
						maxLength={100}
						placeholder="09:00-12:00, 13:00-17:00"
						hint="Leeg kan alleen met 'Gesloten' aangevinkt: dan is er die dag niets te boeken."
						error={failure.error('hours')}
						defaultValue={failure.value('hours')}
					/>
				</div>
				<label className="flex items-center gap-2">
					<input type="checkbox" name="closed" className="size-4" defaultChecked={failure.value('closed') === 'on'} />
					Gesloten (feestdag of vrije dag)
				</label>
				{failure.error('confirmed') ? (
					<div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
						<p>{failure.error('confirmed')}</p>
						<Button type="submit" name="confirmed" value="on">
							Toch opslaan
						</Button>
					</div>
				) : (
					<Button type="submit">Uitzondering opslaan</Button>
				)}
			</Form>
		</section>
	)
}
