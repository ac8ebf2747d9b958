import { and, inArray, sql, type SQL } from 'drizzle-orm'
import { recordAudit } from '../audit/record.server'
import type { Transaction } from '../platform/db/client.server'
import { accountsByIds } from '../accounts/lookups.server'
import { placements } from '~/server/featured/tables.server'
import { salonsByIds } from '../salons/lookups.server'
import { badGateway, conflict } from '../platform/errors.server'
import { logger } from '../platform/logger.server'
import { paymentProvider, type PaymentProvider } from '../platform/payments/provider.server'
import type { Placement } from './admin-change.server'

export const BILLING_NOT_ENDED =
	'Het abonnement van de uitgelichte vermelding kon niet worden opgezegd bij de betaalprovider. Er is niets verwijderd; probeer het over een paar minuten opnieuw.'
export const PAYMENT_COMPLETING =
	'Er wordt net een uitgelichte vermelding betaald. Er is niets verwijderd; probeer het over een paar minuten opnieuw.'

/** What can still cost money: a subscription not ended yet, or a checkout that can still be paid. */
const BILLING = sql`((${placements.stripe_subscription_id} is not null and ${placements.status} <> 'cancelled')
	or (${placements.status} = 'pending' and ${placements.stripe_checkout_session_id} is not null))`

/** A placement whose billing ended, with what its buyer is told. */
export type EndedPlacement = { salon: string; subscribed: boolean; buyer: { email: string; name: string } | null }

/**
 * Placements that are about to go with a deletion (their salon's, or their buyer's account) stop
 * costing money first: each subscription is cancelled at the provider at once (no refund for the
 * current period, decision 0103) and each open checkout is ended, with the rows locked in the
 * caller's transaction. A provider that cannot do it refuses the deletion: the caller's transaction
 * rolls back and nothing is deleted (a cancellation that did go through reaches the placement by its
 * webhook). Each ended placement is cancelled and recorded in the audit log under `actorId`.
 */
export async function endBilling(tx: Transaction, actorId: string, which: SQL): Promise<EndedPlacement[]> {
	const rows = await tx.select().from(placements).where(and(which, BILLING)).for('update')
	if (!rows.length) return []
	const provider = paymentProvider()
	for (const placement of rows) {
		const ended = await endAtProvider(provider, placement).catch((error: unknown) => {
			logger.error({ err: error, placementId: placement.id }, 'ending the billing of a placement failed; the deletion is refused')
			throw badGateway(BILLING_NOT_ENDED)
		})
		if (!ended) throw conflict(PAYMENT_COMPLETING)
	}
	const ids = rows.map((placement) => placement.id)
	await tx.update(placements).set({ status: 'cancelled', reserved_until: null }).where(inArray(placements.id, ids))
	for (const placement of rows)
		await recordAudit(tx, {
			actorId,
			action: 'cancel',
			entity: 'featured',
			entityId: placement.id,
			changes: { status: [placement.status, 'cancelled'] },
		})
	return withNames(tx, rows)
}

/** Each ended placement with its salon's name and its buyer's address and name (null once the buyer's account is gone). */
async function withNames(tx: Transaction, rows: Placement[]): Promise<EndedPlacement[]> {
	const salons = await salonsByIds(
		tx,
		rows.map((placement) => placement.salon_id),
	)
	const buyers = await accountsByIds(
		tx,
		rows.flatMap((placement) => placement.user_id ?? []),
	)
	return rows.map((placement) => {
		const buyer = buyers.find((account) => account.id === placement.user_id)
		return {
			salon: salons.find((salon) => salon.id === placement.salon_id)!.name,
			subscribed: placement.stripe_subscription_id !== null,
			buyer: buyer ? { email: buyer.email, name: buyer.name } : null,
		}
	})
}

/** Cancels the placement's subscription, or ends its open checkout: false when that checkout was completed meanwhile. */
async function endAtProvider(provider: PaymentProvider | null, placement: Placement): Promise<boolean> {
	if (!provider) throw new Error('no payment provider is configured')
	if (!placement.stripe_subscription_id) return provider.expireCheckout(placement.stripe_checkout_session_id!)
	await provider.cancel(placement.stripe_subscription_id)
	return true
}
