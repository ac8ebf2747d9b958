import { useId, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { DogNameBreedWeight } from '~/components/dogs/dog-fields'
import { fillDogFields, SavedDogPicker } from '~/components/dogs/saved-dog-picker'
import { CONTROL, FieldShell, FormError, TextAreaField, TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { formMessage, postedValue, type ActionFailure, type PostedValues } from '~/lib/common/forms'
import { AGES, DAYS, NEEDS, PERIODS } from '~/lib/place-requests/place-requests'
import { COAT_TYPE_LABELS } from '~/lib/dogs/coats'
import { placeRequestSchema } from '~/lib/place-requests/schema'
import type { SavedDog } from '~/lib/dogs/dogs'

function Choice<K extends string>(props: {
	label: string
	name: string
	options: Record<K, string>
	error?: string
	value?: string
	empty: string
}) {
	const id = useId()
	return (
		<FieldShell id={id} label={props.label} error={props.error} className="">
			<select id={id} name={props.name} defaultValue={props.value ?? ''} className={CONTROL} aria-invalid={props.error ? true : undefined}>
				<option value="">{props.empty}</option>
				{(Object.entries(props.options) as [K, string][]).map(([value, label]) => (
					<option key={value} value={value}>
						{label}
					</option>
				))}
			</select>
		</FieldShell>
	)
}

/** A group of checkboxes (or radio buttons) with its legend and error. */
function Boxes(props: {
	legend: string
	name: string
	options: Record<string, string>
	type?: 'checkbox' | 'radio'
	error?: string
	checked: string[]
}) {
	const errorId = useId()
	return (
		<fieldset aria-describedby={props.error ? errorId : undefined}>
			<legend className="text-sm font-medium text-slate-800">{props.legend}</legend>
			<div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
				{Object.entries(props.options).map(([value, label]) => (
					<label key={value} className="flex items-center gap-2 text-sm">
						<input
							type={props.type ?? 'checkbox'}
							name={props.name}
							value={value}
							defaultChecked={props.checked.includes(value)}
							className="size-4"
						/>
						{label}
					</label>
				))}
			</div>
			{props.error ? (
				<p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
					{props.error}
				</p>
			) : null}
		</fieldset>
	)
}

const listOf = (values: PostedValues | undefined, name: string) => {
	const value = values?.[name]
	return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

/**
 * The request form: the dog and the wish, for the salons in `salonIds`. The schema the verb uses
 * checks it first in the browser; without JavaScript the server's messages show next to the fields.
 * A saved dog fills the dog's fields; its note goes into the message unless the owner wrote one.
 */
export function PlaceRequestForm({
	salonIds,
	failure,
	dogs = [],
}: {
	salonIds: number[]
	failure: ActionFailure | undefined
	dogs?: SavedDog[]
}) {
	const form = useRef<HTMLFormElement>(null)
	const filledNote = useRef('')
	const pick = (dog: SavedDog) => {
		if (!form.current) return
		const message = form.current.elements.namedItem('message')
		const ownMessage = message instanceof HTMLTextAreaElement && message.value.trim() !== '' && message.value !== filledNote.current
		fillDogFields(form.current, dog, {
			name: 'dogName',
			breed: 'breed',
			weight: 'weight',
			coat: 'coat',
			notes: ownMessage ? undefined : 'message',
		})
		if (!ownMessage) filledNote.current = dog.notes ?? ''
	}
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting'
	const { errors, onSubmit, onChange } = useSchemaValidation(placeRequestSchema, failure?.fields)
	const value = (name: string) => postedValue(failure?.values, name)
	const message = formMessage(failure) ?? errors.salonIds
	return (
		<Form ref={form} method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-6">
			<FormError message={message} />
			<SavedDogPicker dogs={dogs} onPick={pick} />
			{salonIds.map((id) => (
				<input key={id} type="hidden" name="salonIds" value={id} />
			))}
			<div className="grid gap-5 sm:grid-cols-2">
				<DogNameBreedWeight value={value} errors={errors} weightHint="In kilo, bijvoorbeeld 7,5." />
				<Choice label="Vacht" name="coat" options={COAT_TYPE_LABELS} empty="Kies de vacht" value={value('coat')} error={errors.coat} />
				<Choice label="Leeftijd" name="age" options={AGES} empty="Kies de leeftijd" value={value('age')} error={errors.age} />
				<Choice label="Wanneer" name="period" options={PERIODS} empty="Kies wanneer" value={value('period')} error={errors.period} />
			</div>
			<Boxes legend="Wat is er nodig?" name="needs" options={NEEDS} error={errors.needs} checked={listOf(failure?.values, 'needs')} />
			<Boxes
				legend="Gaat je hond voor het eerst naar een trimsalon?"
				name="firstVisit"
				type="radio"
				options={{ ja: 'Ja', nee: 'Nee' }}
				error={errors.firstVisit}
				checked={listOf(failure?.values, 'firstVisit')}
			/>
			<Boxes legend="Voorkeursdagen" name="days" options={DAYS} error={errors.days} checked={listOf(failure?.values, 'days')} />
			<TextField
				label="Je woonplaats"
				name="place"
				maxLength={60}
				autoComplete="address-level2"
				defaultValue={value('place')}
				error={errors.place}
				hint="De trimsalon ziet je woonplaats, niet je adres, e-mailadres of telefoonnummer, tot je het aanbod van de salon accepteert."
				className="max-w-md"
			/>
			<TextAreaField label="Bericht" name="message" rows={5} maxLength={1000} defaultValue={value('message')} error={errors.message} />
			<Button type="submit" disabled={sending}>
				{sending ? 'Versturen...' : 'Aanvraag versturen'}
			</Button>
		</Form>
	)
}
