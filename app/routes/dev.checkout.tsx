import { Form, redirect } from 'react-router'
import type { Route } from './+types/dev.checkout'
import { Button } from '~/components/ui/button'
import { formatEuro } from '~/lib/featured/featured-plans'
import { invariantResponse } from '~/edge/errors.server'
import { conflict, notFound } from '~/server/platform/errors.server'
import { cancelCheckout, completeCheckout, standInCheckout } from '~/server/platform/payments/stand-in.server'
import { actorOf, requireDemoMode } from '~/edge/guards.server'
import { clientIpContext } from '~/edge/request-context.server'

export async function loader({ request, context, params }: Route.LoaderArgs) {
	requireDemoMode(context.get(clientIpContext), { standInPayments: true })
	const session = await standInCheckout((await actorOf({ request, context })).user, params.id)
	invariantResponse(session, () => notFound())
	return { label: session.label, amount: formatEuro(session.amountCents), open: session.open, email: session.customerEmail }
}

/** The stand-in for Stripe Checkout: its own user completes the payment (the same events as Stripe's) or cancels it. */
export async function action({ request, context, params }: Route.ActionArgs) {
	requireDemoMode(context.get(clientIpContext), { standInPayments: true })
	invariantResponse(await standInCheckout((await actorOf({ request, context })).user, params.id), () => notFound())
	const intent = (await request.formData()).get('intent')
	const next = intent === 'pay' ? await completeCheckout(params.id) : await cancelCheckout(params.id)
	invariantResponse(next, () => conflict('Deze betaling is al afgerond, geannuleerd of verlopen.'))
	return redirect(next)
}

export const meta: Route.MetaFunction = () => [{ title: 'Testbetaling (ontwikkeling)' }, { name: 'robots', content: 'noindex' }]

export default function DevCheckout({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-md px-4 py-16">
			<p className="text-sm font-semibold uppercase tracking-wide text-amber-700">Testomgeving, er wordt niets afgeschreven</p>
			<h1 className="mt-2 text-2xl font-bold">Uitgelichte vermelding afrekenen</h1>
			<dl className="mt-6 grid grid-cols-2 gap-2 rounded-xl border border-slate-200 p-4">
				<dt className="text-slate-600">Abonnement</dt>
				<dd className="font-semibold">{loaderData.label}</dd>
				<dt className="text-slate-600">Bedrag</dt>
				<dd className="font-semibold">{loaderData.amount}</dd>
				<dt className="text-slate-600">E-mailadres</dt>
				<dd className="break-all">{loaderData.email}</dd>
			</dl>
			{loaderData.open ? (
				<Form method="post" className="mt-6 flex gap-3">
					<Button type="submit" name="intent" value="pay">
						Betaling voltooien
					</Button>
					<Button type="submit" name="intent" value="cancel" variant="secondary">
						Annuleren
					</Button>
				</Form>
			) : (
				<p className="mt-6 text-slate-700">Deze betaling is al afgerond, geannuleerd of verlopen.</p>
			)}
		</section>
	)
}
