import { useRouteLoaderData } from 'react-router'
import type { OwnerAgenda } from '~/server/bookings/agenda-read.server'
import { AppointmentWeeks } from './agenda-appointment-weeks'
import { BreaksPanel } from './agenda-breaks-panel'
import { CalendarLink } from './agenda-calendar-link'
import { AgendaOpeningHours } from './agenda-opening-hours'
import { OverridesPanel } from './agenda-overrides-panel'
import { SalonPicker } from './agenda-salon-picker'
import { SettingsForm } from './agenda-settings-form'
import { TimeForms } from './agenda-time-forms'
import { TreatmentsPanel } from './agenda-treatments-panel'
import { AgendaWaitingList } from './agenda-waiting-list'

export type AgendaView = Omit<OwnerAgenda, 'calendarToken'>

/** The Agenda of one salon: the coming two weeks first, then what the owner adds and sets. A new load (after a success) empties the forms. */
export function AgendaPage({ agenda, feedUrl, shownAt }: { agenda: AgendaView; feedUrl: string | null; shownAt: number }) {
	const salons = useRouteLoaderData<{ salons: { id: number; name: string }[] }>('routes/dashboard/layout')?.salons ?? []
	const salonId = agenda.salon.id
	return (
		<section aria-labelledby="agenda" className="space-y-10">
			<div className="space-y-3">
				<h2 id="agenda" className="text-2xl font-semibold">
					Agenda van {agenda.salon.name}
				</h2>
				<SalonPicker salons={salons} current={salonId} />
				<p className="text-slate-700">
					{agenda.settings.enabled
						? 'Online afspraken staan aan: hondeneigenaren boeken zelf een vrije tijd.'
						: agenda.treatments.length
							? 'Online afspraken staan uit. Zet ze aan onder Instellingen.'
							: 'Online afspraken staan uit. Voeg eerst een behandeling toe; daarna zet je ze aan onder Instellingen.'}
				</p>
			</div>
			<AppointmentWeeks salonId={salonId} weekStart={agenda.weekStart} appointments={agenda.appointments} />
			<AgendaWaitingList />
			<TimeForms key={`times-${shownAt}`} salonId={salonId} treatments={agenda.treatments} />
			<SettingsForm key={`settings-${shownAt}`} salonId={salonId} settings={agenda.settings} hasTreatments={agenda.treatments.length > 0} />
			<TreatmentsPanel key={`treatments-${shownAt}`} salonId={salonId} treatments={agenda.treatments} />
			<AgendaOpeningHours key={`hours-${shownAt}`} salonId={salonId} lines={agenda.salon.openingHours} />
			<BreaksPanel key={`breaks-${shownAt}`} salonId={salonId} breaks={agenda.breaks} />
			<OverridesPanel key={`overrides-${shownAt}`} salonId={salonId} overrides={agenda.overrides} />
			<CalendarLink salonId={salonId} feedUrl={feedUrl} />
		</section>
	)
}
