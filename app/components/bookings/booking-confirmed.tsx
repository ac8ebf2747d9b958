import { Link } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { formatEuro } from '~/lib/featured/featured-plans'
import { formatDuration } from '~/lib/common/duration'
import { paths } from '~/lib/common/paths'
import type { BookedAppointment } from '~/server/bookings/mails.server'

/** After 'Afspraak bevestigen': the day, the time, the price and the address, or that the salon still has to approve. */
export function BookingConfirmed({ booked }: { booked: BookedAppointment }) {
	const title = booked.requested ? 'Afspraak aangevraagd' : 'Afspraak bevestigd'
	return (
		<div className="space-y-4">
			<h2 className="text-2xl font-bold text-slate-900">{title}</h2>
			<Alert tone="success">
				{booked.requested
					? `${booked.salon.name} bevestigt je eerste afspraak; je krijgt daarover een e-mail. Tot dan houden we de tijd voor je vrij.`
					: `Je afspraak bij ${booked.salon.name} staat vast. Je krijgt een bevestiging per e-mail, met de afspraak voor je agenda.`}
			</Alert>
			<dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
				<dt className="font-medium text-slate-700">Wanneer</dt>
				<dd className="first-letter:uppercase">{appointmentMoment(new Date(booked.startsAt))}</dd>
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
			<p className="text-sm text-slate-600">
				Annuleren kan tot {booked.cancelHours} uur van tevoren onder{' '}
				<Link to={paths.accountAppointments} className="font-medium text-brand-700 underline">
					Mijn afspraken
				</Link>
				.
			</p>
		</div>
	)
}
