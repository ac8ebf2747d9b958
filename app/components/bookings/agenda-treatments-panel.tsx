import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError, TextField } from '~/components/ui/field'
import { extraFieldName, MAX_TREATMENTS, priceFieldName } from '~/lib/bookings/agenda-schema'
import {
	COAT_TYPE_LABELS,
	COAT_TYPES,
	WEIGHT_CLASS_NAMES,
	WEIGHT_CLASS_RANGES,
	WEIGHT_CLASSES,
	type TreatmentPricing,
} from '~/lib/bookings/pricing'
import { formatEuro } from '~/lib/featured/featured-plans'
import { AgendaFormFields, SECTION, useAgendaFailure } from './agenda-form'

type Treatment = { id: number; name: string; pricing: TreatmentPricing }

/** Cents as the form shows them: '42,50', '45'. */
const eurosText = (cents: number) => (cents % 100 ? (cents / 100).toFixed(2).replace('.', ',') : String(cents / 100))

/** The fields of one treatment: its name, per weight class minutes and euros, per coat optional extras. */
function TreatmentForm({ salonId, treatment, idPrefix }: { salonId: number; treatment?: Treatment; idPrefix: string }) {
	const failure = useAgendaFailure('treatment', treatment ? String(treatment.id) : '')
	const field = (name: string, otherwise?: string | number) => ({
		name,
		error: failure.error(name),
		defaultValue: failure.value(name, otherwise),
	})
	const price = (weightClass: (typeof WEIGHT_CLASSES)[number]) => treatment?.pricing.prices[weightClass]
	const extra = (coat: (typeof COAT_TYPES)[number]) => treatment?.pricing.coatExtras[coat]
	return (
		<Form method="post" className="space-y-4" id={idPrefix}>
			<FormError message={failure.message} />
			<AgendaFormFields intent="treatment" salonId={salonId} />
			{treatment ? <input type="hidden" name="treatmentId" value={treatment.id} /> : null}
			<TextField label="Naam van de behandeling" maxLength={60} required {...field('name', treatment?.name)} />
			<fieldset className="space-y-2">
				<legend className="font-medium text-slate-800">Duur en prijs per gewichtsklasse</legend>
				<div className="grid gap-4 sm:grid-cols-3">
					{WEIGHT_CLASSES.map((weightClass) => (
						<fieldset key={weightClass} className="space-y-2 rounded-lg bg-slate-50 p-3">
							<legend className="float-left mb-2 w-full text-sm font-semibold">
								{WEIGHT_CLASS_NAMES[weightClass]} ({WEIGHT_CLASS_RANGES[weightClass]})
							</legend>
							<TextField
								label="Duur (minuten)"
								{...field(priceFieldName('minutes', weightClass), price(weightClass)?.minutes)}
								type="number"
								inputMode="numeric"
								min={5}
								max={480}
								step={5}
								required
							/>
							<TextField
								label="Prijs (€)"
								{...field(priceFieldName('euros', weightClass), price(weightClass) ? eurosText(price(weightClass)!.cents) : undefined)}
								inputMode="decimal"
								required
							/>
						</fieldset>
					))}
				</div>
			</fieldset>
			<details>
				<summary className="cursor-pointer font-medium text-slate-800">Extra tijd en prijs per vachttype (niet verplicht)</summary>
				<div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{COAT_TYPES.map((coat) => (
						<fieldset key={coat} className="space-y-2 rounded-lg bg-slate-50 p-3">
							<legend className="float-left mb-2 w-full text-sm font-semibold">{COAT_TYPE_LABELS[coat]}</legend>
							<TextField
								label="Extra duur (minuten)"
								{...field(extraFieldName('minutes', coat), extra(coat)?.minutes || undefined)}
								type="number"
								inputMode="numeric"
								min={0}
								max={240}
								step={5}
							/>
							<TextField
								label="Extra prijs (€)"
								{...field(extraFieldName('euros', coat), extra(coat)?.cents ? eurosText(extra(coat)!.cents) : undefined)}
								inputMode="decimal"
							/>
						</fieldset>
					))}
				</div>
			</details>
			<Button type="submit">{treatment ? 'Behandeling opslaan' : 'Behandeling toevoegen'}</Button>
		</Form>
	)
}

/** One treatment: its prices in a line per class, 'Wijzigen' (the form) and 'Verwijderen'. */
function TreatmentRow({ salonId, treatment }: { salonId: number; treatment: Treatment }) {
	return (
		<article className="rounded-lg border border-slate-200 p-4">
			<h4 className="font-semibold">{treatment.name}</h4>
			<p className="text-sm text-slate-700">
				{WEIGHT_CLASSES.map((weightClass) => {
					const cost = treatment.pricing.prices[weightClass]
					return `${WEIGHT_CLASS_NAMES[weightClass]}: ${cost.minutes} min, ${formatEuro(cost.cents)}`
				}).join(' · ')}
			</p>
			<div className="mt-2 flex flex-wrap items-start gap-4">
				<details className="w-full">
					<summary className="cursor-pointer text-sm font-medium text-brand-700 underline">Wijzigen</summary>
					<div className="mt-2">
						<TreatmentForm salonId={salonId} treatment={treatment} idPrefix={`behandeling-${treatment.id}`} />
					</div>
				</details>
				<Form method="post">
					<AgendaFormFields intent="retireTreatment" salonId={salonId} />
					<input type="hidden" name="treatmentId" value={treatment.id} />
					<Button type="submit" variant="secondary" aria-label={`${treatment.name} verwijderen`}>
						Verwijderen
					</Button>
				</Form>
			</div>
		</article>
	)
}

/** What the salon offers online, and a form to add one (at most MAX_TREATMENTS). */
export function TreatmentsPanel({ salonId, treatments }: { salonId: number; treatments: Treatment[] }) {
	return (
		<section aria-labelledby="behandelingen" className={SECTION}>
			<h3 id="behandelingen" className="text-xl font-semibold">
				Behandelingen
			</h3>
			{treatments.length ? (
				<ul className="space-y-3">
					{treatments.map((treatment) => (
						<li key={treatment.id}>
							<TreatmentRow salonId={salonId} treatment={treatment} />
						</li>
					))}
				</ul>
			) : (
				<p className="text-slate-700">Je biedt nog geen behandelingen online aan.</p>
			)}
			{treatments.length < MAX_TREATMENTS ? (
				<section aria-labelledby="behandeling-toevoegen" className="space-y-2 border-t border-slate-200 pt-4">
					<h4 id="behandeling-toevoegen" className="font-semibold">
						Behandeling toevoegen
					</h4>
					<TreatmentForm salonId={salonId} idPrefix="nieuwe-behandeling" />
				</section>
			) : (
				<p className="text-slate-700">Je biedt het maximum van {MAX_TREATMENTS} behandelingen aan.</p>
			)}
		</section>
	)
}
