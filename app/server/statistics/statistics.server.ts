import { and, desc, gte, inArray, lt, sql } from 'drizzle-orm'
import { dayBefore, dutchDay, STAT_METRICS, type StatMetric } from '~/lib/statistics'
import { CHART_DAYS, type DayRange } from '~/lib/statistics-chart'
import { db, type Executor } from '../db/client.server'
import { petGroomers, salonStatistics } from '../db/schema.server'
import { featuredDayRanges } from '../featured/history.server'
import { logger } from '../logger.server'
import { assertAdmin, type SessionUser } from '../permissions.server'

type Counts = Record<StatMetric, number>
const zero = (): Counts => ({ views: 0, phone: 0, website: 0, route: 0, impressions: 0 })

/**
 * Counts added up in this process, per salon per Dutch day, until the next flush writes them.
 * Several instances each keep their own and add to the same rows.
 */
export class StatisticsBuffer {
	private counts = new Map<string, Counts>()

	record(salonIds: readonly number[], metric: StatMetric, at = new Date()) {
		const day = dutchDay(at)
		for (const id of new Set(salonIds)) {
			const key = `${id}|${day}`
			let row = this.counts.get(key)
			if (!row) this.counts.set(key, (row = zero()))
			row[metric]++
		}
	}

	get pending() {
		return this.counts.size
	}

	/** Writes everything counted so far in one upsert; on failure the counts stay for the next try. */
	async flush(executor: Executor = db()) {
		if (this.counts.size === 0) return
		const taken = this.counts
		this.counts = new Map()
		const rows = [...taken].map(([key, counts]) => {
			const [id, day] = key.split('|')
			return sql`(${Number(id)}::integer, ${day}::text, ${counts.views}::integer, ${counts.phone}::integer, ${counts.website}::integer, ${counts.route}::integer, ${counts.impressions}::integer)`
		})
		try {
			// Joined with the salons so a salon deleted since it was counted is simply left out.
			await executor.execute(sql`
				insert into salon_statistics (salon_id, day, views, phone, website, route, impressions)
				select v.salon_id, v.day, v.views, v.phone, v.website, v.route, v.impressions
				from (values ${sql.join(rows, sql`, `)}) as v(salon_id, day, views, phone, website, route, impressions)
				join pet_groomers p on p.id = v.salon_id
				on conflict (salon_id, day) do update set
					views = salon_statistics.views + excluded.views,
					phone = salon_statistics.phone + excluded.phone,
					website = salon_statistics.website + excluded.website,
					route = salon_statistics.route + excluded.route,
					impressions = salon_statistics.impressions + excluded.impressions`)
		} catch (error) {
			for (const [key, counts] of taken) {
				const row = this.counts.get(key) ?? zero()
				for (const metric of STAT_METRICS) row[metric] += counts[metric]
				this.counts.set(key, row)
			}
			throw error
		}
	}
}

/** This process's counts. */
export const statisticsBuffer = new StatisticsBuffer()

/** Flushes the buffer every `intervalMs`; the returned stop flushes one last time. */
export function startStatisticsFlusher(intervalMs: number, buffer = statisticsBuffer) {
	const flush = () => buffer.flush().catch((error: unknown) => logger.error({ err: error }, 'writing statistics failed'))
	const timer = setInterval(flush, intervalMs)
	timer.unref()
	return async () => {
		clearInterval(timer)
		await flush()
	}
}

const KNOWN_IDS_TTL_MS = 30_000
let knownIds: { ids: Set<number>; at: number } | undefined

/** Whether every id is a listed salon; the set is read at most every 30 s. */
export async function areKnownSalons(ids: readonly number[], now = Date.now()) {
	if (!knownIds || now - knownIds.at > KNOWN_IDS_TTL_MS || ids.some((id) => !knownIds!.ids.has(id))) {
		if (!knownIds || now - knownIds.at > 1000) {
			const rows = await db().select({ id: petGroomers.id }).from(petGroomers)
			knownIds = { ids: new Set(rows.map((r) => r.id)), at: now }
		}
	}
	return ids.every((id) => knownIds!.ids.has(id))
}

export type DailyStatistics = { day: string } & Counts
export type SalonStatistics = { totals: Counts; days: DailyStatistics[]; featured: DayRange[]; today: string }

/**
 * Per salon: the sums of the last 30 days (today included), the rows of the last 90 days and the
 * days of those it was featured.
 */
export async function readSalonStatistics(salonIds: readonly number[], now = new Date()): Promise<Map<number, SalonStatistics>> {
	const result = new Map<number, SalonStatistics>()
	if (salonIds.length === 0) return result
	const today = dutchDay(now)
	const from90 = dayBefore(today, CHART_DAYS - 1)
	const featured = await featuredDayRanges(salonIds, from90)
	const rows = await db()
		.select()
		.from(salonStatistics)
		.where(and(inArray(salonStatistics.salon_id, [...salonIds]), gte(salonStatistics.day, from90)))
		.orderBy(salonStatistics.day)
	const from30 = dayBefore(today, 29)
	for (const id of salonIds) result.set(id, { totals: zero(), days: [], featured: featured.get(id) ?? [], today })
	for (const { salon_id, day, ...counts } of rows) {
		const entry = result.get(salon_id)!
		entry.days.push({ day, ...counts })
		if (day >= from30) for (const metric of STAT_METRICS) entry.totals[metric] += counts[metric]
	}
	return result
}

/** Site-wide sums of the last 30 days and the most viewed salons, for the admin portal. */
export async function siteStatistics(admin: SessionUser, now = new Date(), top = 10) {
	await assertAdmin(admin)
	const from = dayBefore(dutchDay(now), 29)
	const sum = (metric: StatMetric) => sql<number>`coalesce(sum(${salonStatistics[metric]}), 0)::integer`
	const [totals] = await db()
		.select({ views: sum('views'), phone: sum('phone'), website: sum('website'), route: sum('route'), impressions: sum('impressions') })
		.from(salonStatistics)
		.where(gte(salonStatistics.day, from))
	const views = sql<number>`sum(${salonStatistics.views})::integer`
	const mostViewed = await db()
		.select({ id: petGroomers.id, name: petGroomers.name, slug: petGroomers.slug, views })
		.from(salonStatistics)
		.innerJoin(petGroomers, sql`${petGroomers.id} = ${salonStatistics.salon_id}`)
		.where(gte(salonStatistics.day, from))
		.groupBy(petGroomers.id)
		.orderBy(desc(views), petGroomers.name)
		.limit(top)
	return { totals: totals ?? zero(), mostViewed }
}

/** Daily rows are kept 25 months. */
export async function purgeOldStatistics(executor: Executor, now = new Date()) {
	const cutoff = new Date(now)
	cutoff.setUTCMonth(cutoff.getUTCMonth() - 25)
	await executor.delete(salonStatistics).where(lt(salonStatistics.day, dutchDay(cutoff)))
}
