import { useId } from 'react'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { MY_APPOINTMENT_STATUS } from '~/lib/bookings/my-appointments'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { formatEuro } from '~/lib/featured/featured-plans'
import type { MyAppointment } from '~/server/bookings/my-appointments.server'

const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** A coming appointment on Mijn afspraken: the salon, the time, the treatment, the dog, the price, the address; 'Annuleren' until the deadline. */
export function MyAppointmentCard({ appointment }: { appointment: MyAppointment }) {
	const headingId = useId()
	const when = appointmentMoment(new Date(appointment.startsAt))
	const { salon } = appointment
	return (
		<article aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
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
						<dd>{appointment.dogName}</dd>
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
			{appointment.cancellable ? (
				<Form method="post" className="flex flex-wrap items-center gap-3">
					<input type="hidden" name="intent" value="cancel" />
					<input type="hidden" name="appointmentId" value={appointment.id} />
					<Button type="submit" variant="secondary">
						Annuleren
						<span className="sr-only">
							{' '}
							(afspraak bij {salon.name}, {when})
						</span>
					</Button>
					<span className="text-sm text-slate-600">Kan tot {appointmentMoment(new Date(appointment.deadline))}.</span>
				</Form>
			) : (
				<p className="text-sm text-slate-700">
					Deze afspraak kun je niet meer online annuleren. Kun je niet komen? Bel de trimsalon
					{salon.phone ? (
						<>
							{': '}
							<a href={telLink(salon.phone)} className="font-medium text-brand-700 underline">
								{salon.phone}
							</a>
						</>
					) : null}
					.
				</p>
			)}
		</article>
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
