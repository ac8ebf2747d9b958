import { redirect } from 'react-router'
import type { Route } from './+types/featured'
import { FeaturedPanel } from '~/components/dashboard/featured-panel'
import { checkoutSchema } from '~/lib/schemas/featured'
import { paths } from '~/lib/paths'
import { AppError, invalid } from '~/server/errors.server'
import { checkSubscriptions, customerPortalUrl, ownerPlacements, startCheckout } from '~/server/featured/owner.server'
import { parseForm, peekField } from '~/server/forms.server'
import { requireSalonOwner, requireUser } from '~/server/permissions.server'
import { redirectWithToast } from '~/server/toast.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return { placements: await ownerPlacements(user.id) }
}

const STATUS_FAILED = 'Kon abonnement status niet controleren. Probeer het later opnieuw.'

/** A plan card starts the checkout; the live panel opens the customer portal or re-checks the status. */
export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const intent = await peekField(request, 'intent')
	const back = (title: string, description?: string, variant?: 'destructive') =>
		redirectWithToast(paths.dashboardFeatured, { title, description, variant })
	try {
		if (intent === 'checkout') {
			const input = await parseForm(request, checkoutSchema)
			await requireSalonOwner(request, input.salonId)
			return redirect(await startCheckout(user, input))
		}
		if (intent === 'portal') return redirect(await customerPortalUrl(user))
		if (intent === 'refresh') {
			const active = await checkSubscriptions(user).catch(() => {
				throw new AppError(503, STATUS_FAILED)
			})
			return active
				? back(`Abonnement status bijgewerkt. Je hebt ${active} actieve abonnementen.`)
				: back('Abonnement status gecontroleerd.')
		}
		throw invalid('Onbekende actie.')
	} catch (error) {
		if (!(error instanceof AppError)) throw error
		const title = intent === 'refresh' ? STATUS_FAILED : intent === 'portal' ? error.message : 'Uitlichten niet gestart'
		return back(title, intent === 'checkout' ? error.message : undefined, 'destructive')
	}
}

/** The featured tab: per owned salon with a city, its live placement or the plans to buy one. */
export default function DashboardFeatured({ loaderData }: Route.ComponentProps) {
	const { placements } = loaderData
	return (
		<section aria-labelledby="uitgelicht" className="space-y-6">
			<h2 id="uitgelicht" className="text-2xl font-semibold">
				Uitgelichte vermeldingen
			</h2>
			{placements.length ? (
				placements.map((placement) => <FeaturedPanel key={placement.id} placement={placement} />)
			) : (
				<p className="text-slate-700">
					Je trimsalons hebben nog geen stad. Neem contact met ons op om dat aan te passen; daarna kun je ze uitlichten.
				</p>
			)}
		</section>
	)
}
