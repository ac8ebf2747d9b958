import { Link, useRouteLoaderData } from 'react-router'
import type { OwnerAgenda } from '~/server/bookings/agenda-read.server'
import { paths } from '~/lib/common/paths'
import { AppointmentWeeks } from './appointment-weeks'
import { CalendarLink } from './calendar-link'
import { OverridesPanel } from './overrides-panel'
import { SalonPicker } from './salon-picker'
import { SettingsForm } from './settings-form'
import { TimeForms } from './time-forms'
import { TreatmentsPanel } from './treatments-panel'

export type AgendaView = Omit<OwnerAgenda, 'calendarToken'>

/** The Agenda of one salon: the coming two weeks first, then what the owner adds and sets. */
export function AgendaPage({ agenda, feedUrl }: { agenda: AgendaView; feedUrl: string | null }) {
	const salons = useRouteLoaderData<{ salons: { id: number; name: string }[] }>('routes/dashboard/layout')?.salons ?? []
	const salonId = agenda.salon.id
	return (
		<section aria-labelledby="agenda" className="space-y-10">
			<div className="space-y-3">
				<h2 id="agenda" className="text-2xl font-semibold">
					Agenda van {agenda.salon.name}
				</h2>
				<p className="text-slate-700">
					{agenda.settings.enabled
						? 'Hondeneigenaren maken online een afspraak in de vrije tijden van je openingstijden.'
						: 'Online afspraken staan uit. Voeg behandelingen toe en zet online afspraken aan onder Instellingen.'}{' '}
					Online te boeken zijn de tijden binnen je openingstijden; die wijzig je onder{' '}
					<Link to={paths.dashboard} className="font-medium text-brand-700 underline">
						Mijn trimsalons
					</Link>
					.
				</p>
				<SalonPicker salons={salons} current={salonId} />
			</div>
			<AppointmentWeeks salonId={salonId} weekStart={agenda.weekStart} appointments={agenda.appointments} />
			<TimeForms salonId={salonId} treatments={agenda.treatments} />
			<SettingsForm salonId={salonId} settings={agenda.settings} hasTreatments={agenda.treatments.length > 0} />
			<TreatmentsPanel salonId={salonId} treatments={agenda.treatments} />
			<OverridesPanel salonId={salonId} overrides={agenda.overrides} />
			<CalendarLink salonId={salonId} feedUrl={feedUrl} />
		</section>
	)
}
