import { isNotNull, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { createAccount } from '~/server/accounts/users.server'
import type { Database } from '~/server/platform/db/client.server'
import { cities } from '~/server/cities/tables.server'
import { paymentEvents } from '~/server/featured/tables.server'
import { salons } from '~/server/salons/tables.server'
import type { SessionUser } from '~/server/accounts/permissions.server'
import { uniqueEmail } from './actions'
import { waitFor } from './wait'

export type Owner = { user: SessionUser; salon: typeof salons.$inferSelect; cityId: number }

/** A new city with `owners` salons, each owned by its own verified account. */
export async function cityWithOwners(database: Database, name: string, owners: number): Promise<Owner[]> {
	const [city] = await database.insert(cities).values({ name }).returning()
	return Promise.all(
		Array.from({ length: owners }, async (_, index) => {
			const email = uniqueEmail('uitgelicht')
			const account = await createAccount({ email, password: 'geheim123', emailVerified: true })
			const [salon] = await database
				.insert(salons)
				.values({
					name: `${name} Salon ${index}`,
					slug: `${name.toLowerCase()}-${index}-${Math.random().toString(36).slice(2)}`,
					city_id: city!.id,
					owner_id: account.id,
				})
				.returning()
			return { user: { id: account.id, email, name: '', emailVerified: true }, salon: salon!, cityId: city!.id }
		}),
	)
}

/** The live placements of a city. */
export async function liveIn(database: Database, cityId: number) {
	const { rows } = await database.execute<{ n: number }>(
		sql`select count(*)::int as n from featured_subscriptions where city_id = ${cityId} and status = 'active' and (current_period_end is null or current_period_end > now())`,
	)
	return rows[0]!.n
}

/** The checkout session id at the end of a (stand-in) checkout URL. */
export const sessionIdOf = (url: string) => url.split('/').pop()!

/** An event as the provider would send it, signed with `secret` by Stripe's own helper. */
export function signed(secret: string, type: string, object: object, id = `evt_test_${Math.random().toString(36).slice(2)}`) {
	const payload = JSON.stringify({ id, object: 'event', type, data: { object } })
	return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}

/** Waits until `count` payment events have been handled (the stand-in delivers some after the caller's work). */
export async function eventsHandled(database: Database, count: number) {
	await waitFor(
		`${count} payment events handled`,
		async () => (await database.$count(paymentEvents, isNotNull(paymentEvents.processed_at))) >= count,
		{ intervalMs: 25 },
	)
}
