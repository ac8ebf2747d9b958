import { sql } from 'drizzle-orm'
import { formatReviewDate } from '~/lib/common/dutch-date'
import { FEATURED_PLANS, formatEuro } from '~/lib/featured/featured-plans'
import { paths } from '~/lib/common/paths'
import { accountAddresses } from '../accounts/lookups.server'
import { db } from '../platform/db/client.server'
import { queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { salonRows } from '../salons/lookups.server'
import { f } from './slots.server'

/**
 * Placements end by themselves: a reservation whose checkout was never completed gives its slot back
 * (a payment that still comes is placed or refunded then), and a placement whose period has passed
 * (not renewed) becomes expired. A completed checkout waiting for its payment keeps its slot.
 */
export async function expirePlacements() {
	await db().execute(sql`update featured_subscriptions set status = 'cancelled', reserved_until = null
		where status = 'pending' and reserved_until <= now() and stripe_subscription_id is null`)
	await db().execute(sql`update featured_subscriptions set status = 'expired'
		where status = 'active' and current_period_end is not null and current_period_end <= now()`)
}

/** A yearly plan renews after a reminder 7 days before, sent once per renewal. */
export async function sendRenewalReminders() {
	await db().transaction(async (tx) => {
		const { rows } = await tx.execute<{ id: number; email: string; name: string; salon: string; period_end: Date }>(sql`
			select f.id, u.email, u.name, g.name as salon, f.current_period_end as period_end
			from featured_subscriptions f join ${accountAddresses()} u on u.id = f.user_id join ${salonRows()} g on g.id = ${f.salon_id}
			where f.status = 'active' and f.plan_type = 'yearly' and not f.cancel_at_period_end
				and f.current_period_end between now() and now() + interval '7 days'
				and f.reminded_for is distinct from f.current_period_end
			for update of f skip locked`)
		for (const row of rows) {
			await queueComposedMail(tx, {
				to: row.email,
				subject: `Je uitgelichte vermelding van ${row.salon} wordt binnenkort verlengd`,
				greeting: `Beste ${row.name || 'trimsaloneigenaar'},`,
				paragraphs: [
					`Op ${formatReviewDate(row.period_end)} wordt het jaarabonnement van ${row.salon} verlengd voor ${formatEuro(FEATURED_PLANS.yearly.amountCents)}.`,
					'Wil je dat niet? Zeg het abonnement dan vóór die datum op in je dashboard, onder Uitgelichte vermeldingen.',
				],
				action: { label: 'Naar je abonnement', url: siteLink(paths.dashboardFeatured) },
			})
			await tx.execute(sql`update featured_subscriptions set reminded_for = current_period_end where id = ${row.id}`)
		}
	})
}
