import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { PORTAL_FAILED } from '~/lib/featured/featured-plans'
import { paths } from '~/lib/common/paths'
import { config } from '../platform/config.server'
import { db } from '../platform/db/client.server'
import { placements } from '~/server/featured/tables.server'
import { badGateway, notFound } from '../platform/errors.server'
import { logger } from '../platform/logger.server'
import { paymentProvider } from '../platform/payments/provider.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'

/** The provider's customer portal for this owner's latest subscription (cancel, payment method, invoices). */
export async function customerPortalUrl(actor: Actor): Promise<string> {
	const owner = await authorize(actor, 'account:act')
	const provider = paymentProvider()
	const [latest] = await db()
		.select({ customer: placements.stripe_customer_id })
		.from(placements)
		.where(and(eq(placements.user_id, owner.id), isNotNull(placements.stripe_customer_id)))
		.orderBy(desc(placements.id))
		.limit(1)
	if (!provider || !latest?.customer) throw notFound(PORTAL_FAILED)
	try {
		return await provider.portalUrl(latest.customer, `${config().SITE_URL}${paths.dashboardFeatured}`)
	} catch (error) {
		logger.error({ err: error }, 'opening the customer portal failed')
		throw badGateway(PORTAL_FAILED)
	}
}
