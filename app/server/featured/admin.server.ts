import { and, desc, eq, sql } from 'drizzle-orm'
import { NO_SLOTS } from '~/lib/featured-plans'
import { recordAudit } from '../audit/record.server'
import { db, type Transaction } from '../db/client.server'
import { featuredSubscriptions, FEATURED_STATUSES, payments, petGroomers } from '../db/schema.server'
import { conflict, invalid, notFound } from '../errors.server'
import { paymentProvider } from '../payments/provider.server'
import type { SessionUser } from '../permissions.server'
import { assertAdmin } from '../salons/admin-shared.server'
import { lockCity, roomToGoLive } from './slots.server'

export const ADMIN_STATUSES = FEATURED_STATUSES.filter((status) => status !== 'pending')
export type AdminStatus = (typeof ADMIN_STATUSES)[number]

/** The admin featured tab: counters, this month's revenue, the placements (filtered) and the payments. */
export async function adminFeatured(admin: SessionUser, filter: { q: string; status: AdminStatus | null }) {
	await assertAdmin(admin)
	const text = filter.q ? sql`(g.name ilike ${`%${filter.q}%`} or c.name ilike ${`%${filter.q}%`})` : sql`true`
	const status = filter.status ? sql`f.status = ${filter.status}` : sql`f.status <> 'pending'`
	const [counters, revenue, rows, paymentRows] = await Promise.all([
		db().execute<{ status: string; n: number }>(sql`
			select case when status = 'active' and current_period_end is not null and current_period_end <= now() then 'expired' else status end as status,
				count(*)::int as n
			from featured_subscriptions where status <> 'pending' group by 1`),
		db().execute<{ cents: number }>(
			sql`select coalesce(sum(amount_cents), 0)::int as cents from payments where status = 'paid' and paid_at >= date_trunc('month', now())`,
		),
		db().execute<{
			id: number
			name: string
			formatted_address: string | null
			city: string
			listing_position: number
			status: AdminStatus
			plan_type: string
			current_period_start: Date | null
			current_period_end: Date | null
		}>(sql`
			select f.id, g.name, g.formatted_address, c.name as city, f.listing_position, f.plan_type, f.current_period_start, f.current_period_end,
				case when f.status = 'active' and f.current_period_end is not null and f.current_period_end <= now() then 'expired' else f.status end as status
			from featured_subscriptions f join pet_groomers g on g.id = f.groomer_id join cities c on c.id = f.city_id
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
				salon: petGroomers.name,
			})
			.from(payments)
			.leftJoin(featuredSubscriptions, eq(featuredSubscriptions.id, payments.featured_id))
			.leftJoin(petGroomers, eq(petGroomers.id, featuredSubscriptions.groomer_id))
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

type Placement = typeof featuredSubscriptions.$inferSelect
type Work = (placement: Placement, tx: Transaction) => Promise<Partial<typeof featuredSubscriptions.$inferInsert>>

/** An admin change to one placement: admins only, the row and its city locked, recorded in the history. */
async function change(admin: SessionUser, id: number, action: 'pause' | 'activate' | 'cancel' | 'position', work: Work) {
	await assertAdmin(admin)
	await db().transaction(async (tx) => {
		const [placement] = await tx.select().from(featuredSubscriptions).where(eq(featuredSubscriptions.id, id)).for('update')
		if (!placement) throw notFound('Uitgelichte vermelding niet gevonden')
		await lockCity(tx, placement.city_id)
		const values = await work(placement, tx)
		await tx.update(featuredSubscriptions).set(values).where(eq(featuredSubscriptions.id, id))
		await recordAudit(tx, {
			actorId: admin.id,
			action,
			entity: 'featured',
			entityId: id,
			changes: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, [placement[key as keyof typeof placement], value]])),
		})
	})
}

/** Pausing stops the provider collecting and hides the placement at once. */
export async function pausePlacement(admin: SessionUser, id: number) {
	await change(admin, id, 'pause', async (placement) => {
		if (placement.status !== 'active') throw invalid('Alleen een actieve vermelding kan worden gepauzeerd.')
		if (placement.stripe_subscription_id) await paymentProvider()?.setPaused(placement.stripe_subscription_id, true)
		return { status: 'paused' }
	})
}

/** Activating needs a free slot in the city; collection resumes. */
export async function activatePlacement(admin: SessionUser, id: number) {
	await change(admin, id, 'activate', async (placement, tx) => {
		if (placement.status !== 'paused') throw invalid('Alleen een gepauzeerde vermelding kan worden geactiveerd.')
		if (!(await roomToGoLive(tx, placement.city_id, placement.id))) throw conflict(NO_SLOTS)
		if (placement.stripe_subscription_id) await paymentProvider()?.setPaused(placement.stripe_subscription_id, false)
		return { status: 'active' }
	})
}

/** Cancelling ends the subscription at the provider at once. */
export async function cancelPlacement(admin: SessionUser, id: number) {
	await change(admin, id, 'cancel', async (placement) => {
		if (placement.status === 'cancelled') throw invalid('Deze vermelding is al opgezegd.')
		if (placement.stripe_subscription_id) await paymentProvider()?.cancel(placement.stripe_subscription_id)
		return { status: 'cancelled' }
	})
}

/** A new position 1-3; the placement that had it takes the old one. */
export async function movePlacement(admin: SessionUser, id: number, position: number) {
	await change(admin, id, 'position', async (placement, tx) => {
		await tx
			.update(featuredSubscriptions)
			.set({ listing_position: placement.listing_position })
			.where(
				and(
					eq(featuredSubscriptions.city_id, placement.city_id),
					eq(featuredSubscriptions.listing_position, position),
					sql`${featuredSubscriptions.id} <> ${id}`,
					sql`status in ('active', 'paused', 'pending')`,
				),
			)
		return { listing_position: position }
	})
}
