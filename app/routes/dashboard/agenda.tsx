import type { Route } from './+types/agenda'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { AgendaPage } from '~/components/bookings/agenda-page'
import { requireUser } from '~/edge/guards.server'
import { handleLoader } from '~/edge/errors.server'
import { mondayOf } from '~/lib/bookings/agenda'
import { shownDay, weekHours } from '~/lib/bookings/agenda-week'
import { amsterdamDate } from '~/lib/bookings/free-times'
import { paths } from '~/lib/common/paths'
import { keepScroll } from '~/lib/seo/page-share'
import { ownerAgenda } from '~/server/bookings/agenda-read.server'
import { agendaAction, askedSalon, askedWeek } from './agenda-pages.server'
import { ownerWaitingList } from '~/server/bookings/waiting-list.server'

export const handle = keepScroll

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const found = await handleLoader(() => ownerAgenda(actor, { salonId: askedSalon(request), week: askedWeek(request) }))
	// Without salons the dashboard says so itself.
	if (!found) return { agenda: null, shownAt: 0, waitingList: [] }
	const { calendarToken: _link, overrides, ...agenda } = found
	return {
		agenda: {
			...agenda,
			thisWeek: mondayOf(amsterdamDate(new Date())),
			hours: weekHours(agenda.salon.openingHours, overrides, agenda.weekStart, agenda.breaks),
			day: shownDay(new URL(request.url).searchParams.get('week'), agenda.weekStart),
		},
		shownAt: Date.now(),
		waitingList: await ownerWaitingList(actor, { salonId: agenda.salon.id }),
	}
}

/** 'Data bekijken' of the next appointments writes nothing: the week stays as loaded, and its dialog open. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return formData?.get('intent') === 'planNext' ? false : defaultShouldRevalidate
}

export async function action({ request, context }: Route.ActionArgs) {
	return agendaAction(await requireUser({ request, context }), request, paths.dashboardAgenda)
}

/** The 'Agenda' tab: what waits for approval, the week on a time grid and as a list, and a time to block or book by phone. */
export default function DashboardAgenda({ loaderData }: Route.ComponentProps) {
	const { agenda, shownAt } = loaderData
	return agenda ? <AgendaPage agenda={agenda} shownAt={shownAt} /> : null
}
