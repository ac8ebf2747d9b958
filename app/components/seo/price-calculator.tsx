import { useEffect, useState } from 'react'
import { Form, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { COAT_TYPES, estimateGrooming, formatEuro, parseCoatType, parseWeightClass, WEIGHT_CLASSES } from '~/lib/seo/price-estimate'
import { formatDuration } from '~/lib/common/duration'

const option = (checked: boolean) =>
	`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${checked ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500'}`

function RadioGroup<T extends string>(props: {
	legend: string
	name: string
	options: readonly { value: T; label: string }[]
	value: T
	onChange: (value: T) => void
}) {
	return (
		<fieldset>
			<legend className="font-semibold text-slate-900">{props.legend}</legend>
			<div className="mt-3 grid gap-2 sm:grid-cols-3">
				{props.options.map((item) => (
					<label key={item.value} className={option(props.value === item.value)}>
						<input
							type="radio"
							name={props.name}
							value={item.value}
							checked={props.value === item.value}
							onChange={() => props.onChange(item.value)}
							className="accent-brand-600"
						/>
						{item.label}
					</label>
				))}
			</div>
		</fieldset>
	)
}

/**
 * The calculator demo: the result follows the choice at once. Without JavaScript the same radio
 * buttons submit as ?gewicht=&vacht= and the server renders the result.
 */
export function PriceCalculator() {
	const [params] = useSearchParams()
	const [weight, setWeight] = useState(() => parseWeightClass(params.get('gewicht')))
	const [coat, setCoat] = useState(() => parseCoatType(params.get('vacht')))
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	const estimate = estimateGrooming(weight, coat)

	return (
		<Form method="get" preventScrollReset className="grid gap-8 lg:grid-cols-5">
			<div className="space-y-6 lg:col-span-3">
				<RadioGroup
					legend="Gewichtsklasse"
					name="gewicht"
					options={WEIGHT_CLASSES.map((item) => ({ value: item.value, label: `${item.label} (${item.range})` }))}
					value={weight}
					onChange={setWeight}
				/>
				<RadioGroup legend="Vachttype" name="vacht" options={COAT_TYPES} value={coat} onChange={setCoat} />
				{hydrated ? null : (
					<Button type="submit" variant="secondary">
						Bereken
					</Button>
				)}
			</div>
			<div className="rounded-2xl bg-brand-700 p-6 text-white lg:col-span-2" aria-live="polite" data-testid="calculator-result">
				<p className="text-sm font-semibold uppercase tracking-wide text-brand-100">Voorbeeldberekening</p>
				<dl className="mt-4 space-y-4">
					<div>
						<dt className="text-brand-100">Prijs</dt>
						<dd className="text-4xl font-extrabold">{formatEuro(estimate.price)}</dd>
					</div>
					<div>
						<dt className="text-brand-100">Duur</dt>
						<dd className="text-2xl font-bold">{formatDuration(estimate.minutes)}</dd>
					</div>
				</dl>
				<p className="mt-6 text-sm text-brand-50">
					Voorbeeldbedragen. In Hondentrimboek stel je je eigen prijzen en tijden in per gewichtsklasse en vachttype.
				</p>
			</div>
		</Form>
	)
}
