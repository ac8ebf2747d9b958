import { sql } from 'drizzle-orm'
import type { DayRange } from '~/lib/statistics/statistics-chart'
import { db } from '../platform/db/client.server'
import { payments } from '~/server/featured/tables.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { f } from './slots.server'

/**
 * For each salon the actor owns, the Dutch days it was featured from `fromDay` on: each paid placement from its first paid
 * invoice (a renewal moves the period's start on; the days paid before stay featured) to its end,
 * today for a live one, and for one that stopped early (paused, cancelled, expired) no later than
 * its last change. Checkouts never paid are left out.
 */
export async function featuredDayRanges(actor: Actor, { fromDay }: { fromDay: string }): Promise<Map<number, DayRange[]>> {
	const owner = await authorize(actor, 'account:act')
	const result = new Map<number, DayRange[]>()
	const day = (at: ReturnType<typeof sql>) => sql`to_char((${at}) at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`
	// The earlier of the period's start and the first paid invoice: a placement without payment rows
	// (the admin's or an older one) starts at its period.
	const start = sql`least(current_period_start, (select min(${payments.paid_at}) from ${payments} where ${payments.placement_id} = ${f.id} and ${payments.paid_at} is not null))`
	const end = sql`case when status = 'active' then least(coalesce(current_period_end, now()), now())
		else least(coalesce(current_period_end, updated_at), updated_at) end`
	const { rows } = await db().execute<{ salon_id: number; from: string; to: string }>(sql`
		select ${f.salon_id} as salon_id, ${day(start)} as "from", ${day(end)} as "to"
		from featured_subscriptions f
		where ${f.salon_id} in (select id from pet_groomers where owner_id = ${owner.id})
			and status <> 'pending' and current_period_start is not null
			and ${day(end)} >= ${fromDay}
		order by "from"`)
	for (const row of rows) {
		if (row.from > row.to) continue
		const ranges = result.get(row.salon_id) ?? []
		ranges.push({ from: row.from, to: row.to })
		result.set(row.salon_id, ranges)
	}
	return result
}
