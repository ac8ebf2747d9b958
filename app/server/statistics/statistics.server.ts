import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { dayBefore, dutchDay } from '~/lib/dutch-date'
import { STAT_METRICS, type StatMetric } from '~/lib/statistics'
import { CHART_DAYS, type DayRange } from '~/lib/statistics-chart'
import { db, type Executor } from '../platform/db/client.server'
import { salons, salonStatistics } from '../platform/db/schema.server'
import { featuredDayRanges } from '../featured/history.server'
import { logger } from '../platform/logger.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'

/** One number per figure: a day's counts or a sum of them. */
export type MetricCounts = Record<StatMetric, number>
const zero = (): MetricCounts => Object.fromEntries(STAT_METRICS.map((metric) => [metric, 0])) as MetricCounts
const metricColumns = Object.fromEntries(STAT_METRICS.map((metric) => [metric, salonStatistics[metric]])) as {
	[M in StatMetric]: (typeof salonStatistics)[M]
}
const METRIC_NAMES = STAT_METRICS.map((metric) => sql`${sql.identifier(metric)}`)

/** Each figure summed over the selected rows (0 without rows), for a select. */
export function metricSums(): Record<StatMetric, SQL<number>> {
	return Object.fromEntries(
		STAT_METRICS.map((metric) => [metric, sql<number>`coalesce(sum(${salonStatistics[metric]}), 0)::integer`]),
	) as Record<StatMetric, SQL<number>>
}

/**
 * Counts added up in this process, per salon per Dutch day, until the next flush writes them.
 * Several instances each keep their own and add to the same rows.
 */
export class StatisticsBuffer {
	private counts = new Map<string, MetricCounts>()

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
			const values = STAT_METRICS.map((metric) => sql`${counts[metric]}::integer`)
			return sql`(${Number(id)}::integer, ${day}::text, ${sql.join(values, sql`, `)})`
		})
		const list = (each: (metric: SQL) => SQL) => sql.join(METRIC_NAMES.map(each), sql`, `)
		try {
			// Joined with the salons so a salon deleted since it was counted is simply left out.
			await executor.execute(sql`
				insert into salon_statistics (salon_id, day, ${list((m) => m)})
				select v.salon_id, v.day, ${list((m) => sql`v.${m}`)}
				from (values ${sql.join(rows, sql`, `)}) as v(salon_id, day, ${list((m) => m)})
				join pet_groomers p on p.id = v.salon_id
				on conflict (salon_id, day) do update set ${list((m) => sql`${m} = salon_statistics.${m} + excluded.${m}`)}`)
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
			const rows = await db().select({ id: salons.id }).from(salons)
			knownIds = { ids: new Set(rows.map((r) => r.id)), at: now }
		}
	}
	return ids.every((id) => knownIds!.ids.has(id))
}

type DailyStatistics = { day: string } & MetricCounts
export type SalonStatistics = { totals: MetricCounts; days: DailyStatistics[]; featured: DayRange[]; today: string }

/**
 * Per salon of this owner: the sums of the last 30 days (today included), the rows of the last 90
 * days and the days of those it was featured. The owner's salons are chosen inside the queries, so
 * no id from outside can show another owner's figures.
 */
export async function readOwnStatistics(actor: Actor, now = new Date()): Promise<Map<number, SalonStatistics>> {
	const owner = await authorize(actor, 'account:act')
	const today = dutchDay(now)
	const from90 = dayBefore(today, CHART_DAYS - 1)
	const [salonRows, featured, rows] = await Promise.all([
		db().select({ id: salons.id }).from(salons).where(eq(salons.owner_id, owner.id)),
		featuredDayRanges(actor, from90),
		db()
			.select({ salon_id: salonStatistics.salon_id, day: salonStatistics.day, ...metricColumns })
			.from(salonStatistics)
			.innerJoin(salons, eq(salons.id, salonStatistics.salon_id))
			.where(and(eq(salons.owner_id, owner.id), gte(salonStatistics.day, from90)))
			.orderBy(salonStatistics.day),
	])
	const from30 = dayBefore(today, 29)
	const result = new Map<number, SalonStatistics>(
		salonRows.map(({ id }) => [id, { totals: zero(), days: [], featured: featured.get(id) ?? [], today }]),
	)
	for (const { salon_id, day, ...counts } of rows) {
		// A salon that changed hands between the two reads is left out.
		const entry = result.get(salon_id)
		if (!entry) continue
		entry.days.push({ day, ...counts })
		if (day >= from30) for (const metric of STAT_METRICS) entry.totals[metric] += counts[metric]
	}
	return result
}

export type SiteStatistics = Awaited<ReturnType<typeof siteStatistics>>

/** Site-wide sums of the last 30 days and the most viewed salons (at least one view), for the admin portal. */
export async function siteStatistics(actor: Actor, now = new Date(), top = 10) {
	await authorize(actor, 'admin:act')
	const from = dayBefore(dutchDay(now), 29)
	const [totals] = await db().select(metricSums()).from(salonStatistics).where(gte(salonStatistics.day, from))
	const views = sql<number>`sum(${salonStatistics.views})::integer`
	const mostViewed = await db()
		.select({ id: salons.id, name: salons.name, slug: salons.slug, views })
		.from(salonStatistics)
		.innerJoin(salons, sql`${salons.id} = ${salonStatistics.salon_id}`)
		.where(gte(salonStatistics.day, from))
		.groupBy(salons.id)
		// A salon nobody looked at is not among the most viewed.
		.having(sql`sum(${salonStatistics.views}) > 0`)
		.orderBy(desc(views), salons.name)
		.limit(top)
	return { totals: totals ?? zero(), mostViewed }
}

/** Daily rows are kept 25 months. */
export async function purgeOldStatistics(executor: Executor, now = new Date()) {
	const cutoff = new Date(now)
	cutoff.setUTCMonth(cutoff.getUTCMonth() - 25)
	await executor.delete(salonStatistics).where(lt(salonStatistics.day, dutchDay(cutoff)))
}
