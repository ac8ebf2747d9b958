import { useId, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { DogNameBreedWeight } from '~/components/dogs/dog-fields'
import { fillDogFields, SavedDogPicker } from '~/components/dogs/saved-dog-picker'
import { CoatTypeField } from '~/components/dogs/coat-type-field'
import { Button } from '~/components/ui/button'
import { FormError, TextAreaField, TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { useFocusOnArrival } from '~/components/ui/use-focus-on-arrival'
import { formMessage, postedValue, type ActionFailure, type PostedValues } from '~/lib/common/forms'
import { coatExtrasLine, WEIGHT_CLASS_NAMES, WEIGHT_CLASSES, type TreatmentPricing } from '~/lib/bookings/pricing'
import { bookingChoiceSchema } from '~/lib/bookings/schema'
import { formatEuro } from '~/lib/featured/featured-plans'
import type { SavedDog } from '~/lib/dogs/dogs'

type Treatment = { id: number; name: string; pricing: TreatmentPricing }

/** 'Klein € 45 · Middel € 60 · Groot € 80': what a treatment costs per weight class, before the coat. */
const pricesLine = (pricing: TreatmentPricing) =>
	WEIGHT_CLASSES.map((weightClass) => `${WEIGHT_CLASS_NAMES[weightClass]} ${formatEuro(pricing.prices[weightClass].cents)}`).join(' · ')

/** 'Een vacht kan de prijs verhogen: …', under a treatment whose price a coat can raise. */
function CoatExtras({ pricing }: { pricing: TreatmentPricing }) {
	const line = coatExtrasLine(pricing)
	return line ? <span className="block text-sm text-slate-600">{line}</span> : null
}

/**
 * The first step: the dog as it comes, and the treatment; 'Volgende' asks the price and the free times
 * for it. Coming back to it (`returned`) moves the view and the focus to its heading; a refusal, to
 * the refusal.
 */
export function DogAndTreatmentForm(props: {
	salonId: number
	treatments: Treatment[]
	dogs: SavedDog[]
	askPhone: boolean
	failure: ActionFailure | undefined
	values?: PostedValues
	returned?: true
}) {
	const sending = useNavigation().state === 'submitting'
	const { errors, onSubmit, onChange } = useSchemaValidation(bookingChoiceSchema, props.failure?.fields)
	const values = props.failure?.values ?? props.values
	const value = (name: string) => postedValue(values, name)
	const form = useRef<HTMLFormElement>(null)
	const treatmentError = useId()
	const firstTreatment = String(props.treatments[0]!.id)
	const heading = useFocusOnArrival<HTMLHeadingElement>(props.returned)
	const refusal = useFocusOnArrival<HTMLParagraphElement>(formMessage(props.failure) ? props.failure : undefined)
	return (
		<Form ref={form} method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-6">
			<h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
				Je hond en de behandeling
			</h2>
			<FormError ref={refusal} message={formMessage(props.failure)} />
			<SavedDogPicker
				dogs={props.dogs}
				onPick={(dog) =>
					form.current &&
					fillDogFields(form.current, dog, { name: 'dogName', breed: 'breed', weight: 'weight', coat: 'coat', notes: 'dogNotes' })
				}
			/>
			<input type="hidden" name="salonId" value={props.salonId} />
			<fieldset className="space-y-4">
				<legend className="text-lg font-semibold text-slate-900">Je hond</legend>
				<div className="grid gap-5 sm:grid-cols-2">
					<DogNameBreedWeight
						value={value}
						errors={errors}
						weightHint="In kilo, bijvoorbeeld 7,5. Klein is tot 10 kg, Middel 10 tot 25 kg, Groot boven 25 kg."
					/>
					<CoatTypeField defaultValue={value('coat')} error={errors.coat} />
				</div>
				<TextAreaField
					label="Notitie voor de trimmer (niet verplicht)"
					name="dogNotes"
					rows={3}
					maxLength={500}
					defaultValue={value('dogNotes')}
					error={errors.dogNotes}
					hint="Bijvoorbeeld over karakter of gezondheid: bang voor de föhn, een gevoelige huid."
				/>
			</fieldset>
			<fieldset aria-describedby={errors.treatmentId ? treatmentError : undefined}>
				<legend className="text-lg font-semibold text-slate-900">Behandeling</legend>
				<div className="mt-3 space-y-2">
					{props.treatments.map((treatment) => (
						<label
							key={treatment.id}
							className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600"
						>
							<input
								type="radio"
								name="treatmentId"
								value={treatment.id}
								defaultChecked={(value('treatmentId') ?? firstTreatment) === String(treatment.id)}
								className="mt-1 size-4"
							/>
							<span>
								<span className="block font-medium text-slate-900">{treatment.name}</span>
								<span className="block text-sm text-slate-600">{pricesLine(treatment.pricing)}</span>
								<CoatExtras pricing={treatment.pricing} />
							</span>
						</label>
					))}
				</div>
				{errors.treatmentId ? (
					<p id={treatmentError} className="mt-1 text-sm text-red-700" role="alert">
						{errors.treatmentId}
					</p>
				) : null}
			</fieldset>
			{props.askPhone ? (
				<TextField
					label="Je telefoonnummer (niet verplicht)"
					name="clientPhone"
					type="tel"
					autoComplete="tel"
					maxLength={30}
					defaultValue={value('clientPhone')}
					error={errors.clientPhone}
					hint="Alleen voor deze afspraak: de trimsalon kan je dan bellen als er iets verandert."
				/>
			) : null}
			<Button type="submit" name="intent" value="quote" disabled={sending}>
				{sending ? 'Even geduld...' : 'Volgende'}
			</Button>
		</Form>
	)
}
