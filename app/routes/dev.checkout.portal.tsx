import { Form, Link } from 'react-router'
import type { Route } from './+types/dev.checkout.portal'
import { Button } from '~/components/ui/button'
import { formatReviewDate } from '~/lib/common/dutch-date'
import { FEATURED_PLANS } from '~/lib/featured/featured-plans'
import { paths } from '~/lib/common/paths'
import { invariantResponse } from '~/edge/errors.server'
import { notFound } from '~/server/platform/errors.server'
import { cancelAtPeriodEnd, standInPortal } from '~/server/platform/payments/stand-in.server'
import { actorOf, requireDemoMode } from '~/edge/guards.server'
import { clientIpContext } from '~/edge/request-context.server'

export async function loader({ request, context, params }: Route.LoaderArgs) {
	requireDemoMode(context.get(clientIpContext), { standInPayments: true })
	const subscriptions = await standInPortal((await actorOf({ request, context })).user, params.customer)
	invariantResponse(subscriptions.length, () => notFound())
	return {
		subscriptions: subscriptions.map((subscription) => ({
			id: subscription.id,
			label: FEATURED_PLANS[subscription.plan].label,
			end: subscription.currentPeriodEnd ? formatReviewDate(new Date(subscription.currentPeriodEnd * 1000)) : null,
			ending: subscription.cancelAtPeriodEnd || subscription.status === 'canceled',
		})),
	}
}

export async function action({ request, context, params }: Route.ActionArgs) {
	requireDemoMode(context.get(clientIpContext), { standInPayments: true })
	const id = String((await request.formData()).get('subscription'))
	invariantResponse(
		(await standInPortal((await actorOf({ request, context })).user, params.customer)).some((subscription) => subscription.id === id),
		() => notFound(),
	)
	await cancelAtPeriodEnd(id)
	return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Abonnementen (ontwikkeling)' }, { name: 'robots', content: 'noindex' }]

/** The stand-in for Stripe's customer portal: cancel a subscription at the end of its period. */
export default function DevPortal({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-lg px-4 py-16">
			<p className="text-sm font-semibold uppercase tracking-wide text-amber-700">Testomgeving</p>
			<h1 className="mt-2 text-2xl font-bold">Je abonnementen</h1>
			<ul className="mt-6 space-y-4">
				{loaderData.subscriptions.map((subscription) => (
					<li key={subscription.id} className="rounded-xl border border-slate-200 p-4">
						<p className="font-semibold">{subscription.label}</p>
						<p className="text-sm text-slate-600">
							{subscription.ending ? `Eindigt op ${subscription.end}` : `Loopt tot ${subscription.end}, daarna wordt het verlengd`}
						</p>
						{subscription.ending ? null : (
							<Form method="post" className="mt-3">
								<input type="hidden" name="subscription" value={subscription.id} />
								<Button type="submit" variant="secondary">
									Opzeggen aan het einde van de periode
								</Button>
							</Form>
						)}
					</li>
				))}
			</ul>
			<Link to={paths.dashboardFeatured} className="mt-6 inline-block font-medium text-brand-700 underline">
				Terug naar je dashboard
			</Link>
		</section>
	)
}
