import type { Route } from './+types/agenda.settings'
import { AgendaFrame } from '~/components/bookings/agenda-frame'
import { OverridesPanel } from '~/components/bookings/agenda-overrides-panel'
import { SettingsForm } from '~/components/bookings/agenda-settings-form'
import { paths } from '~/lib/common/paths'
import { keepScroll } from '~/lib/seo/page-share'
import { agendaAction, agendaRulesOf } from './agenda-pages.server'

export const handle = keepScroll

export async function loader(args: Route.LoaderArgs) {
	const found = await agendaRulesOf(args)
	if (!found) return null
	const { salon, settings, overrides, treatments } = found
	return { salon, settings, overrides, hasTreatments: treatments.length > 0, shownAt: Date.now() }
}

export const action = (args: Route.ActionArgs) => agendaAction(args, paths.dashboardAgendaSettings)

/** The Agenda's 'Instellingen': online booking's rules, and the dates whose hours differ from the week. */
export default function AgendaSettings({ loaderData }: Route.ComponentProps) {
	if (!loaderData) return null
	const { salon, settings, overrides, hasTreatments, shownAt } = loaderData
	return (
		<AgendaFrame salon={salon} page={paths.dashboardAgendaSettings}>
			<SettingsForm key={`settings-${shownAt}`} salonId={salon.id} settings={settings} hasTreatments={hasTreatments} />
			<OverridesPanel key={`overrides-${shownAt}`} salonId={salon.id} overrides={overrides} />
		</AgendaFrame>
	)
}
