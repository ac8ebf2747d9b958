import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FieldError, FormError, TextField } from '~/components/ui/field'
import { weeklyBreakText } from '~/lib/bookings/agenda'
import { EVERY_DAY } from '~/lib/bookings/agenda-schema'
import type { WeeklyBreak } from '~/lib/bookings/free-times'
import { WEEKDAYS } from '~/lib/salons/week-hours'
import { AgendaFormFields, SECTION, SELECT, useAgendaFailure } from './agenda-form'

/** 'Pauzes': breaks that repeat every week (every day or one weekday), each with 'Verwijderen', and the form to add one. */
export function BreaksPanel({ salonId, breaks }: { salonId: number; breaks: (WeeklyBreak & { id: number })[] }) {
	return (
		<section aria-labelledby="pauzes" className={SECTION}>
			<h3 id="pauzes" className="text-xl font-semibold">
				Pauzes
			</h3>
			<p className="text-sm text-slate-700">
				Een pauze geldt elke week, op die dag of elke dag, ook op een datum met andere tijden. Die tijd wordt niet online aangeboden.
			</p>
			{breaks.length ? (
				<ul className="divide-y divide-slate-200">
					{breaks.map((rule) => (
						<li key={rule.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
							<span className="font-medium">{weeklyBreakText(rule)}</span>
							<Form method="post">
								<AgendaFormFields intent="deleteWeeklyBreak" salonId={salonId} />
								<input type="hidden" name="breakId" value={rule.id} />
								<Button type="submit" variant="secondary" aria-label={`Pauze ${weeklyBreakText(rule)} verwijderen`}>
									Verwijderen
								</Button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p className="text-slate-700">Geen pauzes: online te boeken zijn je openingstijden zoals ze zijn.</p>
			)}
			<BreakForm salonId={salonId} />
		</section>
	)
}

function BreakForm({ salonId }: { salonId: number }) {
	const failure = useAgendaFailure('weeklyBreak')
	const field = (name: string) => ({ name, error: failure.error(name), defaultValue: failure.value(name) })
	return (
		<Form method="post" className="space-y-4 border-t border-slate-200 pt-4">
			<FormError message={failure.message} />
			<AgendaFormFields intent="weeklyBreak" salonId={salonId} />
			<div className="grid gap-4 sm:grid-cols-3">
				<div>
					<label htmlFor="break-weekday" className="mb-1 block text-sm font-medium text-slate-800">
						Dag
					</label>
					<select
						id="break-weekday"
						name="weekday"
						className={SELECT}
						defaultValue={failure.value('weekday', EVERY_DAY)}
						aria-invalid={failure.error('weekday') ? true : undefined}
						aria-describedby={failure.error('weekday') ? 'break-weekday-error' : undefined}
					>
						<option value={EVERY_DAY}>Elke dag</option>
						{WEEKDAYS.map((day, index) => (
							<option key={day} value={index}>
								{day}
							</option>
						))}
					</select>
					<FieldError id="break-weekday" error={failure.error('weekday')} />
				</div>
				<TextField label="Van" type="time" step={300} required {...field('start')} />
				<TextField label="Tot" type="time" step={300} hint="Leeg: de rest van de dag, zoals een vrije middag." {...field('end')} />
			</div>
			<Button type="submit">Pauze toevoegen</Button>
		</Form>
	)
}
