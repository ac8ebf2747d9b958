import { Outlet, redirect } from 'react-router'
import type { Route } from './+types/layout'
import { NoSalonsNotice } from '~/components/dashboard/no-salons-notice'
import { Alert } from '~/components/ui/alert'
import { TabNav, type Tab } from '~/components/ui/tab-nav'
import { countLabel } from '~/lib/common/dutch-number'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { readOrNull } from '~/edge/errors.server'
import { paymentReturn, type PaymentReturn } from '~/server/featured/payment-return.server'
import { requireUser, signedInMiddleware } from '~/edge/guards.server'
import { ownedSalons } from '~/server/salons/owned.server'
import { requestsWaitingFor } from '~/server/bookings/agenda-read.server'
import { redirectWithToast, type NewToast } from '~/edge/toast.server'

/** What the owner reads after a return from the payment provider. */
const PAYMENT_RETURN_TOASTS: Record<PaymentReturn, NewToast> = {
	subscribed: {
		title: 'Abonnement Succesvol!',
		description: 'Je uitgelichte vermelding wordt geactiveerd. Het kan enkele minuten duren voordat alles zichtbaar is.',
	},
	subscriptionCancelled: {
		title: 'Abonnement Geannuleerd',
		description: 'De betaling is afgebroken; er is niets afgeschreven.',
		variant: 'destructive',
	},
	paid: { title: 'Betaling Succesvol!', description: 'Bedankt, je betaling is ontvangen.' },
	paymentCancelled: { title: 'Betaling Geannuleerd', description: 'Er is niets afgeschreven.', variant: 'destructive' },
}

/** The actor is built and checked once for every page and action below this route. */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const { user } = actor
	// Admins manage every salon in the admin portal. The actor's role was read (and remembered per
	// session) when it was built.
	if (actor.viewer === 'admin') throw redirect(paths.admin)
	// Back from the payment provider: act on it, say so, and show the clean /dashboard URL.
	const returned = await paymentReturn(actor, new URL(request.url).searchParams)
	if (returned) throw await redirectWithToast(paths.dashboard, PAYMENT_RETURN_TOASTS[returned])
	const [salons, waiting] = await Promise.all([
		readOrNull(ownedSalons(actor), 'owned salons failed', { userId: user.id }),
		readOrNull(requestsWaitingFor(actor), 'waiting requests failed', { userId: user.id }),
	])
	if (salons) return { salons, waiting: waiting ?? 0, loadError: null }
	return { salons: [], waiting: 0, loadError: 'de gegevens zijn nu niet bereikbaar. Probeer het over een paar minuten opnieuw.' }
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Trimsalon Dashboard',
		description: 'Beheer de gegevens, foto, openingstijden en uitgelichte plaatsing van je trimsalon.',
		path: paths.dashboard,
		noIndex: true,
	})

/** The dashboard's tabs; the Agenda's counts the first bookings that wait for the owner's approval. */
const tabs = (waiting: number): Tab[] => [
	{ label: 'Mijn trimsalons', to: paths.dashboard, end: true },
	{ label: 'Uitgelichte vermeldingen', to: paths.dashboardFeatured },
	{ label: 'Beoordelingen', to: paths.dashboardReviews },
	{ label: 'Aanvragen', to: paths.dashboardRequests },
	{
		label: 'Agenda',
		to: paths.dashboardAgenda,
		badge: waiting
			? { count: waiting, description: `${countLabel(waiting, 'aanvraag wacht', 'aanvragen wachten')} op je goedkeuring` }
			: undefined,
	},
]

/** The owner dashboard: the salons this user owns, in three tabs (details, featured placement, place requests). */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
	const { salons, waiting, loadError } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold text-slate-900">Trimsalon Dashboard</h1>
			{loadError ? (
				<div className="mt-6">
					<Alert tone="error">Er is een fout opgetreden bij het laden van je trimsalons: {loadError}</Alert>
				</div>
			) : salons.length === 0 ? (
				<NoSalonsNotice />
			) : (
				<>
					<p className="mt-2 text-slate-700">Je beheert {countLabel(salons.length, 'trimsalon', 'trimsalons')}.</p>
					<TabNav label="Onderdelen van het dashboard" tabs={tabs(waiting)} />
					<div className="pt-8">
						<Outlet />
					</div>
				</>
			)}
		</div>
	)
}
