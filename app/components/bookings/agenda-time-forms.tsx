import { useId } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FieldError, FormError, TextAreaField, TextField } from '~/components/ui/field'
import { AgendaFormFields, SECTION, SELECT, usePlacedFailure } from './agenda-form'

type Failure = ReturnType<typeof usePlacedFailure>

/** A time chosen in the week's grid: the form starts with its date and start time. */
export type ChosenTime = { date: string; time: string }

/** The form in the grid's dialog posts where it is, so a refusal shows there and not in the same form on the page. */
const IN_GRID = 'raster'
const placeOf = (chosen: ChosenTime | undefined) => (chosen ? IN_GRID : '')

function PlaceField({ chosen }: { chosen: ChosenTime | undefined }) {
	return chosen ? <input type="hidden" name="place" value={IN_GRID} /> : null
}

/** The date, start time and length every time in the agenda has. */
function WhenFields({ failure, chosen, minutes }: { failure: Failure; chosen?: ChosenTime; minutes?: number }) {
	const field = (name: string, otherwise?: string | number) => ({
		name,
		error: failure.error(name),
		defaultValue: failure.value(name, otherwise),
	})
	return (
		<div className="grid gap-4 sm:grid-cols-3">
			<TextField label="Datum" type="date" required {...field('date', chosen?.date)} />
			<TextField label="Begintijd" type="time" step={300} required {...field('time', chosen?.time)} />
			<TextField
				label="Duur in minuten"
				type="number"
				inputMode="numeric"
				min={5}
				max={480}
				step={5}
				required
				{...field('minutes', chosen ? minutes : undefined)}
			/>
		</div>
	)
}

/** 'Tijd blokkeren': a time the site then never offers online. */
export function BlockForm({ salonId, chosen }: { salonId: number; chosen?: ChosenTime }) {
	const failure = usePlacedFailure('block', placeOf(chosen))
	return (
		<Form method="post" preventScrollReset className="space-y-4">
			<FormError message={failure.message} />
			<AgendaFormFields intent="block" salonId={salonId} />
			<PlaceField chosen={chosen} />
			<WhenFields failure={failure} chosen={chosen} minutes={30} />
			<TextField
				label="Notitie (niet verplicht)"
				name="note"
				maxLength={200}
				error={failure.error('note')}
				defaultValue={failure.value('note')}
			/>
			<Button type="submit">Tijd blokkeren</Button>
		</Form>
	)
}

/** 'Telefonische afspraak': an appointment made outside the site, so nobody books its time online. */
export function PhoneForm({
	salonId,
	treatments,
	chosen,
}: {
	salonId: number
	treatments: { id: number; name: string }[]
	chosen?: ChosenTime
}) {
	const failure = usePlacedFailure('phone', placeOf(chosen))
	const field = (name: string) => ({ name, error: failure.error(name), defaultValue: failure.value(name) })
	const treatmentId = useId()
	return (
		<Form method="post" preventScrollReset className="space-y-4">
			<FormError message={failure.message} />
			<AgendaFormFields intent="phone" salonId={salonId} />
			<PlaceField chosen={chosen} />
			<WhenFields failure={failure} chosen={chosen} minutes={60} />
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField label="Naam van de klant" maxLength={80} required {...field('clientName')} />
				<TextField label="Telefoonnummer van de klant (niet verplicht)" type="tel" maxLength={30} {...field('clientPhone')} />
				<TextField label="Naam van de hond" maxLength={50} required {...field('dogName')} />
				<div>
					<label htmlFor={treatmentId} className="mb-1 block text-sm font-medium text-slate-800">
						Behandeling (niet verplicht)
					</label>
					<select
						id={treatmentId}
						name="treatmentId"
						className={SELECT}
						defaultValue={failure.value('treatmentId', '')}
						aria-describedby={failure.error('treatmentId') ? `${treatmentId}-error` : undefined}
					>
						<option value="">Geen of anders</option>
						{treatments.map((treatment) => (
							<option key={treatment.id} value={treatment.id}>
								{treatment.name}
							</option>
						))}
					</select>
					<FieldError id={treatmentId} error={failure.error('treatmentId')} />
				</div>
			</div>
			<TextAreaField label="Notities (niet verplicht)" rows={2} maxLength={500} {...field('note')} />
			<Button type="submit">Afspraak toevoegen</Button>
		</Form>
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
				<BlockForm salonId={salonId} />
			</section>
			<section aria-labelledby="telefonisch" className={SECTION}>
				<h3 id="telefonisch" className="text-xl font-semibold">
					Telefonische afspraak
				</h3>
				<p className="text-sm text-slate-700">Een afspraak die je buiten de site maakte, zodat niemand anders die tijd online boekt.</p>
				<PhoneForm salonId={salonId} treatments={treatments} />
			</section>
		</div>
	)
}
