import type { Route } from './+types/agenda.settings'
import { AgendaFrame } from '~/components/bookings/agenda-frame'
import { BreaksPanel } from '~/components/bookings/agenda-breaks-panel'
import { AgendaOpeningHours } from '~/components/bookings/agenda-opening-hours'
import { OverridesPanel } from '~/components/bookings/agenda-overrides-panel'
import { SettingsForm } from '~/components/bookings/agenda-settings-form'
import { paths } from '~/lib/common/paths'
import { keepScroll } from '~/lib/seo/page-share'
import { requireUser } from '~/edge/guards.server'
import { agendaAction, agendaRulesOf } from './agenda-pages.server'

export const handle = keepScroll

export async function loader(args: Route.LoaderArgs) {
	const actor = await requireUser(args)
	const found = await agendaRulesOf(actor, args.request)
	if (!found) return null
	const { salon, settings, overrides, breaks, treatments } = found
	return { salon, settings, overrides, breaks, hasTreatments: treatments.length > 0, shownAt: Date.now() }
}

export async function action({ request, context }: Route.ActionArgs) {
	return agendaAction(await requireUser({ request, context }), request, paths.dashboardAgendaSettings)
}

/** The Agenda's 'Instellingen': online booking's rules, the opening hours and weekly breaks, and the dates whose hours differ from the week. */
export default function AgendaSettings({ loaderData }: Route.ComponentProps) {
	if (!loaderData) return null
	const { salon, settings, overrides, breaks, hasTreatments, shownAt } = loaderData
	return (
		<AgendaFrame salon={salon} page={paths.dashboardAgendaSettings}>
			<SettingsForm key={`settings-${shownAt}`} salonId={salon.id} settings={settings} hasTreatments={hasTreatments} />
			<AgendaOpeningHours key={`hours-${shownAt}`} salonId={salon.id} lines={salon.openingHours} />
			<BreaksPanel key={`breaks-${shownAt}`} salonId={salon.id} breaks={breaks} />
			<OverridesPanel key={`overrides-${shownAt}`} salonId={salon.id} overrides={overrides} />
		</AgendaFrame>
	)
}
