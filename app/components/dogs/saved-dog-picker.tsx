import { useEffect, useId, useState } from 'react'
import { CONTROL, FieldShell } from '~/components/ui/field'
import { COAT_TYPE_LABELS } from '~/lib/dogs/coats'
import { weightText, weightValue, type SavedDog } from '~/lib/dogs/dogs'

/** 'Max (Poedel, 7,5 kg, Krullend)'. */
const described = (dog: SavedDog) => `${dog.name} (${dog.breed}, ${weightText(dog.weightKg)}, ${COAT_TYPE_LABELS[dog.coat]})`

/**
 * 'Kies een van je honden': a select of the account's saved dogs above a form that asks for a dog;
 * choosing one hands it to `onPick`, which fills the form's fields (they stay editable). It works in
 * the browser only, so it appears once the page is hydrated and never as a control that does nothing.
 */
export function SavedDogPicker({ dogs, onPick }: { dogs: SavedDog[]; onPick: (dog: SavedDog) => void }) {
	const id = useId()
	const [hydrated, setHydrated] = useState(false)
	const [picked, setPicked] = useState<SavedDog | null>(null)
	useEffect(() => setHydrated(true), [])
	if (!dogs.length || !hydrated) return null
	return (
		<div className="rounded-xl bg-brand-50 p-4">
			<FieldShell id={id} label="Kies een van je honden" className="max-w-md">
				<select
					id={id}
					className={CONTROL}
					aria-describedby={`${id}-picked`}
					value={picked ? String(picked.id) : ''}
					onChange={(event) => {
						const dog = dogs.find((candidate) => String(candidate.id) === event.target.value)
						setPicked(dog ?? null)
						if (dog) onPick(dog)
					}}
				>
					<option value="">Kies een hond</option>
					{dogs.map((dog) => (
						<option key={dog.id} value={dog.id}>
							{described(dog)}
						</option>
					))}
				</select>
			</FieldShell>
			<p id={`${id}-picked`} className="mt-1 text-sm text-slate-700" aria-live="polite">
				{picked
					? `De gegevens van ${picked.name} staan hieronder ingevuld; je kunt ze nog aanpassen.`
					: 'Dan vullen we de gegevens van je hond voor je in.'}
			</p>
		</div>
	)
}

/** Where a form keeps each of the dog's facts: the names of its fields (a form without one leaves it out). */
export type DogFieldNames = { name?: string; breed?: string; weight?: string; coat?: string; notes?: string }

/**
 * Fills a form's dog fields with a saved dog, as if typed: through the element's own value setter and
 * an input event, so React and the form's checks see the change.
 */
export function fillDogFields(form: HTMLFormElement, dog: SavedDog, names: DogFieldNames) {
	const values: Record<keyof DogFieldNames, string> = {
		name: dog.name,
		breed: dog.breed,
		weight: weightValue(dog.weightKg),
		coat: dog.coat,
		notes: dog.notes ?? '',
	}
	for (const [fact, name] of Object.entries(names) as [keyof DogFieldNames, string | undefined][]) {
		const field = name ? form.elements.namedItem(name) : null
		if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
			const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
			setter?.call(field, values[fact])
			field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
		}
	}
}
