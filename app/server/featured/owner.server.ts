import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { CHECKOUT_FAILED, NO_SLOTS, PORTAL_FAILED, type PlanId } from '~/lib/featured-plans'
import { paths } from '~/lib/paths'
import { config } from '../config.server'
import { db } from '../db/client.server'
import { cities, featuredSubscriptions, petGroomers } from '../db/schema.server'
import { AppError, conflict, forbidden, invalid } from '../errors.server'
import { logger } from '../logger.server'
import { paymentProvider } from '../payments/provider.server'
import type { SessionUser } from '../permissions.server'
import { lockSalon } from '../salons/admin-shared.server'
import { freePosition, freeSlots, LIVE, lockCity } from './slots.server'
import type { NewToast } from '../toast.server'
import { syncSubscription } from './sync.server'

/** How long a checkout holds its city's slot. */
export const RESERVATION_MINUTES = 30

/**
 * Starts the purchase of a placement: only the owner, only for a salon with a city, only while a
 * slot is free. The slot is reserved for 30 minutes in the same transaction that counts, so a paid
 * checkout never finds its city full. Answers the provider's checkout URL.
 */
export async function startCheckout(owner: SessionUser, input: { salonId: number; plan: PlanId }): Promise<string> {
	const provider = paymentProvider()
	if (!provider) throw new AppError(503, CHECKOUT_FAILED)
	const placement = await db().transaction(async (tx) => {
		const salon = await lockSalon(tx, input.salonId)
		if (salon.owner_id !== owner.id) throw forbidden('Je bent niet de eigenaar van deze trimsalon.')
		if (!salon.city_id) throw invalid('Deze trimsalon heeft nog geen stad. Neem contact met ons op.')
		await lockCity(tx, salon.city_id)
		const { rows: held } = await tx.execute(
			sql`select 1 from featured_subscriptions where groomer_id = ${salon.id} and ((${LIVE}) or (status = 'pending' and reserved_until > now()))`,
		)
		if (held.length) throw conflict('Deze trimsalon staat al uitgelicht, of er loopt nog een betaling voor.')
		if ((await freeSlots(tx, salon.city_id)) === 0) throw conflict(NO_SLOTS)
		const [row] = await tx
			.insert(featuredSubscriptions)
			.values({
				groomer_id: salon.id,
				city_id: salon.city_id,
				user_id: owner.id,
				status: 'pending',
				plan_type: input.plan,
				listing_position: await freePosition(tx, salon.city_id),
				reserved_until: sql`now() + make_interval(mins => ${RESERVATION_MINUTES})`,
			})
			.returning()
		return row!
	})
	try {
		const site = config().SITE_URL
		const session = await provider.createCheckout({
			plan: input.plan,
			customerEmail: owner.email,
			successUrl: `${site}${paths.dashboard}?subscription=success&session_id={CHECKOUT_SESSION_ID}`,
			cancelUrl: `${site}${paths.dashboard}?subscription=cancelled`,
			metadata: {
				featured_id: String(placement.id),
				salon_id: String(placement.groomer_id),
				city_id: String(placement.city_id),
				user_id: owner.id,
				plan: input.plan,
			},
		})
		await db()
			.update(featuredSubscriptions)
			.set({ stripe_checkout_session_id: session.id })
			.where(eq(featuredSubscriptions.id, placement.id))
		return session.url
	} catch (error) {
		logger.error({ err: error, salonId: input.salonId }, 'creating the checkout failed')
		await db().delete(featuredSubscriptions).where(eq(featuredSubscriptions.id, placement.id))
		throw new AppError(502, CHECKOUT_FAILED)
	}
}

/** A cancelled checkout gives its slot back at once rather than after 30 minutes. */
export async function releaseReservations(owner: SessionUser) {
	await db()
		.update(featuredSubscriptions)
		.set({ status: 'cancelled', reserved_until: null })
		.where(and(eq(featuredSubscriptions.user_id, owner.id), eq(featuredSubscriptions.status, 'pending')))
}

/**
 * The status check: reads this owner's subscriptions (and the checkout just completed) from the
 * provider, and answers how many of the owner's placements are live.
 */
