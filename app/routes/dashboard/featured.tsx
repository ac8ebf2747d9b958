import { redirect } from 'react-router'
import type { Route } from './+types/featured'
import { FeaturedPanel } from '~/components/dashboard/featured-panel'
import { Alert } from '~/components/ui/alert'
import { checkoutSchema } from '~/lib/featured/schema'
import { paths } from '~/lib/common/paths'
import { handleAction, readOrNull } from '~/edge/errors.server'
import { invalid } from '~/server/platform/errors.server'
import { checkSubscriptions } from '~/server/featured/check-status.server'
import { startCheckout } from '~/server/featured/checkout.server'
import { ownerPlacements } from '~/server/featured/owned.server'
import { customerPortalUrl } from '~/server/featured/portal.server'
import { parseForm, peekField } from '~/edge/forms.server'
import { requireMailableUser, requireUser } from '~/edge/guards.server'
import { requireSalonOwner } from '~/edge/owner-guards.server'
import { redirectWithToast } from '~/edge/toast.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const placements = await readOrNull(ownerPlacements(actor), 'featured placements failed', { userId: actor.user.id })
	return { placements: placements ?? [], loadFailed: !placements }
}

/** A plan card starts the checkout; the live panel opens the customer portal or re-checks the status. */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const intent = await peekField(request, 'intent')
	if (intent === 'checkout') await requireMailableUser(actor.user)
	const back = (title: string) => redirectWithToast(paths.dashboardFeatured, { title })
	// A refused checkout says what did not start; the portal and the status check say only why.
	const toast = (reason: string) => (intent === 'checkout' ? { title: 'Uitlichten niet gestart', description: reason } : { title: reason })
	return handleAction(
		async () => {
			if (intent === 'checkout') {
				const input = await parseForm(request, checkoutSchema)
				// Someone else's salon gets the 403/404 page, not the toast a refused checkout gets.
				await requireSalonOwner({ request, context }, input.salonId)
				return redirect(await startCheckout(actor, input))
			}
			if (intent === 'portal') return redirect(await customerPortalUrl(actor))
			if (intent === 'refresh') {
				const active = await checkSubscriptions(actor)
				return active
					? back(`Abonnement status bijgewerkt. Je hebt ${active} actieve abonnementen.`)
					: back('Abonnement status gecontroleerd.')
			}
			throw invalid(UNKNOWN_ACTION)
		},
		{ back: paths.dashboardFeatured, toast },
	)
}

/** The featured tab: per owned salon with a city, its live placement or the plans to buy one. */
export default function DashboardFeatured({ loaderData }: Route.ComponentProps) {
	const { placements, loadFailed } = loaderData
	return (
		<section aria-labelledby="uitgelicht" className="space-y-6">
			<h2 id="uitgelicht" className="text-2xl font-semibold">
				Uitgelichte vermeldingen
			</h2>
			{loadFailed ? (
				<Alert tone="error">Er is een fout opgetreden bij het laden van uitgelichte listings.</Alert>
			) : placements.length ? (
				placements.map((placement) => <FeaturedPanel key={placement.id} salon={placement} />)
			) : (
				<p className="text-slate-700">
					Je trimsalons hebben nog geen stad. Neem contact met ons op om dat aan te passen; daarna kun je ze uitlichten.
				</p>
			)}
		</section>
	)
}
