import { eq } from 'drizzle-orm'
import { recordAudit } from '../audit/record.server'
import { db, type Transaction } from '../platform/db/client.server'
import { placements } from '~/server/featured/tables.server'
import { badGateway, notFound } from '../platform/errors.server'
import { logger } from '../platform/logger.server'
import { paymentProvider, type PaymentProvider } from '../platform/payments/provider.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockCity } from './slots.server'
import { PLACEMENT_NOT_FOUND } from '~/lib/featured/schema'

export type Placement = typeof placements.$inferSelect
type Work = (placement: Placement, tx: Transaction) => Promise<Partial<typeof placements.$inferInsert>>

/** An admin change to one placement: admins only, the row and its city locked, recorded in the history. */
export async function changePlacement(actor: Actor, id: number, action: 'pause' | 'activate' | 'cancel' | 'position', work: Work) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const [placement] = await tx.select().from(placements).where(eq(placements.id, id)).for('update')
		if (!placement) throw notFound(PLACEMENT_NOT_FOUND)
		await lockCity(tx, placement.city_id)
		const values = await work(placement, tx)
		await tx.update(placements).set(values).where(eq(placements.id, id))
		await recordAudit(tx, {
			actorId: admin.id,
			action,
			entity: 'featured',
			entityId: id,
			changes: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, [placement[key as keyof typeof placement], value]])),
		})
	})
}

/**
 * Tells the provider about the placement's subscription, when it has one; a provider that cannot
 * be reached refuses the change (the transaction is not committed) with a Dutch message.
 */
export async function atProvider(placement: Placement, call: (provider: PaymentProvider, subscriptionId: string) => Promise<void>) {
	const provider = paymentProvider()
	if (!placement.stripe_subscription_id || !provider) return
	try {
		await call(provider, placement.stripe_subscription_id)
	} catch (error) {
		logger.error({ err: error, placementId: placement.id }, 'the payment provider refused an admin change')
		throw badGateway('De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.')
	}
}
