import { eq } from 'drizzle-orm'
import { paths } from '~/lib/common/paths'
import { recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { accountById } from '../accounts/lookups.server'
import { placements } from '~/server/featured/tables.server'
import { salonById } from '../salons/lookups.server'
import { logger } from '../platform/logger.server'
import { queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { paymentProvider, type ProviderSubscription } from '../platform/payments/provider.server'
import { recordInvoice } from './invoices.server'

export type Unplaceable = 'full' | 'salon-live'

const REASONS: Record<Unplaceable, (salon: string) => string> = {
	full: (salon) => `Toen je betaling binnenkwam, waren alle uitgelichte posities in de stad van ${salon} al bezet (maximaal 3 per stad).`,
	'salon-live': (salon) => `Toen je betaling binnenkwam, stond ${salon} al uitgelicht met een ander abonnement.`,
}

/**
 * A payment that cannot be placed: money back in full, subscription ended, owner told. The refund
 * comes first and is idempotent: when a step fails the event fails, and its next delivery finds the
 * placement unchanged and does it all again.
 */
export async function refundUnplaceable(
	subscription: Pick<ProviderSubscription, 'id' | 'customer'>,
	placement: typeof placements.$inferSelect,
	reason: Unplaceable,
) {
	const provider = paymentProvider()!
	const refunded = await provider.refundLatestPayment(subscription.id)
	await provider.cancel(subscription.id)
	await db().transaction(async (tx) => {
		await tx
			.update(placements)
			.set({
				status: 'cancelled',
				reserved_until: null,
				stripe_subscription_id: subscription.id,
				stripe_customer_id: subscription.customer,
			})
			.where(eq(placements.id, placement.id))
		if (refunded) await recordInvoice(tx, refunded, placement.id)
		const owner = placement.user_id ? await accountById(tx, placement.user_id) : undefined
		const salon = owner && (await salonById(tx, placement.salon_id))
		if (owner && salon) {
			await queueComposedMail(tx, {
				to: owner.email,
				subject: `Je betaling voor ${salon.name} is terugbetaald`,
				greeting: `Beste ${owner.name || 'trimsaloneigenaar'},`,
				paragraphs: [
					REASONS[reason](salon.name),
					'We hebben het bedrag volledig terugbetaald en het abonnement beëindigd. Zodra er een plek vrijkomt, kun je het opnieuw proberen.',
				],
				action: { label: 'Naar je dashboard', url: siteLink(paths.dashboardFeatured) },
			})
		}
		if (placement.user_id)
			await recordAudit(tx, { actorId: placement.user_id, action: 'cancel', entity: 'featured', entityId: placement.id })
	})
}

/**
 * A subscription of ours that still runs after its placement went (deleted with its salon before
 * deletions ended billing, or a checkout whose reservation was removed when its creation seemed to
 * fail): its latest payment, when paid, is refunded in full and the subscription cancelled, both
 * idempotent. The refund is recorded without a placement; nobody is mailed, the buyer may be gone too.
 */
export async function refundOrphan(subscription: ProviderSubscription) {
	const provider = paymentProvider()!
	const refunded = subscription.latestInvoicePaid ? await provider.refundLatestPayment(subscription.id) : null
	await provider.cancel(subscription.id)
	if (refunded) await recordInvoice(db(), refunded, null)
	logger.warn({ subscription: subscription.id }, 'a subscription without its placement was refunded and cancelled')
}
