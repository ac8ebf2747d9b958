import type { ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import { TabNav } from '~/components/ui/tab-nav'
import { agendaPath, paths } from '~/lib/common/paths'
import { SalonPicker } from './agenda-salon-picker'

/** What every page of a salon's Agenda has: its title, the salon picker and the Agenda's pages as tabs. */
export function AgendaFrame({ salon, page, children }: { salon: { id: number; name: string }; page: string; children: ReactNode }) {
	const salons = useRouteLoaderData<{ salons: { id: number; name: string }[] }>('routes/dashboard/layout')?.salons ?? []
	const tabs = [
		{ label: 'Agenda', to: agendaPath(salon.id), end: true },
		{ label: 'Behandelingen', to: agendaPath(salon.id, paths.dashboardAgendaTreatments) },
		{ label: 'Instellingen', to: agendaPath(salon.id, paths.dashboardAgendaSettings) },
		{ label: 'Agenda-link', to: agendaPath(salon.id, paths.dashboardAgendaLink) },
	]
	return (
		<section aria-labelledby="agenda" className="space-y-8">
			<div className="space-y-3">
				<h2 id="agenda" className="text-2xl font-semibold">
					Agenda van {salon.name}
				</h2>
				<SalonPicker salons={salons} current={salon.id} page={page} />
				<TabNav label="Onderdelen van de agenda" tabs={tabs} />
			</div>
			{children}
		</section>
	)
}
