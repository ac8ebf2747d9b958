import type { AgendaAppointment } from '~/server/bookings/agenda-read.server'
import { countLabel } from '~/lib/common/dutch-number'
import { AppointmentItem } from './agenda-appointment-item'

/** The first bookings that wait for the owner's approval, soonest deadline first, each with 'Goedkeuren' and 'Afwijzen'. */
export function WaitingRequests({ salonId, waiting }: { salonId: number; waiting: AgendaAppointment[] }) {
	if (!waiting.length) return null
	return (
		<section aria-labelledby="wacht-op-goedkeuring" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-6">
			<h3 id="wacht-op-goedkeuring" className="text-xl font-semibold">
				Wacht op je goedkeuring
			</h3>
			<p className="text-sm text-slate-700">
				{countLabel(waiting.length, 'nieuwe klant vraagt', 'nieuwe klanten vragen')} een eerste afspraak aan. Tot je antwoordt blijft de
				tijd bezet.
			</p>
			<ul className="space-y-3">
				{waiting.map((appointment) => (
					<li key={appointment.id}>
						<AppointmentItem appointment={appointment} salonId={salonId} />
					</li>
				))}
			</ul>
		</section>
	)
}
