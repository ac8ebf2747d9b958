import { sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { MAX_FEATURED_PER_CITY } from '~/lib/featured/featured-plans'
import type { Executor } from '../platform/db/client.server'
import { placements } from '~/server/featured/tables.server'

/** The placements as `f`, for the raw SQL that names the table so: `${f.salon_id}` is its salon column. */
export const f = alias(placements, 'f')

/** Live: active, and a period without end or ending in the future. */
export const LIVE = sql`status = 'active' and (current_period_end is null or current_period_end > now())`
/**
 * A slot is held by a live placement, by a checkout whose reservation has not run out, and by a
 * completed checkout whose payment is still being confirmed (SEPA can take days): a paid checkout
 * never finds its city full.
 */
export const HELD = sql`(${LIVE}) or (status = 'pending' and (reserved_until > now() or stripe_subscription_id is not null))`

/**
 * Serialises the slot decisions of one city (checkouts, activations, admin changes) for the rest of
 * the transaction, so that "count, then take" can never let a fourth placement in.
 */
export async function lockCity(tx: Executor, cityId: number) {
	await tx.execute(sql`select pg_advisory_xact_lock(${8_127_001}, ${cityId})`)
}

async function count(tx: Executor, where: ReturnType<typeof sql>, which: ReturnType<typeof sql>, exceptId = 0) {
	const { rows } = await tx.execute<{ n: number }>(
		sql`select count(*)::int as n from featured_subscriptions where ${where} and id <> ${exceptId} and (${which})`,
	)
	return rows[0]!.n
}

/**
 * Free slots for a new checkout: three minus the live placements and the held reservations; those of
 * `salonId` left out when given (its own unfinished checkout is ended when it starts again).
 */
export async function freeSlots(tx: Executor, cityId: number, salonId = 0) {
	return Math.max(0, MAX_FEATURED_PER_CITY - (await count(tx, sql`city_id = ${cityId} and ${placements.salon_id} <> ${salonId}`, HELD)))
}

/**
 * Whether this placement may go live: fewer than three others hold a slot in its city (a
 * reservation still running keeps its slot against a payment that arrives late), and its salon is
 * not live already.
 */
export async function mayGoLive(tx: Executor, placement: { id: number; city_id: number; salon_id: number }) {
	if ((await count(tx, sql`city_id = ${placement.city_id}`, HELD, placement.id)) >= MAX_FEATURED_PER_CITY) return 'full' as const
	if ((await count(tx, sql`${placements.salon_id} = ${placement.salon_id}`, LIVE, placement.id)) > 0) return 'salon-live' as const
	return 'yes' as const
}

/** The lowest position (1-3) that no other live placement or reservation in the city has. */
export async function freePosition(tx: Executor, cityId: number, exceptId = 0): Promise<number> {
	const { rows } = await tx.execute<{ listing_position: number }>(
		sql`select listing_position from featured_subscriptions where city_id = ${cityId} and id <> ${exceptId} and (${HELD})`,
	)
	const taken = new Set(rows.map((row) => row.listing_position))
	for (let position = 1; position <= MAX_FEATURED_PER_CITY; position++) if (!taken.has(position)) return position
	return MAX_FEATURED_PER_CITY
}
