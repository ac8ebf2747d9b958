import { addDays } from '~/lib/bookings/agenda'
import type { AgendaAppointment } from '~/server/bookings/agenda-read.server'
import { AppointmentItem } from './agenda-appointment-item'

let dayFormat: Intl.DateTimeFormat | undefined
function dayLabel(date: string) {
	dayFormat ??= new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })
	return dayFormat.format(new Date(`${date}T00:00:00Z`))
}

/** One week, per day with appointments (nearest first); a week without any says so. */
function Week({ title, id, days, salonId }: { title: string; id: string; days: [string, AgendaAppointment[]][]; salonId: number }) {
	return (
		<section aria-labelledby={id} className="space-y-4">
			<h3 id={id} className="text-xl font-semibold">
				{title}
			</h3>
			{days.length ? (
				days.map(([date, appointments]) => (
					<section key={date} aria-labelledby={`dag-${date}`} className="space-y-2">
						<h4 id={`dag-${date}`} className="font-semibold text-slate-800 first-letter:uppercase">
							{dayLabel(date)}
						</h4>
						<ul className="space-y-3">
							{appointments.map((appointment) => (
								<li key={appointment.id}>
									<AppointmentItem appointment={appointment} salonId={salonId} />
								</li>
							))}
						</ul>
					</section>
				))
			) : (
				<p className="text-slate-700">Geen afspraken.</p>
			)}
		</section>
	)
}

/** 'Deze week', 'Volgende week', 'Vorige week', or 'Week van maandag 7 december' for a week further away. */
export function weekTitle(monday: string, thisWeek: string) {
	if (monday === thisWeek) return 'Deze week'
	if (monday === addDays(thisWeek, 7)) return 'Volgende week'
	if (monday === addDays(thisWeek, -7)) return 'Vorige week'
	return `Week van ${dayLabel(monday)}`
}

/** The week shown and the next (Monday to Sunday), as a list: every appointment and block that is not cancelled. */
export function AppointmentWeeks({
	salonId,
	weekStart,
	thisWeek,
	appointments,
}: {
	salonId: number
	weekStart: string
	thisWeek: string
	appointments: AgendaAppointment[]
}) {
	const nextWeek = addDays(weekStart, 7)
	const byDay = (from: string, to: string) => {
		const days = new Map<string, AgendaAppointment[]>()
		for (const appointment of appointments)
			if (appointment.date >= from && appointment.date < to)
				days.set(appointment.date, [...(days.get(appointment.date) ?? []), appointment])
		return [...days.entries()]
	}
	return (
		<div className="space-y-8">
			<Week title={weekTitle(weekStart, thisWeek)} id="week-1" days={byDay(weekStart, nextWeek)} salonId={salonId} />
			<Week title={weekTitle(nextWeek, thisWeek)} id="week-2" days={byDay(nextWeek, addDays(nextWeek, 7))} salonId={salonId} />
		</div>
	)
}
