import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextAreaField, TextField } from '~/components/ui/field'
import { AgendaFormFields, SECTION, SELECT } from './hidden'

/** The date, start time and length every time in the agenda has. */
function WhenFields() {
	return (
		<div className="grid gap-4 sm:grid-cols-3">
			<TextField label="Datum" name="date" type="date" required />
			<TextField label="Begintijd" name="time" type="time" step={300} required />
			<TextField label="Duur in minuten" name="minutes" type="number" inputMode="numeric" min={5} max={480} step={5} required />
		</div>
	)
}

/** 'Tijd blokkeren' and 'Telefonische afspraak': times the site then never offers online. */
export function TimeForms({ salonId, treatments }: { salonId: number; treatments: { id: number; name: string }[] }) {
	return (
		<div className="grid gap-6 lg:grid-cols-2">
			<section aria-labelledby="blokkeren" className={SECTION}>
				<h3 id="blokkeren" className="text-xl font-semibold">
					Tijd blokkeren
				</h3>
				<p className="text-sm text-slate-700">
					Een tijd die je vrij houdt (een afspraak elders, een pauze); die wordt niet online aangeboden.
				</p>
				<Form method="post" className="space-y-4">
					<AgendaFormFields intent="block" salonId={salonId} />
					<WhenFields />
					<TextField label="Notitie (optioneel)" name="note" maxLength={200} />
					<Button type="submit">Tijd blokkeren</Button>
				</Form>
			</section>
			<section aria-labelledby="telefonisch" className={SECTION}>
				<h3 id="telefonisch" className="text-xl font-semibold">
					Telefonische afspraak
				</h3>
				<p className="text-sm text-slate-700">Een afspraak die je buiten de site maakte, zodat niemand anders die tijd online boekt.</p>
				<Form method="post" className="space-y-4">
					<AgendaFormFields intent="phone" salonId={salonId} />
					<WhenFields />
					<div className="grid gap-4 sm:grid-cols-2">
						<TextField label="Naam van de klant" name="clientName" maxLength={80} required />
						<TextField label="Telefoonnummer van de klant (optioneel)" name="clientPhone" type="tel" maxLength={30} />
						<TextField label="Naam van de hond" name="dogName" maxLength={50} required />
						<div>
							<label htmlFor="phone-treatment" className="mb-1 block text-sm font-medium text-slate-800">
								Behandeling (optioneel)
							</label>
							<select id="phone-treatment" name="treatmentId" className={SELECT} defaultValue="">
								<option value="">Geen of anders</option>
								{treatments.map((treatment) => (
									<option key={treatment.id} value={treatment.id}>
										{treatment.name}
									</option>
								))}
							</select>
						</div>
					</div>
					<TextAreaField label="Notities (optioneel)" name="note" rows={2} maxLength={500} />
					<Button type="submit">Afspraak toevoegen</Button>
				</Form>
			</section>
		</div>
	)
}
