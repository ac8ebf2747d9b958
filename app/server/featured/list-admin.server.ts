import { desc, eq, sql } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import type { AdminPlacementStatus } from '~/lib/featured/featured-plans'
import { placements, payments } from '~/server/featured/tables.server'
import { salonRows } from '../salons/lookups.server'
import { cityNames } from '../cities/names.server'
import { authorize } from '../accounts/permissions.server'
import { f } from './slots.server'
import type { Actor } from '../accounts/actor.server'

/** Our status as the admin reads it: an active placement whose period has passed is expired. */
const SHOWN_STATUS = sql`case when status = 'active' and current_period_end is not null and current_period_end <= now() then 'expired' else status end`

/** The admin featured tab: counters, this month's revenue, the placements (filtered) and the payments. */
export async function adminFeatured(actor: Actor, filter: { q: string; status: AdminPlacementStatus | null }) {
	await authorize(actor, 'admin:act')
	const text = filter.q ? sql`(g.name ilike ${`%${filter.q}%`} or c.name ilike ${`%${filter.q}%`})` : sql`true`
	const status = filter.status ? sql`f.shown_status = ${filter.status}` : sql`f.status <> 'pending'`
	const salon = salonRows().as('salon')
	const [counters, revenue, rows, paymentRows] = await Promise.all([
		db().execute<{ status: string; n: number }>(
			sql`select ${SHOWN_STATUS} as status, count(*)::int as n from featured_subscriptions where status <> 'pending' group by 1`,
		),
		db().execute<{ cents: number }>(
			sql`select coalesce(sum(amount_cents), 0)::int as cents from payments where status = 'paid' and paid_at >= date_trunc('month', now())`,
		),
		db().execute<{
			id: number
			name: string
			formatted_address: string | null
			city: string
			listing_position: number
			status: AdminPlacementStatus
			plan_type: string
			current_period_start: Date | null
			current_period_end: Date | null
		}>(sql`
			select f.id, g.name, g.formatted_address, c.name as city, f.listing_position, f.plan_type, f.current_period_start,
				f.current_period_end, f.shown_status as status
			from (select *, ${SHOWN_STATUS} as shown_status from featured_subscriptions) f
				join ${salonRows()} g on g.id = ${f.salon_id} join ${cityNames()} c on c.id = f.city_id
			where ${status} and ${text}
			order by c.name, f.listing_position, f.id
			limit 500`),
		db()
			.select({
				id: payments.id,
				invoice: payments.invoice_id,
				amountCents: payments.amount_cents,
				status: payments.status,
				paidAt: payments.paid_at,
				createdAt: payments.createdAt,
				salon: salon.name,
			})
			.from(payments)
			.leftJoin(placements, eq(placements.id, payments.placement_id))
			.leftJoin(salon, eq(salon.id, placements.salon_id))
			.orderBy(desc(payments.createdAt))
			.limit(100),
	])
	const count = (name: string) => counters.rows.find((row) => row.status === name)?.n ?? 0
	return {
		counters: { active: count('active'), paused: count('paused'), expired: count('expired'), cancelled: count('cancelled') },
		revenueCents: revenue.rows[0]!.cents,
		placements: rows.rows,
		payments: paymentRows,
	}
}

/** How many placements, in any state, a salon has had (what deleting it takes with it). */
export function placementCountOf(salonId: number) {
	return db().$count(placements, eq(placements.salon_id, salonId))
}
