import { and, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import type { DayRange } from '~/lib/statistics/statistics-chart'
import { preparedQuery } from '../platform/db/prepared.server'
import { siteTime } from '../platform/db/time-zone.server'
import { salonIdsOwnedBy } from '../salons/lookups.server'
import { payments } from '~/server/featured/tables.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { f } from './slots.server'

const day = (at: SQL) => sql<string>`to_char(${siteTime(at)}, 'YYYY-MM-DD')`
// The earlier of the period's start and the first paid invoice: a placement without payment rows
// (the admin's or an older one) starts at its period.
const start = sql`least(${f.current_period_start}, (select min(${payments.paid_at}) from ${payments} where ${payments.placement_id} = ${f.id} and ${payments.paid_at} is not null))`
const end = sql`case when ${f.status} = 'active' then least(coalesce(${f.current_period_end}, now()), now())
	else least(coalesce(${f.current_period_end}, ${f.updatedAt}), ${f.updatedAt}) end`

/** Each featured period of an owner's salons, as Dutch days, ending on or after a day; prepared, as the dashboard reads it on every visit. */
const featuredDaysOf = preparedQuery((database) =>
	database
		.select({ salon_id: f.salon_id, from: day(start), to: day(end) })
		.from(f)
		.where(
			and(
				inArray(f.salon_id, salonIdsOwnedBy(sql.placeholder('ownerId'))),
				ne(f.status, 'pending'),
				isNotNull(f.current_period_start),
				sql`${day(end)} >= ${sql.placeholder('fromDay')}`,
			),
		)
		.orderBy(day(start))
		.prepare('featured_day_ranges'),
)

/**
 * For each salon the actor owns, the Dutch days it was featured from `fromDay` on: each paid placement from its first paid
 * invoice (a renewal moves the period's start on; the days paid before stay featured) to its end,
 * today for a live one, and for one that stopped early (paused, cancelled, expired) no later than
 * its last change. Checkouts never paid are left out.
 */
export async function featuredDayRanges(actor: Actor, { fromDay }: { fromDay: string }): Promise<Map<number, DayRange[]>> {
	const owner = await authorize(actor, 'account:act')
	const result = new Map<number, DayRange[]>()
	const rows = await featuredDaysOf().execute({ ownerId: owner.id, fromDay })
	for (const row of rows) {
		if (row.from > row.to) continue
		const ranges = result.get(row.salon_id) ?? []
		ranges.push({ from: row.from, to: row.to })
		result.set(row.salon_id, ranges)
	}
	return result
}
