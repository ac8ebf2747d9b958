import { useId, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/field'
import { useFocusOnArrival } from '~/components/ui/use-focus-on-arrival'
import { formatDuration } from '~/lib/common/duration'
import { formatEuro } from '~/lib/featured/featured-plans'
import { COAT_TYPE_LABELS, WEIGHT_CLASS_NAMES, type CoatType, type Cost } from '~/lib/bookings/pricing'
import { cancelRuleSentence, onlineCancelUntil } from '~/lib/bookings/my-appointments'
import { postedValue, type ActionFailure, type PostedValues } from '~/lib/common/forms'
import { weightText } from '~/lib/dogs/dogs'
import type { BookingQuote } from '~/lib/bookings/quote'
import { RepeatFields } from './repeat-fields'
import { BOOKING_CHOICE_FIELDS } from '~/lib/bookings/schema'
import { WaitingListJoin, type OtherSalon } from './waiting-list-join'

/** The days shown at once; later days open under 'Meer dagen'. */
const FIRST_DAYS = 5

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

/** '€ 60,00, 1 uur en 30 minuten': what a part of the price costs and takes. */
const costText = (cost: Cost) => (cost.minutes ? `${formatEuro(cost.cents)}, ${formatDuration(cost.minutes)}` : formatEuro(cost.cents))

/** The price for this dog in its parts: the treatment for the weight class, the coat's extra (or that it adds nothing), the total. */
function PriceParts({ quote, values }: { quote: BookingQuote; values: PostedValues }) {
	const coat = COAT_TYPE_LABELS[postedValue(values, 'coat') as CoatType]?.toLowerCase()
	const { base, coatExtra } = quote.parts
	return (
		<section className="rounded-lg bg-brand-50 p-4" aria-label="Prijs voor je hond">
			<p className="font-semibold text-slate-900">
				{quote.treatment.name} voor {postedValue(values, 'dogName')}: {formatEuro(quote.price.cents)}
			</p>
			<ul className="mt-1 text-sm text-slate-700">
				<li>
					{quote.treatment.name}, {WEIGHT_CLASS_NAMES[quote.price.weightClass]} ({weightText(quote.weightKg)}): {costText(base)}
				</li>
				<li>{coatExtra ? `Extra voor de vacht (${coat}): ${costText(coatExtra)}` : `Geen extra voor de vacht (${coat})`}</li>
			</ul>
			<p className="mt-1 text-sm text-slate-700">Duur: ongeveer {formatDuration(quote.price.minutes)}</p>
		</section>
	)
}

/**
 * The second step: what this treatment costs and takes for this dog, in its parts, and the free start
 * times per day, nearest first; 'Afspraak bevestigen' books the chosen one, and the rule for cancelling
 * that time shows before it. The choice of the first step goes along. A new quote moves the view and
 * the focus to the step's heading, a refusal to the refusal; the page renders a new form for times a
 * refusal brought (keyed on the quote), nothing chosen. A client the salon knows (`repeatable`) may
 * repeat the time: the button then reads 'Data bekijken', which lists the dates before anything is
 * booked (without JavaScript, 'Afspraak bevestigen' with a repeat chosen answers that list too).
 * 'Zet me op de wachtlijst' follows, free times or not.
 */
export function FreeTimeForm(props: {
	salonId: number
	quote: BookingQuote
	values: PostedValues
	otherSalons: OtherSalon[]
	repeatable: boolean
	failure: ActionFailure | undefined
	waitFailure: ActionFailure | undefined
	onChange: () => void
}) {
	const sending = useNavigation().state === 'submitting'
	const { quote, values, failure } = props
	const headingId = useId()
	const refreshed = failure?.update !== undefined
	const [picked, setPicked] = useState(
		refreshed ? undefined : (postedValue(failure?.values, 'startsAt') ?? postedValue(values, 'startsAt')),
	)
	const everyWeeks = postedValue(failure?.values, 'everyWeeks') ?? postedValue(values, 'everyWeeks')
	const [repeating, setRepeating] = useState(Boolean(everyWeeks))
	const message = failure?.fields?.startsAt ?? failure?.message
	const heading = useFocusOnArrival<HTMLHeadingElement>(failure ? undefined : quote)
	const refusal = useFocusOnArrival<HTMLParagraphElement>(failure)
	const cancelRule = picked && cancelRuleSentence(onlineCancelUntil(new Date(picked), quote.cancelHours, new Date(quote.quotedAt)))
	return (
		<div className="space-y-8">
			<Form method="post" className="space-y-6" aria-labelledby={headingId}>
				<h2 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
					Prijs en vrije tijden
				</h2>
				<PriceParts quote={quote} values={values} />
				<button type="button" onClick={props.onChange} className="text-sm font-medium text-brand-700 underline">
					Hond of behandeling wijzigen
				</button>
				<FormError ref={refusal} message={message} />
				<input type="hidden" name="salonId" value={props.salonId} />
				{BOOKING_CHOICE_FIELDS.map((name) => (
					<input key={name} type="hidden" name={name} value={postedValue(values, name) ?? ''} />
				))}
				{quote.days.length === 0 ? (
					<p>Er zijn in de komende weken geen tijden vrij voor deze behandeling. Bel de trimsalon of kijk later nog eens.</p>
				) : (
					<fieldset
						className="space-y-3"
						onChange={(event) => {
							const radio: EventTarget = event.target
							if (radio instanceof HTMLInputElement) setPicked(radio.value)
						}}
					>
						<legend className="text-lg font-semibold text-slate-900">Kies een tijd</legend>
						{quote.days.slice(0, FIRST_DAYS).map((day) => (
							<DayTimes key={day.date} day={day} chosen={picked} />
						))}
						{quote.days.length > FIRST_DAYS ? (
							<details className="space-y-3">
								<summary className="cursor-pointer font-medium text-brand-700">Meer dagen</summary>
								<div className="mt-3 space-y-3">
									{quote.days.slice(FIRST_DAYS).map((day) => (
										<DayTimes key={day.date} day={day} chosen={picked} />
									))}
								</div>
							</details>
						) : null}
					</fieldset>
				)}
				<p aria-live="polite" className="text-sm text-slate-700">
					{cancelRule}
				</p>
				{props.repeatable && quote.days.length > 0 ? (
					<RepeatFields
						everyWeeks={everyWeeks}
						count={postedValue(failure?.values, 'count') ?? postedValue(values, 'count')}
						errors={{ everyWeeks: failure?.fields?.everyWeeks, count: failure?.fields?.count }}
						onRepeat={setRepeating}
					/>
				) : null}
				<Button type="submit" name="intent" value={repeating ? 'series' : 'book'} disabled={sending || quote.days.length === 0}>
					{sending ? 'Even geduld...' : repeating ? 'Data bekijken' : 'Afspraak bevestigen'}
				</Button>
			</Form>
			<WaitingListJoin
				salonId={props.salonId}
				values={values}
				otherSalons={props.otherSalons}
				quotedAt={quote.quotedAt}
				failure={props.waitFailure}
			/>
		</div>
	)
}
