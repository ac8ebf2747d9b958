import { createRequire } from 'node:module'
import type Stripe from 'stripe'

let sdk: typeof Stripe | undefined

/**
 * The Stripe SDK, loaded when a payment provider is first made: it is large, and a process that
 * takes no payments (production without Stripe, most requests of a demo) never holds it.
 */
export function stripeSdk(): typeof Stripe {
	sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe
	return sdk
}
