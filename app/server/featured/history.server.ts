import { sql } from 'drizzle-orm'
import type { DayRange } from '~/lib/statistics-chart'
import { db } from '../db/client.server'

/**
 * Per salon the Dutch days it was featured from `fromDay` on: each paid placement from its period's
 * start to its end, today for a live one, and for one that stopped early (paused, cancelled,
 * expired) no later than its last change. Checkouts never paid are left out.
 */
export async function featuredDayRanges(salonIds: readonly number[], fromDay: string): Promise<Map<number, DayRange[]>> {
	const result = new Map<number, DayRange[]>(salonIds.map((id) => [id, []]))
	if (salonIds.length === 0) return result
	const day = (at: ReturnType<typeof sql>) => sql`to_char((${at}) at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`
	const end = sql`case when status = 'active' then least(coalesce(current_period_end, now()), now())
		else least(coalesce(current_period_end, updated_at), updated_at) end`
	const { rows } = await db().execute<{ salon_id: number; from: string; to: string }>(sql`
		select groomer_id as salon_id, ${day(sql`current_period_start`)} as "from", ${day(end)} as "to"
		from featured_subscriptions
		where groomer_id in (${sql.join(
			salonIds.map((id) => sql`${id}`),
			sql`, `,
		)})
			and status <> 'pending' and current_period_start is not null
			and ${day(end)} >= ${fromDay}
		order by current_period_start`)
	for (const row of rows) if (row.from <= row.to) result.get(row.salon_id)?.push({ from: row.from, to: row.to })
	return result
}
