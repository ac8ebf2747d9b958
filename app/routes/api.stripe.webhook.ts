import type { Route } from './+types/api.stripe.webhook'
import { failure, methodNotAllowed } from '~/edge/errors.server'
import { notFound } from '~/server/platform/errors.server'
import { receiveProviderWebhook } from '~/edge/provider-webhook.server'
import { paymentProvider } from '~/server/platform/payments/provider.server'

/**
 * POST /api/stripe/webhook: Stripe's events, proven by their signature (exempt from the Origin rule).
 * The built-in stand-in delivers in-process, so over HTTP only a real Stripe account is heard.
 */
export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST' || paymentProvider()?.name !== 'stripe') return failure(notFound())
	const { status } = await receiveProviderWebhook({ rawBody: await request.text(), signature: request.headers.get('stripe-signature') })
	return new Response(null, { status })
}

export function loader() {
	return methodNotAllowed()
}
