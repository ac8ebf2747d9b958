import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { BreedField } from './breed-field'
import { CoatTypeField } from './coat-type-field'
import { RhythmField } from './rhythm-field'
import { Button, buttonClass } from '~/components/ui/button'
import { FormError, TextAreaField, TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { formMessage, postedValue, type ActionFailure } from '~/lib/common/forms'
import { paths } from '~/lib/common/paths'
import { weightValue, type SavedDog } from '~/lib/dogs/dogs'
import { dogSchema } from '~/lib/dogs/schema'

/**
 * 'Hond toevoegen', or editing a saved dog: name, breed (with the common breeds), weight, coat, how
 * often it goes to the groomer (a new dog's suggested by its coat) and a note for the groomer. The action's schema checks it first in the browser; after a refusal the
 * posted values and the server's messages come back. Editing moves the focus to the form's heading.
 */
export function DogForm({ dog, failure }: { dog: SavedDog | null; failure: ActionFailure | undefined }) {
	const { errors, onSubmit, onChange } = useSchemaValidation(dogSchema, failure?.fields)
	const sending = useNavigation().state === 'submitting'
	const heading = useRef<HTMLHeadingElement>(null)
	const headingId = useId()
	const editing = dog?.id
	useEffect(() => {
		if (editing !== undefined) heading.current?.focus()
	}, [editing])
	const value = (name: string, saved: string | undefined) => (failure ? postedValue(failure.values, name) : saved)
	const [coat, setCoat] = useState(() => value('coat', dog?.coat))
	const changed = (event: FormEvent<HTMLFormElement>) => {
		onChange(event)
		const field = event.target as HTMLSelectElement
		if (field.name === 'coat') setCoat(field.value)
	}
	const savedRhythm = dog ? String(dog.rhythmWeeks ?? '') : undefined
	const title = dog ? `${dog.name} bewerken` : 'Hond toevoegen'
	return (
		<section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-6">
			<h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
				{title}
			</h2>
			<Form method="post" noValidate onSubmit={onSubmit} onChange={changed} className="mt-4 space-y-5">
				<FormError message={formMessage(failure)} />
				<input type="hidden" name="intent" value="save" />
				{dog ? <input type="hidden" name="dogId" value={dog.id} /> : null}
				<div className="grid gap-5 sm:grid-cols-2">
					<TextField label="Naam van je hond" name="name" maxLength={50} defaultValue={value('name', dog?.name)} error={errors.name} />
					<BreedField defaultValue={value('breed', dog?.breed)} error={errors.breed} />
					<TextField
						label="Gewicht"
						name="weight"
						inputMode="decimal"
						defaultValue={value('weight', dog ? weightValue(dog.weightKg) : undefined)}
						error={errors.weight}
						hint="In kilo, bijvoorbeeld 7,5."
					/>
					<CoatTypeField defaultValue={value('coat', dog?.coat)} error={errors.coat} />
					<RhythmField coat={coat} defaultValue={value('rhythmWeeks', savedRhythm)} suggestWithCoat={!dog} error={errors.rhythmWeeks} />
				</div>
				<TextAreaField
					label="Notitie voor de trimmer"
					name="notes"
					rows={4}
					maxLength={500}
					defaultValue={value('notes', dog?.notes ?? undefined)}
					error={errors.notes}
					hint="Bijvoorbeeld over gedrag of gezondheid: bang voor de föhn, gevoelige huid. Je kunt dit meesturen met een aanvraag."
				/>
				<div className="flex flex-wrap items-center gap-3">
					<Button type="submit" disabled={sending}>
						{dog ? 'Wijzigingen opslaan' : 'Hond toevoegen'}
					</Button>
					{dog ? (
						<Link to={paths.accountDogs} preventScrollReset className={buttonClass('secondary')}>
							Annuleren
						</Link>
					) : null}
				</div>
			</Form>
		</section>
	)
}
