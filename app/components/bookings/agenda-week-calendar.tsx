import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { addDays, clockOf } from '~/lib/bookings/agenda'
import { gridFrame, hourHeight, type DayHours } from '~/lib/bookings/agenda-week'
import { amsterdamDate } from '~/lib/bookings/free-times'
import type { AgendaAppointment } from '~/server/bookings/agenda-read.server'
import type { CalendarProps } from './agenda-calendar.client'

// The calendar component loads only in the browser, and only on the Agenda: the list below is the page without it.
const AgendaCalendar = lazy(() => import('./agenda-calendar.client'))

const minutesOf = (iso: string) => {
	const [hours, minutes] = clockOf(new Date(iso)).split(':').map(Number)
	return hours! * 60 + minutes!
}

/** Where an appointment lies in its day, in minutes (one that ends past midnight to the end of the day). */
function dayPart(appointment: AgendaAppointment) {
	const start = minutesOf(appointment.startsAt)
	const end = amsterdamDate(new Date(appointment.endsAt)) === appointment.date ? minutesOf(appointment.endsAt) : 24 * 60
	return { start, end: Math.max(end, start) }
}

type Props = Omit<CalendarProps, 'frame' | 'firstDay' | 'hourPx'> & {
	hours: DayHours[]
	/** The day the page asked for in this week, if any: a phone shows it first. */
	day: string | null
}

/** The week on a time grid, framed by the opening hours: an appointment opens its details, an empty time adds one there. */
export function WeekCalendar({ weekStart, day, hours, appointments, ...rest }: Props) {
	const [today, setToday] = useState<string | null>(null)
	useEffect(() => setToday(amsterdamDate(new Date())), [])
	// The same week keeps the same list, so the grid redraws only when what it shows changed.
	const inWeek = useMemo(
		() => appointments.filter((appointment) => appointment.date >= weekStart && appointment.date < addDays(weekStart, 7)),
		[appointments, weekStart],
	)
	if (!today) return null
	const parts = inWeek.map(dayPart)
	const frame = gridFrame(hours, parts)
	const hourPx = hourHeight(parts)
	const firstDay = day ?? (today >= weekStart && today < addDays(weekStart, 7) ? today : weekStart)
	return (
		<section aria-labelledby="week-raster" className="space-y-2">
			<h3 id="week-raster" className="text-xl font-semibold">
				De week in het raster
			</h3>
			<p className="text-sm text-slate-700">
				Kies een afspraak voor de gegevens en wat je ermee kunt doen (met het toetsenbord: Tab naar de afspraak en Enter). Kies een lege
				tijd om daar een telefonische afspraak of een blokkade toe te voegen (met het toetsenbord: de formulieren onder de lijst). Gearceerd
				is de tijd dat je gesloten bent.
			</p>
			<Suspense fallback={<p className="text-sm text-slate-600">Het raster wordt geladen…</p>}>
				<div className="agenda-calendar">
					<AgendaCalendar
						key={`${firstDay}-${frame.start}-${frame.end}-${hourPx}`}
						weekStart={weekStart}
						firstDay={firstDay}
						frame={frame}
						hourPx={hourPx}
						hours={hours}
						appointments={inWeek}
						{...rest}
					/>
				</div>
			</Suspense>
		</section>
	)
}