export async function checkSubscriptions(owner: SessionUser, sessionId?: string | null): Promise<number> {
	const provider = paymentProvider()
	if (!provider) throw new AppError(503, 'Kon abonnement status niet controleren. Probeer het later opnieuw.')
	if (sessionId) {
		const session = await provider.checkoutSession(sessionId)
		if (session?.subscription && session.metadata.user_id === owner.id)
			await syncSubscription(session.subscription, Number(session.metadata.featured_id))
	}
	const mine = await db()
		.select({ subscription: featuredSubscriptions.stripe_subscription_id })
		.from(featuredSubscriptions)
		.where(and(eq(featuredSubscriptions.user_id, owner.id), isNotNull(featuredSubscriptions.stripe_subscription_id)))
	for (const { subscription } of mine) await syncSubscription(subscription!)
	const { rows } = await db().execute<{ n: number }>(
		sql`select count(*)::int as n from featured_subscriptions where user_id = ${owner.id} and ${LIVE}`,
	)
	return rows[0]!.n
}

/** The provider's customer portal for this owner (cancel, payment method, invoices). */
export async function customerPortalUrl(owner: SessionUser): Promise<string> {
	const provider = paymentProvider()
	const [latest] = await db()
		.select({ customer: featuredSubscriptions.stripe_customer_id })
		.from(featuredSubscriptions)
		.where(and(eq(featuredSubscriptions.user_id, owner.id), isNotNull(featuredSubscriptions.stripe_customer_id)))
		.orderBy(sql`${featuredSubscriptions.id} desc`)
		.limit(1)
	if (!provider || !latest?.customer) throw new AppError(404, PORTAL_FAILED)
	try {
		return await provider.portalUrl(latest.customer, `${config().SITE_URL}${paths.dashboardFeatured}`)
	} catch (error) {
		logger.error({ err: error }, 'opening the customer portal failed')
		throw new AppError(502, PORTAL_FAILED)
	}
}

/** The featured tab: each owned salon with a city, its live placement (if any) and the free slots of its city. */
export async function ownerPlacements(ownerId: string) {
	const salons = await db()
		.select({ id: petGroomers.id, name: petGroomers.name, cityId: petGroomers.city_id, cityName: cities.name })
		.from(petGroomers)
		.innerJoin(cities, eq(cities.id, petGroomers.city_id))
		.where(eq(petGroomers.owner_id, ownerId))
		.orderBy(petGroomers.name)
	return Promise.all(
		salons.map(async (salon) => {
			const { rows } = await db().execute<{
				listing_position: number
				plan_type: PlanId
				current_period_end: Date | null
				cancel_at_period_end: boolean
			}>(
				sql`select listing_position, plan_type, current_period_end, cancel_at_period_end from featured_subscriptions
					where groomer_id = ${salon.id} and ${LIVE} order by id desc limit 1`,
			)
			return { ...salon, live: rows[0] ?? null, freeSlots: await freeSlots(db(), salon.cityId!) }
		}),
	)
}

export type OwnerPlacement = Awaited<ReturnType<typeof ownerPlacements>>[number]

/**
 * The toast for a return from the payment provider (`?subscription=success&session_id=…`,
 * `?subscription=cancelled`, `?payment=success|cancelled`), after acting on it; null for any other visit.
 */
export async function paymentReturnToast(owner: SessionUser, params: URLSearchParams): Promise<NewToast | null> {
	const subscription = params.get('subscription')
	const payment = params.get('payment')
	if (subscription === 'success') {
		await checkSubscriptions(owner, params.get('session_id')).catch((error: unknown) =>
			logger.error({ err: error }, 'status check after checkout failed'),
		)
		return {
			title: 'Abonnement Succesvol!',
			description: 'Je uitgelichte vermelding wordt geactiveerd. Het kan enkele minuten duren voordat alles zichtbaar is.',
		}
	}
	if (subscription === 'cancelled') {
		await releaseReservations(owner)
		return { title: 'Abonnement Geannuleerd', description: 'De betaling is afgebroken; er is niets afgeschreven.', variant: 'destructive' }
	}
	if (payment === 'success') return { title: 'Betaling Succesvol!', description: 'Bedankt, je betaling is ontvangen.' }
	if (payment === 'cancelled') return { title: 'Betaling Geannuleerd', description: 'Er is niets afgeschreven.', variant: 'destructive' }
	return null
}
