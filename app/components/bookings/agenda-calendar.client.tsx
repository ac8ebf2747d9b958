import 'temporal-polyfill/global'
import '@schedule-x/theme-default/dist/index.css'
import './agenda-calendar.css'
import { createViewDay, createViewWeek, type BackgroundEvent, type CalendarEvent } from '@schedule-x/calendar'
import { createCurrentTimePlugin } from '@schedule-x/current-time'
import { ScheduleXCalendar, useCalendarApp } from '@schedule-x/react'
import { useEffect, useRef } from 'react'
import { mondayOf } from '~/lib/bookings/agenda'
import { closedParts, type DayHours } from '~/lib/bookings/agenda-week'
import { TIME_ZONE } from '~/lib/common/time-zone'
import type { AgendaAppointment } from '~/server/bookings/agenda-read.server'
import type { ChosenTime } from './agenda-time-forms'

export type CalendarProps = {
	weekStart: string
	/** The day a phone shows first: today when it is in the week. */
	firstDay: string
	frame: { start: number; end: number }
	/** How tall an hour is, so that the shortest appointment is a finger's target. */
	hourPx: number
	hours: DayHours[]
	appointments: AgendaAppointment[]
	onOpen: (id: number) => void
	onChoose: (time: ChosenTime) => void
	/** The grid moved to another week (a phone: to a day of another week); the day it now starts with. */
	onWeek: (day: string) => void
}

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
const zoned = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(TIME_ZONE)
const at = (date: string, minutes: number) =>
	Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from(clock(minutes)) })

/** The colours of what the grid tells apart: a booked appointment, a request that waits for approval, a block. */
const calendars = {
	afspraak: { colorName: 'afspraak', lightColors: { main: '#0f766e', container: '#ccfbf1', onContainer: '#134e4a' } },
	aanvraag: { colorName: 'aanvraag', lightColors: { main: '#b45309', container: '#fef3c7', onContainer: '#78350f' } },
	blokkade: { colorName: 'blokkade', lightColors: { main: '#475569', container: '#e2e8f0', onContainer: '#1e293b' } },
}

/** One appointment or block as a block in the grid: the dog's name and the treatment, a request marked as one. */
function eventOf(appointment: AgendaAppointment): CalendarEvent {
	const what = [appointment.dogName, appointment.treatmentName].filter(Boolean).join(' · ') || 'Afspraak'
	const block = appointment.kind === 'block'
	const requested = appointment.status === 'requested'
	return {
		id: String(appointment.id),
		start: zoned(appointment.startsAt),
		end: zoned(appointment.endsAt),
		title: block
			? `Geblokkeerd${appointment.clientNote ? `: ${appointment.clientNote}` : ''}`
			: `${requested ? 'Wacht op goedkeuring: ' : ''}${appointment.status === 'offered' ? 'Aangeboden aan de wachtlijst: ' : ''}${appointment.status === 'no_show' ? 'Niet gekomen: ' : ''}${what}`,
		calendarId: block ? 'blokkade' : requested ? 'aanvraag' : 'afspraak',
	}
}

const CLOSED = { backgroundImage: 'repeating-linear-gradient(45deg, #f1f5f9 0 6px, #e2e8f0 6px 12px)' }

const BREAK = { backgroundColor: '#fef3c7' }

/** The hours a day is closed, shaded in the grid, and its weekly breaks, drawn apart from blocks. */
function closedOf(hours: DayHours[], frame: CalendarProps['frame']): BackgroundEvent[] {
	return hours.flatMap((day) => [
		...closedParts(day.ranges, frame).map((part) => ({
			start: at(day.date, part.start),
			end: at(day.date, part.end),
			title: 'Gesloten',
			style: CLOSED,
		})),
		...day.breaks.map((part) => ({ start: at(day.date, part.start), end: at(day.date, part.end), title: 'Pauze', style: BREAK })),
	])
}

/** The week on a time grid (a day at a time on a small screen): Schedule-X's week and day views. */
export default function AgendaCalendar({ weekStart, firstDay, frame, hourPx, hours, appointments, ...handlers }: CalendarProps) {
	// The calendar keeps the callbacks it was made with; through this they are always the page's latest.
	const latest = useRef(handlers)
	useEffect(() => {
		latest.current = handlers
	})
	const app = useCalendarApp(
		{
			views: [createViewWeek(), createViewDay()],
			defaultView: 'week',
			selectedDate: Temporal.PlainDate.from(firstDay),
			locale: 'nl-NL',
			firstDayOfWeek: 1,
			timezone: TIME_ZONE,
			// The grid fades in from 10% opacity when its week changes: for that moment nobody can read it.
			skipAnimations: true,
			dayBoundaries: { start: clock(frame.start), end: frame.end >= 24 * 60 ? '24:00' : clock(frame.end) },
			weekOptions: { gridHeight: hourPx * ((frame.end - frame.start) / 60), eventOverlap: false },
			calendars,
			events: appointments.map(eventOf),
			backgroundEvents: closedOf(hours, frame),
			callbacks: {
				onEventClick: (event) => latest.current.onOpen(Number(event.id)),
				onClickDateTime: (dateTime) => {
					const minutes = Math.floor((dateTime.hour * 60 + dateTime.minute) / 15) * 15
					latest.current.onChoose({ date: dateTime.toPlainDate().toString(), time: clock(minutes) })
				},
				onRangeUpdate: (range) => {
					const day = range.start.toPlainDate().toString()
					if (mondayOf(day) !== weekStart) latest.current.onWeek(day)
				},
			},
		},
		[createCurrentTimePlugin()],
	)
	// After a save the week has what was saved: the grid shows it without starting over.
	useEffect(() => {
		app?.events.set(appointments.map(eventOf))
	}, [app, appointments])
	const wrapper = useRef<HTMLDivElement>(null)
	useEffect(() => (wrapper.current ? nameDayColumns(wrapper.current) : undefined), [])
	return (
		<div ref={wrapper}>
			<ScheduleXCalendar calendarApp={app} />
		</div>
	)
}

/**
 * Schedule-X names each day's column and the row of dates with an aria-label on a div without a role,
 * where a name is not allowed; as a group each is allowed its name, and a screen reader says the day.
 */
function nameDayColumns(root: HTMLElement) {
	const name = () => root.querySelectorAll('div[aria-label]:not([role])').forEach((part) => part.setAttribute('role', 'group'))
	name()
	const observer = new MutationObserver(name)
	observer.observe(root, { childList: true, subtree: true })
	return () => observer.disconnect()
}
