import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { CHECKOUT_FAILED, NO_SLOTS, type PlanId } from '~/lib/featured/featured-plans'
import { paths } from '~/lib/common/paths'
import { config } from '../platform/config.server'
import { db, type Transaction } from '../platform/db/client.server'
import { placements } from '~/server/featured/tables.server'
import { badGateway, conflict, forbidden, invalid, unavailable } from '../platform/errors.server'
import { logger } from '../platform/logger.server'
import { paymentProvider, type PaymentProvider } from '../platform/payments/provider.server'
import { authorize, type SessionUser } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockSalon } from '../salons/admin-shared.server'
import { freePosition, freeSlots, HELD, lockCity } from './slots.server'
import { NOT_SALON_OWNER } from '../salons/permissions.server'

/** How long a checkout holds its city's slot. */
export const RESERVATION_MINUTES = 30
/** The checkout itself can be paid a minute longer (Stripe's shortest expiry is 30 minutes after creation). */
const CHECKOUT_MINUTES = RESERVATION_MINUTES + 1

export const ALREADY_FEATURED = 'Deze trimsalon heeft al een uitgelichte vermelding.'
export const PAYMENT_UNDER_WAY = 'Er loopt nog een betaling voor deze trimsalon. Probeer het over een paar minuten opnieuw.'

/**
 * Starts the purchase of a placement: only the owner, only for a salon with a city, only while a
 * slot is free. The slot is reserved for 30 minutes in the same transaction that counts, so a paid
 * checkout never finds its city full. Answers the provider's checkout URL.
 */
export async function startCheckout(actor: Actor, input: { salonId: number; plan: PlanId }): Promise<string> {
	const owner = await authorize(actor, 'account:act')
	// The owner is checked before anything reaches the provider; the reservation checks again under its lock.
	await db().transaction((tx) => ownedSalon(tx, owner, input.salonId))
	const provider = paymentProvider()
	if (!provider) throw unavailable(CHECKOUT_FAILED)
	await endPreviousCheckouts(provider, owner, input.salonId)
	const placement = await reserve(owner, input)
	try {
		const site = config().SITE_URL
		const session = await provider.createCheckout({
			plan: input.plan,
			customerEmail: owner.email,
			successUrl: `${site}${paths.dashboard}?subscription=success&session_id={CHECKOUT_SESSION_ID}`,
			cancelUrl: `${site}${paths.dashboard}?subscription=cancelled`,
			metadata: {
				// The provider keeps this key on every subscription; placementIdOf reads it back.
				featured_id: String(placement.id),
				salon_id: String(placement.salon_id),
				city_id: String(placement.city_id),
				user_id: owner.id,
				plan: input.plan,
			},
			expiresAt: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
		})
		await db().update(placements).set({ stripe_checkout_session_id: session.id }).where(eq(placements.id, placement.id))
		return session.url
	} catch (error) {
		logger.error({ err: error, salonId: input.salonId }, 'creating the checkout failed')
		await db().delete(placements).where(eq(placements.id, placement.id))
		throw badGateway(CHECKOUT_FAILED)
	}
}

/**
 * Starting again (after the browser's back button, say) first ends this owner's unfinished checkouts
 * for the salon at the provider, so that no two of them can be paid; one that was completed meanwhile
 * keeps its place and this purchase waits for it.
 */
async function endPreviousCheckouts(provider: PaymentProvider, owner: SessionUser, salonId: number) {
	const previous = await db()
		.select({ id: placements.id, session: placements.stripe_checkout_session_id })
		.from(placements)
		.where(
			and(
				eq(placements.salon_id, salonId),
				eq(placements.user_id, owner.id),
				eq(placements.status, 'pending'),
				isNull(placements.stripe_subscription_id),
				isNotNull(placements.stripe_checkout_session_id),
			),
		)
	for (const row of previous) {
		const ended = await provider.expireCheckout(row.session!).catch((error: unknown) => {
			logger.error({ err: error, salonId }, 'ending the previous checkout failed')
			throw badGateway(CHECKOUT_FAILED)
		})
		if (!ended) throw conflict(PAYMENT_UNDER_WAY)
		await db()
			.update(placements)
			.set({ status: 'cancelled', reserved_until: null })
			.where(and(eq(placements.id, row.id), eq(placements.status, 'pending')))
	}
}

/** The salon, locked for the rest of the transaction, when this user owns it. */
async function ownedSalon(tx: Transaction, owner: SessionUser, salonId: number) {
	const salon = await lockSalon(tx, salonId)
	if (salon.owner_id !== owner.id) throw forbidden(NOT_SALON_OWNER)
	return salon
}

/** The reservation: the salon and its city locked, one placement per salon, a slot free. */
async function reserve(owner: SessionUser, input: { salonId: number; plan: PlanId }) {
	return db().transaction(async (tx) => {
		const salon = await ownedSalon(tx, owner, input.salonId)
		if (!salon.city_id) throw invalid('Deze trimsalon heeft nog geen stad. Neem contact met ons op.')
		await lockCity(tx, salon.city_id)
		const { rows: held } = await tx.execute<{ status: string }>(
			sql`select status from featured_subscriptions where ${placements.salon_id} = ${salon.id} and (status = 'paused' or ${HELD})`,
		)
		if (held.some((row) => row.status === 'pending')) throw conflict(PAYMENT_UNDER_WAY)
		if (held.length) throw conflict(ALREADY_FEATURED)
		if ((await freeSlots(tx, salon.city_id)) === 0) throw conflict(NO_SLOTS)
		const [row] = await tx
			.insert(placements)
			.values({
				salon_id: salon.id,
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
}
