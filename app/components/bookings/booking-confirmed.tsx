import { Link } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { useFocusOnArrival } from '~/components/ui/use-focus-on-arrival'
import { appointmentSpan } from '~/lib/bookings/free-times'
import { cancelRuleSentence } from '~/lib/bookings/my-appointments'
import { formatEuro } from '~/lib/featured/featured-plans'
import { formatDuration } from '~/lib/common/duration'
import { paths } from '~/lib/common/paths'
import type { BookedAppointment } from '~/server/bookings/mails.server'

/** How to cancel this appointment: online until its deadline, under Mijn afspraken, or by phone for a time inside it. */
function CancelRule({ booked }: { booked: BookedAppointment }) {
	const until = booked.cancelOnlineUntil && new Date(booked.cancelOnlineUntil)
	if (!until)
		return (
			<p className="text-sm text-slate-600">
				{cancelRuleSentence(null)} Kun je niet komen? Bel {booked.salon.phone ? `de trimsalon: ${booked.salon.phone}` : 'de trimsalon'}.
			</p>
		)
	return (
		<p className="text-sm text-slate-600">
			{cancelRuleSentence(until)} Dat doe je onder{' '}
			<Link to={paths.accountAppointments} className="font-medium text-brand-700 underline">
				Mijn afspraken
			</Link>
			.
		</p>
	)
}

/**
 * After 'Afspraak bevestigen': the day and the times, the price and the address, or that the salon still
 * has to approve a first appointment. It takes the view and the focus as it appears.
 */
export function BookingConfirmed({ booked }: { booked: BookedAppointment }) {
	const heading = useFocusOnArrival<HTMLHeadingElement>(booked)
	return (
		<div className="space-y-4">
			<h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
				{booked.requested ? 'Afspraak aangevraagd' : 'Afspraak bevestigd'}
			</h2>
			{booked.requested ? (
				<Alert tone="info">
					{booked.salon.name} moet je eerste afspraak nog goedkeuren; je hoort per e-mail of die doorgaat. Tot dan houden we de tijd voor je
					vrij.
				</Alert>
			) : (
				<Alert tone="success">
					Je afspraak bij {booked.salon.name} staat vast. Je krijgt een bevestiging per e-mail, met de afspraak voor je agenda.
				</Alert>
			)}
			<dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
				<dt className="font-medium text-slate-700">Wanneer</dt>
				<dd className="first-letter:uppercase">{appointmentSpan(new Date(booked.startsAt), new Date(booked.endsAt))}</dd>
				<dt className="font-medium text-slate-700">Behandeling</dt>
				<dd>
					{booked.treatmentName} voor {booked.dog.name}, ongeveer {formatDuration(booked.minutes)}
				</dd>
				<dt className="font-medium text-slate-700">Prijs</dt>
				<dd>{formatEuro(booked.priceCents)}</dd>
				{booked.salon.address ? (
					<>
						<dt className="font-medium text-slate-700">Adres</dt>
						<dd>{booked.salon.address}</dd>
					</>
				) : null}
			</dl>
			<CancelRule booked={booked} />
		</div>
	)
}

/** After a series is booked: each appointment's day and times with its own rule for cancelling, and where to find them. */
export function SeriesConfirmed({ booked }: { booked: BookedAppointment[] }) {
	const heading = useFocusOnArrival<HTMLHeadingElement>(booked)
	const first = booked[0]!
	return (
		<div className="space-y-4">
			<h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
				Afspraken bevestigd
			</h2>
			<Alert tone="success">
				Je {booked.length} afspraken bij {first.salon.name} voor {first.dog.name} staan vast. Je krijgt van elke afspraak een bevestiging
				per e-mail, met de afspraak voor je agenda.
			</Alert>
			<ul className="space-y-2">
				{booked.map((appointment) => (
					<li key={appointment.id} className="rounded-lg border border-slate-200 p-3">
						<span className="block font-medium first-letter:uppercase">
							{appointmentSpan(new Date(appointment.startsAt), new Date(appointment.endsAt))}
						</span>
						<CancelRule booked={appointment} />
					</li>
				))}
			</ul>
			<p className="text-sm text-slate-600">
				{first.treatmentName}, {formatEuro(first.priceCents)} per keer. Je annuleert elke afspraak apart onder{' '}
				<Link to={paths.accountAppointments} className="font-medium text-brand-700 underline">
					Mijn afspraken
				</Link>
				.
			</p>
		</div>
	)
}
