import { Link } from 'react-router'
import { AccountSubpage } from '~/components/account/account-subpage'
import { useFocusOnTarget } from '~/components/ui/use-focus-on-target'
import type { Route } from './+types/account.appointments'
import { ComingGroup, EarlierAppointment } from '~/components/bookings/my-appointment-card'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { appointmentAnchor, myAppointmentPath, paths } from '~/lib/common/paths'
import { CANCEL_QUESTION, earlierAppointmentsTitle } from '~/lib/bookings/my-appointments'
import { groupedBySeries } from '~/lib/bookings/series'
import { MY_APPOINTMENTS_LABEL } from '~/lib/bookings/appointments'
import { requireUser, signedInMiddleware } from '~/edge/guards.server'
import { cancelOwnAppointment } from '~/server/bookings/cancel.server'
import { myAppointments } from '~/server/bookings/my-appointments.server'
import { actAndReturn } from '~/edge/act.server'
import { invalid } from '~/server/platform/errors.server'
import { readForm } from '~/edge/forms.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

/** The actor is built and checked once for every page and action below this route. */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

/** The account's appointments; `?annuleren=<id>` asks about one of its own that can still be cancelled (another id asks nothing). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const { coming, earlier } = await myAppointments(await requireUser({ request, context }))
	const asked = new URL(request.url).searchParams.get(CANCEL_QUESTION)
	const asking = coming.find((appointment) => appointment.cancellable && String(appointment.id) === asked)?.id ?? null
	return { coming, earlier, asking, earlierTitle: earlierAppointmentsTitle(earlier, new Date()) }
}

/** 'Ja, annuleren': only the dog owner's own appointment, before the salon's deadline; the page opens at it, now cancelled. */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const posted = await readForm(request)
	return actAndReturn(
		paths.accountAppointments,
		(reason) => ({ title: 'Niet geannuleerd', description: reason }),
		async () => {
			if (posted.intent !== 'cancel') throw invalid(UNKNOWN_ACTION)
			const cancelled = await cancelOwnAppointment(actor, posted)
			return {
				title: 'Afspraak geannuleerd',
				description: `Je afspraak bij ${cancelled.salonName} op ${cancelled.when} is geannuleerd.`,
				at: myAppointmentPath(cancelled.id),
			}
		},
		{ policyInPlace: true },
	)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: MY_APPOINTMENTS_LABEL,
		description: 'Je afspraken bij trimsalons: wanneer, waar en wat, en annuleren.',
		path: paths.accountAppointments,
		noIndex: true,
	})

/**
 * Mijn afspraken: the coming appointments, nearest first (a series together), with 'Annuleren' until the deadline; the
 * earlier ones below. After a link to one of them (asking, kept, cancelled) the focus goes to it.
 */
export default function MyAppointmentsPage({ loaderData }: Route.ComponentProps) {
	const { coming, earlier, asking, earlierTitle } = loaderData
	useFocusOnTarget()
	return (
		<AccountSubpage title={MY_APPOINTMENTS_LABEL}>
			<section aria-labelledby="komende-afspraken" className="mt-8">
				<h2 id="komende-afspraken" className="text-xl font-semibold text-slate-900">
					Komende afspraken
				</h2>
				{coming.length ? (
					<ul className="mt-4 space-y-6">
						{groupedBySeries(coming).map((group) => (
							<li key={group.items[0]!.id}>
								<ComingGroup group={group} asking={asking} />
							</li>
						))}
					</ul>
				) : (
					<p className="mt-4 text-slate-700">
						Je hebt geen komende afspraken. Zoek een trimsalon die online afspraken aanneemt en kies &lsquo;Afspraak maken&rsquo;.{' '}
						<Link to={paths.directory} className="font-medium text-brand-700 underline">
							Trimsalons zoeken
						</Link>
					</p>
				)}
			</section>
			{earlier.length ? (
				<section aria-labelledby="eerdere-afspraken" className="mt-12">
					<h2 id="eerdere-afspraken" className="text-xl font-semibold text-slate-900">
						{earlierTitle}
					</h2>
					<ul className="mt-4 space-y-2 text-sm">
						{earlier.map((appointment) => (
							<li
								key={appointment.id}
								id={appointmentAnchor(appointment.id)}
								tabIndex={-1}
								className="focus:outline-2 focus:outline-brand-600"
							>
								<EarlierAppointment appointment={appointment} />
							</li>
						))}
					</ul>
				</section>
			) : null}
		</AccountSubpage>
	)
}
