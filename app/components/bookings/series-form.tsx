import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/field'
import { useFocusOnArrival } from '~/components/ui/use-focus-on-arrival'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { cancelRuleSentence, onlineCancelUntil } from '~/lib/bookings/my-appointments'
import type { SeriesPlan } from '~/lib/bookings/series'
import { postedValue, type ActionFailure, type PostedValues } from '~/lib/common/forms'

/** The choice of the earlier steps that goes along with the series. */
const CHOICE_FIELDS = [
	'treatmentId',
	'dogName',
	'breed',
	'weight',
	'coat',
	'dogNotes',
	'clientPhone',
	'startsAt',
	'everyWeeks',
	'count',
] as const

type PlannedDate = SeriesPlan['dates'][number]

/**
 * One date of the list: its day and time, 'verschoven' when it moved, or why it is left out; to the
 * dog owner with until when they may cancel it, to the salon's owner (`byOwner`) in the owner's words.
 */
export function SeriesDateLine({ date, plan, byOwner = false }: { date: PlannedDate; plan: SeriesPlan; byOwner?: boolean }) {
	if (!date.start)
		return (
			<li className="rounded-lg border border-amber-300 bg-amber-50 p-3">
				<span className="font-medium first-letter:uppercase">{appointmentMoment(new Date(date.wanted))}</span>
				<span className="block text-sm text-slate-700">
					{date.beyondHorizon
						? byOwner
							? 'Verder vooruit dan vaste klanten bij je boeken (zie Instellingen); deze afspraak valt af.'
							: 'Zo ver vooruit boekt deze trimsalon nog niet; deze afspraak valt af.'
						: 'Geen vrije tijd op deze dag of de dag ervoor of erna; deze afspraak valt af.'}
				</span>
			</li>
		)
	const until = onlineCancelUntil(new Date(date.start), plan.cancelHours, new Date(plan.plannedAt))
	return (
		<li className="rounded-lg border border-slate-200 p-3">
			<span className="font-medium">
				<span className="inline-block first-letter:uppercase">{appointmentMoment(new Date(date.start))}</span>
				{date.moved ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">verschoven</span> : null}
			</span>
			{date.moved ? (
				<span className="block text-sm text-slate-700">In plaats van {appointmentMoment(new Date(date.wanted))}, die niet vrij is.</span>
			) : null}
			{byOwner ? null : <span className="block text-sm text-slate-600">{cancelRuleSentence(until)}</span>}
		</li>
	)
}

/**
 * Before a series is booked: each date with its time as it landed among the free times, the moved ones
 * marked, the ones with nothing near left out; 'Afspraak bevestigen' books those listed, all or none.
 * A refusal because a date was taken meanwhile brings the list again with that date moved.
 */
export function SeriesForm(props: {
	salonId: number
	plan: SeriesPlan
	values: PostedValues
	failure: ActionFailure | undefined
	onBack: () => void
}) {
	const sending = useNavigation().state === 'submitting'
	const { plan, values, failure } = props
	const headingId = useId()
	const heading = useFocusOnArrival<HTMLHeadingElement>(failure ? undefined : plan)
	const refusal = useFocusOnArrival<HTMLParagraphElement>(failure)
	const booked = plan.dates.filter((date) => date.start !== null)
	return (
		<Form method="post" className="space-y-6" aria-labelledby={headingId}>
			<h2 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
				Je afspraken, elke {plan.everyWeeks} weken
			</h2>
			<FormError ref={refusal} message={failure?.message} />
			<ol className="space-y-2">
				{plan.dates.map((date) => (
					<SeriesDateLine key={date.wanted} date={date} plan={plan} />
				))}
			</ol>
			<input type="hidden" name="salonId" value={props.salonId} />
			{CHOICE_FIELDS.map((name) => (
				<input key={name} type="hidden" name={name} value={postedValue(values, name) ?? ''} />
			))}
			{booked.map((date) => (
				<input key={date.start} type="hidden" name="seriesTimes" value={date.start!} />
			))}
			<p className="text-sm text-slate-700">
				{booked.length === 1 ? 'Je boekt 1 afspraak.' : `Je boekt ${booked.length} afspraken, elk met een eigen bevestiging.`}
			</p>
			<div className="flex flex-wrap gap-3">
				<Button type="submit" name="intent" value="bookSeries" disabled={sending || booked.length === 0}>
					{sending ? 'Even geduld...' : 'Afspraak bevestigen'}
				</Button>
				<Button type="button" variant="secondary" onClick={props.onBack}>
					Andere tijd kiezen
				</Button>
			</div>
		</Form>
	)
}
