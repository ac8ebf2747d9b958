import { useId } from 'react'
import { Form, useActionData, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FieldError, FormError } from '~/components/ui/field'
import { useFocusOnArrival } from '~/components/ui/use-focus-on-arrival'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { nextVisitWeeks, SERIES_COUNT, SERIES_WEEKS } from '~/lib/bookings/series'
import { postedValue, type ActionFailure } from '~/lib/common/forms'
import type { AgendaAppointment } from '~/server/bookings/agenda-read.server'
import type { NextBooked, NextPlan } from '~/server/bookings/agenda-next.server'
import { AgendaFormFields, SELECT } from './agenda-form'
import { SeriesDateLine } from './series-form'

/** What the Agenda's action answers a form that stays: `{ ok, intent, place, result }`. */
type Answer = { ok: true; intent: string; place: string; result: unknown } | ActionFailure

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/**
 * What the action answered this appointment's form (in the grid's dialog or on the page, `place`): the
 * dates to plan (listed, or listed again after a refusal), the appointments booked, or the refusal.
 */
function useNextAnswer(appointmentId: number, place: string) {
	const answer = useActionData<Answer | undefined>()
	if (!answer || (answer.intent !== 'planNext' && answer.intent !== 'bookNext')) return {}
	if (answer.ok) {
		const result = answer.result as NextPlan | NextBooked
		if (answer.place !== place || result.appointmentId !== appointmentId) return {}
		return answer.intent === 'planNext' ? { plan: result as NextPlan } : { booked: result as NextBooked }
	}
	const mine =
		postedValue(answer.values, 'appointmentId') === String(appointmentId) && (postedValue(answer.values, 'place') ?? '') === place
	if (!mine) return {}
	return { failure: answer, plan: answer.update?.next as NextPlan | undefined }
}

function Choice({
	label,
	name,
	options,
	value,
	error,
}: {
	label: string
	name: string
	options: [number, string][]
	value: string
	error?: string
}) {
	const id = useId()
	return (
		<div>
			<label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
				{label}
			</label>
			<select
				id={id}
				name={name}
				defaultValue={value}
				className={SELECT}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
			>
				{options.map(([option, text]) => (
					<option key={option} value={option}>
						{text}
					</option>
				))}
			</select>
			<FieldError id={id} error={error} />
		</div>
	)
}

/**
 * 'Volgende afspraak plannen': the client's next appointment at the dog's rhythm (the series' interval,
 * else 6 weeks), or 2 to 4 of them; 'Data bekijken' lists the dates as they land among the free times,
 * 'Inplannen' books them for the client, who gets a mail per appointment. The list, a refusal and what
 * was booked take the focus when they arrive.
 */
export function NextAppointmentForm({
	appointment: a,
	salonId,
	place,
}: {
	appointment: AgendaAppointment
	salonId: number
	place: string
}) {
	const { plan, booked, failure } = useNextAnswer(a.id, place)
	const sending = useNavigation().state === 'submitting'
	const listHeading = useFocusOnArrival<HTMLHeadingElement>(failure ? undefined : plan)
	const refusal = useFocusOnArrival<HTMLParagraphElement>(failure)
	const result = useFocusOnArrival<HTMLDivElement>(booked)
	const headingId = useId()
	// Under the dialog's title (h2), or under the list's day (h4).
	const Heading = place ? 'h3' : 'h5'
	const weeks = postedValue(failure?.values, 'everyWeeks') ?? String(plan?.everyWeeks ?? nextVisitWeeks(a))
	const count = postedValue(failure?.values, 'count') ?? String(plan?.count ?? 1)
	const times = plan?.dates.flatMap((date) => (date.start ? [date.start] : [])) ?? []
	const hidden = (
		<>
			<input type="hidden" name="appointmentId" value={a.id} />
			{place ? <input type="hidden" name="place" value={place} /> : null}
		</>
	)
	return (
		<details className="w-full" open={Boolean(plan || booked || failure)}>
			<summary className="cursor-pointer text-sm font-medium text-brand-700 underline">Volgende afspraak plannen</summary>
			<div className="mt-2 space-y-3">
				<FormError ref={refusal} message={failure && !failure.fields ? failure.message : undefined} />
				{booked ? (
					<div
						ref={result}
						tabIndex={-1}
						role="status"
						className="scroll-mt-24 rounded-lg bg-green-50 p-4 text-green-900 focus:outline-none"
					>
						<p className="font-medium">
							{booked.booked.length === 1 ? 'Afspraak ingepland' : `${booked.booked.length} afspraken ingepland`}
							{a.dogName ? ` voor ${a.dogName}` : ''}:
						</p>
						<ul className="mt-1 list-disc pl-5">
							{booked.booked.map((made) => (
								<li key={made.id}>{appointmentMoment(new Date(made.startsAt))}</li>
							))}
						</ul>
						<p className="mt-1 text-sm">De klant krijgt per afspraak een e-mail met de agenda-bijlage en een link om te annuleren.</p>
					</div>
				) : null}
				<Form method="post" preventScrollReset className="space-y-3">
					<AgendaFormFields intent="planNext" salonId={salonId} />
					{hidden}
					<div className="grid gap-3 sm:grid-cols-2">
						<Choice
							label="Over hoeveel weken"
							name="everyWeeks"
							value={weeks}
							error={failure?.fields?.everyWeeks}
							options={range(SERIES_WEEKS.min, SERIES_WEEKS.max).map((n) => [n, `Over ${n} weken`])}
						/>
						<Choice
							label="Aantal afspraken"
							name="count"
							value={count}
							error={failure?.fields?.count}
							options={range(1, SERIES_COUNT.max).map((n) => [n, n === 1 ? '1 afspraak' : `${n} afspraken, elke zoveel weken`])}
						/>
					</div>
					<Button type="submit" variant="secondary" disabled={sending}>
						Data bekijken
					</Button>
				</Form>
				{plan ? (
					<Form method="post" preventScrollReset className="space-y-3" aria-labelledby={headingId}>
						<Heading
							id={headingId}
							ref={listHeading}
							tabIndex={-1}
							className="scroll-mt-24 font-semibold text-slate-900 focus:outline-none"
						>
							{plan.count === 1 ? 'De volgende afspraak' : `De volgende afspraken, elke ${plan.everyWeeks} weken`}
						</Heading>
						<ol className="space-y-2">
							{plan.dates.map((date) => (
								<SeriesDateLine key={date.wanted} date={date} plan={plan} byOwner />
							))}
						</ol>
						<AgendaFormFields intent="bookNext" salonId={salonId} />
						{hidden}
						<input type="hidden" name="everyWeeks" value={plan.everyWeeks} />
						<input type="hidden" name="count" value={plan.count} />
						{times.map((time) => (
							<input key={time} type="hidden" name="times" value={time} />
						))}
						<Button type="submit" disabled={sending || times.length === 0}>
							{times.length === 1 ? 'Afspraak inplannen' : `${times.length} afspraken inplannen`}
						</Button>
					</Form>
				) : null}
			</div>
		</details>
	)
}
