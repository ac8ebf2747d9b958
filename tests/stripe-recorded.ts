import Stripe from 'stripe'

/**
 * Stripe's API as recorded: each response below has the shape Stripe answered with (API version
 * 2026-10-28, test mode), trimmed to the fields we read plus their neighbours. The fake answers
 * through the SDK's own fetch client, keeps every request, and never reaches Stripe's servers.
 */
export type Recorded = { method: string; path: string; query: URLSearchParams; form: URLSearchParams; headers: Headers }

const T0 = 1_795_000_000
const MONTH = 30 * 24 * 60 * 60

export function checkoutSessionShape(input: {
	id: string
	status: 'open' | 'complete' | 'expired'
	metadata: Record<string, string>
	subscription?: string | null
}) {
	return {
		id: input.id,
		object: 'checkout.session',
		mode: 'subscription',
		status: input.status,
		payment_status: input.status === 'complete' ? 'paid' : 'unpaid',
		url: input.status === 'open' ? `https://checkout.stripe.com/c/pay/${input.id}#fidkdWxOYHwnPyd1blpxYHZxWjA0` : null,
		customer: input.subscription ? 'cus_TestA1' : null,
		subscription: input.subscription ?? null,
		metadata: input.metadata,
		locale: 'nl',
		livemode: false,
		created: T0,
		expires_at: T0 + 31 * 60,
	}
}

export function invoiceShape(input: { id: string; subscription: string; status: 'paid' | 'open'; amount: number; period: number }) {
	return {
		id: input.id,
		object: 'invoice',
		status: input.status,
		amount_due: input.amount,
		amount_paid: input.status === 'paid' ? input.amount : 0,
		amount_remaining: input.status === 'paid' ? 0 : input.amount,
		currency: 'eur',
		customer: 'cus_TestA1',
		billing_reason: input.period === 0 ? 'subscription_create' : 'subscription_cycle',
		parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: {}, subscription: input.subscription } },
		status_transitions: {
			finalized_at: T0 + input.period * MONTH,
			paid_at: input.status === 'paid' ? T0 + input.period * MONTH + 60 : null,
		},
		livemode: false,
	}
}

export function subscriptionShape(input: {
	id: string
	status: string
	metadata: Record<string, string>
	latestInvoice: ReturnType<typeof invoiceShape>
	period: number
	paused?: boolean
}) {
	const start = T0 + input.period * MONTH
	return {
		id: input.id,
		object: 'subscription',
		status: input.status,
		customer: 'cus_TestA1',
		cancel_at_period_end: false,
		pause_collection: input.paused ? { behavior: 'void', resumes_at: null } : null,
		metadata: input.metadata,
		latest_invoice: input.latestInvoice,
		items: {
			object: 'list',
			data: [
				{
					id: 'si_TestA1',
					object: 'subscription_item',
					current_period_start: start,
					current_period_end: start + MONTH,
					price: { id: 'price_month', object: 'price', unit_amount: 1195, currency: 'eur', recurring: { interval: 'month' } },
					quantity: 1,
				},
			],
			has_more: false,
		},
		livemode: false,
	}
}

type Handler = (request: Recorded) => { status?: number; body: object } | undefined

/** A fake Stripe: `answer` routes each request; unknown ones get Stripe's 404 shape. */
export function fakeStripe(answer: Handler) {
	const requests: Recorded[] = []
	const fetch = async (input: string | URL | Request, init?: RequestInit) => {
		const url = new URL(String(input))
		const request: Recorded = {
			method: init?.method ?? 'GET',
			path: url.pathname,
			query: url.searchParams,
			form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
			headers: new Headers(init?.headers),
		}
		requests.push(request)
		const response = answer(request) ?? {
			status: 404,
			body: {
				error: {
					type: 'invalid_request_error',
					code: 'resource_missing',
					message: `Unrecognized request URL (${request.method}: ${request.path}).`,
				},
			},
		}
		return new Response(JSON.stringify(response.body), {
			status: response.status ?? 200,
			headers: { 'content-type': 'application/json', 'request-id': `req_${requests.length}` },
		})
	}
	return { requests, httpClient: Stripe.createFetchHttpClient(fetch as typeof globalThis.fetch) }
}
