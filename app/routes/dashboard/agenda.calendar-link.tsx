import type { Route } from './+types/agenda.calendar-link'
import { AgendaFrame } from '~/components/bookings/agenda-frame'
import { CalendarLink } from '~/components/bookings/agenda-calendar-link'
import { calendarFeedPath, paths } from '~/lib/common/paths'
import { keepScroll } from '~/lib/seo/page-share'
import { config } from '~/server/platform/config.server'
import { requireUser } from '~/edge/guards.server'
import { agendaAction, agendaRulesOf } from './agenda-pages.server'

export const handle = keepScroll

export async function loader(args: Route.LoaderArgs) {
	const actor = await requireUser(args)
	const found = await agendaRulesOf(actor, args.request)
	if (!found) return null
	const { salon, calendarToken } = found
	return { salon, feedUrl: calendarToken ? `${config().SITE_URL}${calendarFeedPath(calendarToken)}` : null }
}

export async function action({ request, context }: Route.ActionArgs) {
	return agendaAction(await requireUser({ request, context }), request, paths.dashboardAgendaLink)
}

/** The Agenda's 'Agenda-link': the private feed that shows the appointments in the owner's own calendar app. */
export default function AgendaCalendarLink({ loaderData }: Route.ComponentProps) {
	if (!loaderData) return null
	const { salon, feedUrl } = loaderData
	return (
		<AgendaFrame salon={salon} page={paths.dashboardAgendaLink}>
			<CalendarLink salonId={salon.id} feedUrl={feedUrl} />
		</AgendaFrame>
	)
}
