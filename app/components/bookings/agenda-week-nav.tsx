import { Link } from 'react-router'
import { addDays } from '~/lib/bookings/agenda'
import { agendaPath, paths } from '~/lib/common/paths'
import { weekTitle } from './agenda-appointment-weeks'

const LINK = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50'

/** A week back and forward, and back to this week: links, so they work without JavaScript and keep the page where it was. */
export function WeekNav({ salonId, weekStart, thisWeek }: { salonId: number; weekStart: string; thisWeek: string }) {
	const week = (monday: string) => agendaPath(salonId, paths.dashboardAgenda, monday === thisWeek ? undefined : monday)
	return (
		<nav aria-label="Weken" className="flex flex-wrap items-center gap-2">
			<Link to={week(addDays(weekStart, -7))} preventScrollReset className={LINK}>
				Vorige week
			</Link>
			{weekStart === thisWeek ? null : (
				<Link to={week(thisWeek)} preventScrollReset className={LINK}>
					Deze week
				</Link>
			)}
			<Link to={week(addDays(weekStart, 7))} preventScrollReset className={LINK}>
				Volgende week
			</Link>
			<p className="ml-2 font-semibold text-slate-900" aria-live="polite">
				{weekTitle(weekStart, thisWeek)}
			</p>
		</nav>
	)
}
