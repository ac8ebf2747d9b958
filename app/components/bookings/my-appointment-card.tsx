import { useEffect, useId, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button, buttonClass } from '~/components/ui/button'
import { appointmentAnchor, myAppointmentPath } from '~/lib/common/paths'
import { weightText } from '~/lib/dogs/dogs'
import { CANCEL_QUESTION, cancelRuleSentence, MY_APPOINTMENT_STATUS } from '~/lib/bookings/my-appointments'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { formatEuro } from '~/lib/featured/featured-plans'
import type { MyAppointment } from '~/server/bookings/my-appointments.server'
import { seriesLine, type SeriesGroup } from '~/lib/bookings/series'

const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * A coming appointment on Mijn afspraken: the salon, the time, the treatment, the dog, the price, the
 * address; 'Annuleren' until the deadline. 'Annuleren' asks first (`asking`): a plain GET of the
 * page with `?annuleren=<id>`, whose question names the salon, the day and the time; 'Ja, annuleren'
 * posts, 'Nee, houden' goes back to the appointment. Pages rather than a dialog, so it works the same
 * without JavaScript; the focus follows each step.
 */
export function MyAppointmentCard({ appointment, asking }: { appointment: MyAppointment; asking: boolean }) {
	const headingId = useId()
	const when = appointmentMoment(new Date(appointment.startsAt))
	const { salon } = appointment
	const anchor = appointmentAnchor(appointment.id)
	return (
		<article
			id={asking ? undefined : anchor}
			tabIndex={-1}
			aria-labelledby={headingId}
			className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-2 focus:outline-brand-600"
		>
			<header>
				<h3 id={headingId} className="text-xl font-semibold text-slate-900">
					<Link to={salon.path} className="text-brand-700 hover:underline">
						{salon.name}
					</Link>
				</h3>
				<p className="font-medium text-slate-900">{when}</p>
				{appointment.status === 'requested' ? (
					<p className="text-sm font-semibold text-amber-800">{MY_APPOINTMENT_STATUS.requested}</p>
				) : null}
			</header>
			<AppointmentFacts appointment={appointment} />
			{!appointment.cancellable ? (
				<CallToCancel phone={salon.phone} />
			) : asking ? (
				<CancelQuestion appointment={appointment} when={when} anchor={anchor} />
			) : (
				<Form method="get" action={myAppointmentPath(appointment.id)} preventScrollReset className="flex flex-wrap items-center gap-3">
					<input type="hidden" name={CANCEL_QUESTION} value={appointment.id} />
					<Button type="submit" variant="secondary">
						Annuleren
						<span className="sr-only">
							{' '}
							(afspraak bij {salon.name}, {when})
						</span>
					</Button>
					<span className="text-sm text-slate-600">{cancelRuleSentence(new Date(appointment.deadline))}</span>
				</Form>
			)}
		</article>
	)
}

function AppointmentFacts({ appointment }: { appointment: MyAppointment }) {
	const { salon } = appointment
	const dog = [appointment.dogName, appointment.weightKg !== null ? weightText(appointment.weightKg) : null].filter(Boolean).join(', ')
	return (
		<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
			{appointment.treatment ? (
				<>
					<dt className="font-medium">Behandeling</dt>
					<dd>{appointment.treatment}</dd>
				</>
			) : null}
			{appointment.dogName ? (
				<>
					<dt className="font-medium">Hond</dt>
					<dd>{dog}</dd>
				</>
			) : null}
			{appointment.priceCents !== null ? (
				<>
					<dt className="font-medium">Prijs</dt>
					<dd>{formatEuro(appointment.priceCents)}</dd>
				</>
			) : null}
			{salon.address ? (
				<>
					<dt className="font-medium">Adres</dt>
					<dd>{salon.address}</dd>
				</>
			) : null}
		</dl>
	)
}

/** The question before cancelling; the focus moves to it when it appears. */
function CancelQuestion({ appointment, when, anchor }: { appointment: MyAppointment; when: string; anchor: string }) {
	const pending = useNavigation().state === 'submitting'
	const question = useRef<HTMLParagraphElement>(null)
	useEffect(() => question.current?.focus(), [])
	return (
		<Form method="post" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
			<p id={anchor} ref={question} tabIndex={-1} className="font-medium text-slate-900 focus:outline-2 focus:outline-brand-600">
				Wil je je afspraak bij {appointment.salon.name} op {when} annuleren?
			</p>
			<p className="text-sm text-slate-700">De tijd wordt dan weer vrijgegeven; de trimsalon krijgt bericht.</p>
			<input type="hidden" name="intent" value="cancel" />
			<input type="hidden" name="appointmentId" value={appointment.id} />
			<div className="flex flex-wrap gap-3">
				<Button type="submit" variant="danger" disabled={pending}>
					{pending ? 'Bezig...' : 'Ja, annuleren'}
				</Button>
				<Link to={myAppointmentPath(appointment.id)} preventScrollReset className={buttonClass('secondary')}>
					Nee, houden
				</Link>
			</div>
		</Form>
	)
}

/** After the deadline: the salon's number to call instead. */
function CallToCancel({ phone }: { phone: string | null }) {
	return (
		<p className="text-sm text-slate-700">
			Deze afspraak kun je niet meer online annuleren. Kun je niet komen? Bel de trimsalon
			{phone ? (
				<>
					{': '}
					<a href={telLink(phone)} className="font-medium text-brand-700 underline">
						{phone}
					</a>
				</>
			) : null}
			.
		</p>
	)
}

/**
 * A coming appointment, or the coming appointments of one series under a line that names it ('Reeks
 * van 3, elke 6 weken'); each keeps its own card and its own 'Annuleren'.
 */
export function ComingGroup({ group, asking }: { group: SeriesGroup<MyAppointment>; asking: number | null }) {
	const headingId = useId()
	if (!group.series) return <MyAppointmentCard appointment={group.items[0]!} asking={group.items[0]!.id === asking} />
	return (
		<section aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-brand-50 p-3">
			<h3 id={headingId} className="px-2 font-semibold text-slate-900">
				{seriesLine(group.items.length, group.series.weeks)}
			</h3>
			<ul className="space-y-3">
				{group.items.map((appointment) => (
					<li key={appointment.id}>
						<MyAppointmentCard appointment={appointment} asking={appointment.id === asking} />
					</li>
				))}
			</ul>
		</section>
	)
}

/** An earlier appointment (past, cancelled or not kept), in one line. */
export function EarlierAppointment({ appointment }: { appointment: MyAppointment }) {
	const when = appointmentMoment(new Date(appointment.startsAt))
	const { cancelledBySalon } = appointment
	const status = cancelledBySalon
		? ` · Geannuleerd door de trimsalon${cancelledBySalon.reason ? `: ${cancelledBySalon.reason}` : ''}`
		: appointment.status === 'cancelled' || appointment.status === 'no_show'
			? ` · ${MY_APPOINTMENT_STATUS[appointment.status]}`
			: ''
	return (
		<>
			<Link to={appointment.salon.path} className="font-medium text-brand-700 hover:underline">
				{appointment.salon.name}
			</Link>
			<span className="text-slate-700">
				{' '}
				· {when}
				{appointment.treatment ? ` · ${appointment.treatment}` : ''}
				{appointment.dogName ? ` · ${appointment.dogName}` : ''}
				{status}
			</span>
		</>
	)
}
