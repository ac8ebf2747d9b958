import { eq, sql } from 'drizzle-orm'
import { db, type Executor } from '../platform/db/client.server'
import { placements, payments } from '~/server/featured/tables.server'
import type { ProviderInvoice } from '../platform/payments/provider.server'

/** Records an invoice as a payment once (by invoice id); a later state of the same invoice replaces it. */
export async function recordInvoice(executor: Executor, invoice: ProviderInvoice, placementId: number | null) {
	const values = {
		placement_id: placementId,
		invoice_id: invoice.id,
		amount_cents: invoice.amountCents,
		currency: invoice.currency,
		status: invoice.status,
		paid_at: invoice.paidAt === null ? null : new Date(invoice.paidAt * 1000),
	}
	// A refund is final: an invoice.paid event that arrives after it does not undo it.
	await executor
		.insert(payments)
		.values(values)
		.onConflictDoUpdate({
			target: payments.invoice_id,
			set: {
				status: sql`case when ${payments.status} = 'refunded' then 'refunded' else excluded.status end`,
				paid_at: values.paid_at,
				amount_cents: values.amount_cents,
			},
		})
}

/** The placement a provider subscription belongs to, for recording its invoices. */
export async function placementOfSubscription(subscriptionId: string) {
	const [placement] = await db().select({ id: placements.id }).from(placements).where(eq(placements.stripe_subscription_id, subscriptionId))
	return placement?.id ?? null
}
