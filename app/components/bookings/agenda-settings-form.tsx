import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError, TextField } from '~/components/ui/field'
import { STEP_CHOICES } from '~/lib/bookings/agenda-schema'
import type { AgendaView } from './agenda-page'
import { AgendaFormFields, SECTION, SELECT, useAgendaFailure } from './agenda-form'

/** 'Online afspraken' on or off, and the rules every free time follows. */
export function SettingsForm({
	salonId,
	settings,
	hasTreatments,
}: {
	salonId: number
	settings: AgendaView['settings']
	hasTreatments: boolean
}) {
	const failure = useAgendaFailure('settings')
	const number = (name: 'bufferMinutes' | 'noticeHours' | 'horizonDays' | 'cancelHours' | 'seriesHorizonWeeks') => ({
		name,
		error: failure.error(name),
		defaultValue: failure.value(name, settings[name]),
	})
	const checked = (name: 'enabled' | 'approveFirst' | 'offerToWaitingList') =>
		failure.posted ? failure.value(name) === 'on' : settings[name]
	return (
		<section aria-labelledby="instellingen" className={SECTION}>
			<h3 id="instellingen" className="text-xl font-semibold">
				Instellingen
			</h3>
			<Form method="post" className="space-y-4">
				<FormError message={failure.message} />
				<AgendaFormFields intent="settings" salonId={salonId} />
				<label className="flex items-center gap-2 font-medium">
					<input type="checkbox" name="enabled" defaultChecked={checked('enabled')} className="size-4" />
					Online afspraken
				</label>
				{!hasTreatments ? (
					<p className="text-sm text-slate-700">Voeg eerst een behandeling toe; daarna kun je online afspraken aanzetten.</p>
				) : null}
				<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					<TextField
						label="Pauze na elke afspraak (minuten)"
						{...number('bufferMinutes')}
						type="number"
						inputMode="numeric"
						min={0}
						max={240}
						required
					/>
					<TextField
						label="Hoeveel uur van tevoren moeten klanten minstens boeken?"
						{...number('noticeHours')}
						type="number"
						inputMode="numeric"
						min={0}
						max={168}
						required
						hint="Een tijd die dichterbij is, kan niet meer online geboekt worden."
					/>
					<TextField
						label="Hoeveel dagen vooruit kunnen klanten boeken?"
						{...number('horizonDays')}
						type="number"
						inputMode="numeric"
						min={1}
						max={90}
						required
					/>
					<div>
						<label htmlFor="step-minutes" className="mb-1 block text-sm font-medium text-slate-800">
							Begintijden om de
						</label>
						<select
							id="step-minutes"
							name="stepMinutes"
							className={SELECT}
							defaultValue={String(failure.value('stepMinutes', settings.stepMinutes))}
						>
							{STEP_CHOICES.map((step) => (
								<option key={step} value={step}>
									{step} minuten
								</option>
							))}
						</select>
					</div>
					<TextField
						label="Hoeveel weken vooruit kunnen vaste klanten een reeks boeken?"
						hint="Vaste klanten (die al eens geweest zijn) kunnen een afspraak elke paar weken herhalen, tot zo ver vooruit."
						{...number('seriesHorizonWeeks')}
						type="number"
						inputMode="numeric"
						min={4}
						max={52}
						required
					/>
					<TextField
						label="Klanten kunnen kosteloos annuleren tot … uur van tevoren"
						{...number('cancelHours')}
						type="number"
						inputMode="numeric"
						min={0}
						max={168}
						required
					/>
				</div>
				<label className="flex items-center gap-2">
					<input type="checkbox" name="approveFirst" defaultChecked={checked('approveFirst')} className="size-4" />
					Eerste afspraak van een nieuwe klant eerst goedkeuren
				</label>
				<label className="flex items-center gap-2">
					<input type="checkbox" name="offerToWaitingList" defaultChecked={checked('offerToWaitingList')} className="size-4" />
					Vrijgekomen tijden aanbieden aan de wachtlijst
				</label>
				<Button type="submit">Instellingen opslaan</Button>
			</Form>
		</section>
	)
}
