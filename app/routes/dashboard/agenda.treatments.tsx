import type { Route } from './+types/agenda.treatments'
import { AgendaFrame } from '~/components/bookings/agenda-frame'
import { TreatmentsPanel } from '~/components/bookings/agenda-treatments-panel'
import { paths } from '~/lib/common/paths'
import { keepScroll } from '~/lib/seo/page-share'
import { requireUser } from '~/edge/guards.server'
import { agendaAction, agendaRulesOf } from './agenda-pages.server'

export const handle = keepScroll

export async function loader(args: Route.LoaderArgs) {
	const actor = await requireUser(args)
	const found = await agendaRulesOf(actor, args.request)
	return found ? { salon: found.salon, treatments: found.treatments, shownAt: Date.now() } : null
}

export async function action({ request, context }: Route.ActionArgs) {
	return agendaAction(await requireUser({ request, context }), request, paths.dashboardAgendaTreatments)
}

/** The Agenda's 'Behandelingen': what a dog owner can book, with its length and price per weight class. */
export default function AgendaTreatments({ loaderData }: Route.ComponentProps) {
	if (!loaderData) return null
	const { salon, treatments, shownAt } = loaderData
	return (
		<AgendaFrame salon={salon} page={paths.dashboardAgendaTreatments}>
			<TreatmentsPanel key={shownAt} salonId={salon.id} treatments={treatments} />
		</AgendaFrame>
	)
}
