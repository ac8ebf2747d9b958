import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import { placements } from '~/server/featured/tables.server'
import { unavailable } from '../platform/errors.server'
import { logger } from '../platform/logger.server'
import { paymentProvider } from '../platform/payments/provider.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { LIVE } from './slots.server'
import { placementIdOf, syncSubscription } from './sync.server'

export const STATUS_CHECK_FAILED = 'Kon abonnement status niet controleren. Probeer het later opnieuw.'

/**
 * The status check: reads this account's subscriptions (and the checkout just completed, when it is
 * theirs) from the provider, and answers how many of its placements are live.
 */
export async function checkSubscriptions(actor: Actor, { sessionId }: { sessionId?: string | null } = {}): Promise<number> {
	const owner = await authorize(actor, 'account:act')
	const provider = paymentProvider()
	if (!provider) throw unavailable(STATUS_CHECK_FAILED)
	try {
		if (sessionId) {
			const session = await provider.checkoutSession(sessionId)
			if (session?.subscription && session.metadata.user_id === owner.id)
				await syncSubscription(session.subscription, placementIdOf(session.metadata))
		}
		const mine = await db()
			.select({ subscription: placements.stripe_subscription_id })
			.from(placements)
			.where(and(eq(placements.user_id, owner.id), isNotNull(placements.stripe_subscription_id)))
		for (const { subscription } of mine) await syncSubscription(subscription!)
	} catch (error) {
		logger.error({ err: error }, 'the status check failed')
		throw unavailable(STATUS_CHECK_FAILED)
	}
	const { rows } = await db().execute<{ n: number }>(
		sql`select count(*)::int as n from featured_subscriptions where user_id = ${owner.id} and ${LIVE}`,
	)
	return rows[0]!.n
}
