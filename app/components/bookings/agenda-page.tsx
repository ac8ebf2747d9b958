import { useRef, useState } from 'react'
import { Link, useActionData, useNavigate } from 'react-router'
import type { OwnerAgenda } from '~/server/bookings/agenda-read.server'
import type { DayHours } from '~/lib/bookings/agenda-week'
import { agendaPath, paths } from '~/lib/common/paths'
import { AppointmentWeeks } from './agenda-appointment-weeks'
import { AppointmentDialog, IN_DIALOG, NewTimeDialog, type ChosenTime } from './agenda-dialogs'
import { AgendaFrame } from './agenda-frame'
import { TimeForms } from './agenda-time-forms'
import { WaitingRequests } from './agenda-waiting'
import { WeekCalendar } from './agenda-week-calendar'
import { WeekNav } from './agenda-week-nav'
import { AgendaWaitingList } from './agenda-waiting-list'

export type AgendaView = Omit<OwnerAgenda, 'calendarToken'>
export type AgendaWeekView = Omit<AgendaView, 'overrides'> & { thisWeek: string; hours: DayHours[]; day: string | null }

/** The Agenda of one salon: what waits for approval, the week on a time grid and as a list, and a time to block or book by phone. */
export function AgendaPage({ agenda, shownAt }: { agenda: AgendaWeekView; shownAt: number }) {
	const salonId = agenda.salon.id
	const [opened, setOpened] = useState<{ id: number; at: number } | null>(null)
	const [chosen, setChosen] = useState<(ChosenTime & { at: number }) | null>(null)
	const navigate = useNavigate()
	const opener = useRef<HTMLElement | null>(null)
	const remember = () => (opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null)
	const focusBack = (event: Event) => {
		event.preventDefault()
		opener.current?.focus()
	}
	// A new load (after a save) closes the dialogs: what they did is now in the week. Next appointments planned in the
	// dialog keep it open, to show what was booked (their dates are weeks away).
	const answer = useActionData<{ ok?: boolean; intent?: string; place?: string } | undefined>()
	const plannedHere = answer?.ok === true && answer.intent === 'bookNext' && answer.place === IN_DIALOG
	const appointment =
		opened && (opened.at === shownAt || plannedHere) ? agenda.appointments.find((shown) => shown.id === opened.id) : undefined
	return (
		<AgendaFrame salon={agenda.salon} page={paths.dashboardAgenda}>
			<p className="text-slate-700">
				{agenda.settings.enabled ? (
					'Online afspraken staan aan: hondeneigenaren boeken zelf een vrije tijd.'
				) : agenda.treatments.length ? (
					<>
						Online afspraken staan uit. Zet ze aan onder{' '}
						<Link to={agendaPath(salonId, paths.dashboardAgendaSettings)} className="font-medium text-brand-700 underline">
							Instellingen
						</Link>
						.
					</>
				) : (
					<>
						Online afspraken staan uit. Voeg eerst een{' '}
						<Link to={agendaPath(salonId, paths.dashboardAgendaTreatments)} className="font-medium text-brand-700 underline">
							behandeling
						</Link>{' '}
						toe; daarna zet je ze aan onder{' '}
						<Link to={agendaPath(salonId, paths.dashboardAgendaSettings)} className="font-medium text-brand-700 underline">
							Instellingen
						</Link>
						.
					</>
				)}{' '}
				Online te boeken zijn de tijden binnen je openingstijden (het raster hieronder), behalve je pauzes, vrije dagen en andere tijden;
				die stel je in onder{' '}
				<Link to={agendaPath(salonId, paths.dashboardAgendaSettings)} className="font-medium text-brand-700 underline">
					Instellingen
				</Link>
				.
			</p>
			<WaitingRequests salonId={salonId} waiting={agenda.waiting} />
			<WeekNav salonId={salonId} weekStart={agenda.weekStart} thisWeek={agenda.thisWeek} />
			<WeekCalendar
				weekStart={agenda.weekStart}
				hours={agenda.hours}
				appointments={agenda.appointments}
				onOpen={(id) => {
					remember()
					setOpened({ id, at: shownAt })
				}}
				onChoose={(time) => {
					remember()
					setChosen({ ...time, at: shownAt })
				}}
				day={agenda.day}
				onWeek={(day) => navigate(agendaPath(salonId, paths.dashboardAgenda, day), { preventScrollReset: true })}
			/>
			<AppointmentWeeks salonId={salonId} weekStart={agenda.weekStart} thisWeek={agenda.thisWeek} appointments={agenda.appointments} />
			<AgendaWaitingList />
			<TimeForms key={`times-${shownAt}`} salonId={salonId} treatments={agenda.treatments} />
			{agenda.salon.openingHours.length ? null : (
				<p className="text-slate-700">Je hebt nog geen openingstijden ingevuld; zonder openingstijden zijn er geen vrije tijden.</p>
			)}
			<AppointmentDialog salonId={salonId} appointment={appointment} onClose={() => setOpened(null)} focusBack={focusBack} />
			<NewTimeDialog
				salonId={salonId}
				treatments={agenda.treatments}
				chosen={chosen?.at === shownAt ? chosen : null}
				onClose={() => setChosen(null)}
				focusBack={focusBack}
			/>
		</AgendaFrame>
	)
}
