import { verifiedWebhook } from '~/server/accounts/actor.server'
import { handleProviderWebhook } from '~/server/featured/webhook.server'
import { AppError } from '~/server/platform/errors.server'
import { paymentProvider } from '~/server/platform/payments/provider.server'
import { statusOf } from './errors.server'

/** What the payment provider delivers: the body as it came, and the header that signs it. */
export type Delivery = { rawBody: string; signature: string | null }

/**
 * The payment provider's webhook: the signature must prove the body came from the provider (400
 * otherwise), and only then does the featured domain hear of it, from the provider's actor. A refused
 * event answers its status; a failure (logged where it happened) answers 500, so the provider
 * delivers the event again. The built-in stand-in delivers its events here too, in-process.
 */
export async function receiveProviderWebhook({ rawBody, signature }: Delivery): Promise<{ status: number }> {
	const provider = paymentProvider()
	if (!provider) return { status: 404 }
	let event: unknown
	try {
		event = provider.verifyEvent(rawBody, signature)
	} catch {
		return { status: 400 }
	}
	try {
		await handleProviderWebhook(verifiedWebhook(provider.name), { event })
		return { status: 200 }
	} catch (error) {
		return { status: error instanceof AppError ? statusOf(error) : 500 }
	}
}
