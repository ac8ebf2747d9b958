import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/field'
import { formatDuration } from '~/lib/common/duration'
import { formatEuro } from '~/lib/featured/featured-plans'
import { COAT_TYPE_LABELS, WEIGHT_CLASS_NAMES, type CoatType } from '~/lib/bookings/pricing'
import { postedValue, type ActionFailure, type PostedValues } from '~/lib/common/forms'
import type { BookingQuote } from '~/server/bookings/page.server'

/** The days shown at once; later days open under 'Meer dagen'. */
const FIRST_DAYS = 5
const CHOICE_FIELDS = ['treatmentId', 'dogName', 'breed', 'weight', 'coat', 'dogNotes', 'clientPhone'] as const

type Day = BookingQuote['days'][number]

/** One day's free start times as radio buttons, each named by its time only ('09:30'), the day as their legend. */
function DayTimes({ day, chosen }: { day: Day; chosen: string | undefined }) {
	return (
		<fieldset className="rounded-lg border border-slate-200 p-3">
			<legend className="px-1 font-medium text-slate-900 first-letter:uppercase">{day.label}</legend>
			<div className="mt-1 flex flex-wrap gap-2">
				{day.times.map((time) => (
					<label
						key={time.start}
						className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm tabular-nums has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
					>
						<input
							type="radio"
							name="startsAt"
							value={time.start}
							defaultChecked={chosen === time.start}
							className="size-4 accent-brand-600"
						/>
						{time.time}
					</label>
				))}
			</div>
		</fieldset>
	)
}

/**
 * The second step: what this treatment costs and takes for this dog, and the free start times per day,
 * nearest first; 'Afspraak bevestigen' books the chosen one. The choice of the first step goes along.
 */
export function FreeTimeForm(props: {
	salonId: number
	quote: BookingQuote
	values: PostedValues
	failure: ActionFailure | undefined
	onChange: () => void
}) {
	const sending = useNavigation().state === 'submitting'
	const { quote, values } = props
	const summary = useId()
	const chosen = postedValue(props.failure?.values, 'startsAt')
	const coat = postedValue(values, 'coat') as CoatType
	const message = props.failure?.fields?.startsAt ?? props.failure?.message
	return (
		<Form method="post" className="space-y-6" aria-describedby={summary}>
			<section id={summary} className="rounded-lg bg-brand-50 p-4" aria-label="Prijs voor je hond">
				<p className="font-semibold text-slate-900">
					{quote.treatment.name} voor {postedValue(values, 'dogName')}: {formatEuro(quote.price.cents)}
				</p>
				<p className="text-sm text-slate-700">
					Duur: ongeveer {formatDuration(quote.price.minutes)} · {WEIGHT_CLASS_NAMES[quote.price.weightClass]} (
					{postedValue(values, 'weight')} kg), vacht: {COAT_TYPE_LABELS[coat]?.toLowerCase()}
				</p>
				<button type="button" onClick={props.onChange} className="mt-2 text-sm font-medium text-brand-700 underline">
					Hond of behandeling wijzigen
				</button>
			</section>
			<FormError message={message} />
			<input type="hidden" name="salonId" value={props.salonId} />
			{CHOICE_FIELDS.map((name) => (
				<input key={name} type="hidden" name={name} value={postedValue(values, name) ?? ''} />
			))}
			{quote.days.length === 0 ? (
				<p>Er zijn in de komende weken geen tijden vrij voor deze behandeling. Bel de trimsalon of kijk later nog eens.</p>
			) : (
				<fieldset className="space-y-3">
					<legend className="text-lg font-semibold text-slate-900">Kies een tijd</legend>
					{quote.days.slice(0, FIRST_DAYS).map((day) => (
						<DayTimes key={day.date} day={day} chosen={chosen} />
					))}
					{quote.days.length > FIRST_DAYS ? (
						<details className="space-y-3">
							<summary className="cursor-pointer font-medium text-brand-700">Meer dagen</summary>
							<div className="mt-3 space-y-3">
								{quote.days.slice(FIRST_DAYS).map((day) => (
									<DayTimes key={day.date} day={day} chosen={chosen} />
								))}
							</div>
						</details>
					) : null}
				</fieldset>
			)}
			<Button type="submit" name="intent" value="book" disabled={sending || quote.days.length === 0}>
				{sending ? 'Even geduld...' : 'Afspraak bevestigen'}
			</Button>
		</Form>
	)
}
