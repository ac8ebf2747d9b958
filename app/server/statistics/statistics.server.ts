import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { dayBefore, dutchDay } from '~/lib/common/dutch-date'
import { STAT_METRICS, type StatMetric } from '~/lib/statistics/statistics'
import { CHART_DAYS, chartSummary, statisticsSeries, type ChartSummary, type DayRange } from '~/lib/statistics/statistics-chart'
import { PendingVisits } from '~/server/statistics/visit-rules.server'
import { db, type Database, type Executor } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { allSalonIds, salonIdsOwnedBy, salonRows } from '../salons/lookups.server'
import { salonStatistics, statisticsVisits } from '~/server/statistics/tables.server'
import { featuredDayRanges } from '../featured/history.server'
import { logger } from '../platform/logger.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { appointmentCounts } from '../bookings/counts.server'
import type { AppointmentCounts } from '~/lib/bookings/counts'
import { amsterdamInstant } from '~/lib/bookings/free-times'

/** One number per figure: a day's counts or a sum of them. */
export type MetricCounts = Record<StatMetric, number>
const zero = (): MetricCounts => Object.fromEntries(STAT_METRICS.map((metric) => [metric, 0])) as MetricCounts
const METRIC_NAMES = STAT_METRICS.map((metric) => sql`${sql.identifier(metric)}`)

/** Each figure summed over the selected rows (0 without rows), for a select. */
export function metricSums(): Record<StatMetric, SQL<number>> {
	return Object.fromEntries(
		STAT_METRICS.map((metric) => [metric, sql<number>`coalesce(sum(${salonStatistics[metric]}), 0)::integer`]),
	) as Record<StatMetric, SQL<number>>
}

const counted = (metric: StatMetric) => sql`count(*) filter (where figure = ${metric})::integer`

/**
 * The visits this process has seen since its last write, each person once. A flush inserts them into
 * statistics_visits, where a person already counted that day (by any process or instance) is left out,
 * and adds to the daily figures exactly what was inserted, in one statement.
 */
export class StatisticsBuffer {
	private visits = new PendingVisits()
	/** Writes now (or joins the write under way) when the memory is full; says whether it was written. */
	writeNow: () => Promise<boolean> = async () => false

	/**
	 * Adds a person's figure for these salons. When the memory is full a flood waits for the writes
	 * rather than pushing other people's visits out; only while writing fails is it left out.
	 */
	async record(day: string, visitor: string, metric: StatMetric, salonIds: readonly number[]) {
		while (this.visits.full) if (!(await this.writeNow())) return
		if (this.visits.add(day, metric, visitor, salonIds)) void this.writeNow()
	}

	get pending() {
		return this.visits.size
	}

	/** Writes everything seen so far; on failure the visits stay for the next try. */
	async flush(executor: Executor = db()) {
		if (this.visits.size === 0) return
		const taken = this.visits.take()
		const { days, figures, salonIds, visitors } = taken
		try {
			// Sorted, so that concurrent writers take the keys' locks in one order; joined with the salons,
			// so that a salon deleted since it was counted is left out.
			await executor.execute(sql`
				with added as (
					insert into ${statisticsVisits} (day, salon_id, figure, visitor)
					select v.day, v.salon_id, v.figure, v.visitor
					from unnest(${sql.param(days)}::text[], ${sql.param(salonIds)}::integer[], ${sql.param(figures)}::text[], ${sql.param(visitors)}::text[])
						as v(day, salon_id, figure, visitor)
					join ${salonRows()} p on p.id = v.salon_id
					order by v.day, v.salon_id, v.figure, v.visitor
					on conflict do nothing
					returning day, salon_id, figure
				)
				insert into ${salonStatistics} (salon_id, day, ${sql.join(METRIC_NAMES, sql`, `)})
				select salon_id, day, ${sql.join(STAT_METRICS.map(counted), sql`, `)}
				from added group by salon_id, day order by salon_id, day
				on conflict (salon_id, day) do update set ${sql.join(
					METRIC_NAMES.map((m) => sql`${m} = ${salonStatistics}.${m} + excluded.${m}`),
					sql`, `,
				)}`)
		} catch (error) {
			this.visits.putBack(taken)
			throw error
		}
	}
}

/** This process's visits. */
export const statisticsBuffer = new StatisticsBuffer()

/**
 * Writes the buffer every `intervalMs`, and at once when its memory is full; one write at a time. The
 * returned stop writes one last time.
 */
export function startStatisticsFlusher(intervalMs: number, buffer = statisticsBuffer) {
	let writing: Promise<boolean> | undefined
	const flush = () =>
		(writing ??= buffer
			.flush()
			.then(
				() => true,
				(error: unknown) => {
					logger.error({ err: error }, 'writing statistics failed')
					return false
				},
			)
			.finally(() => (writing = undefined)))
	buffer.writeNow = flush
	const timer = setInterval(flush, intervalMs)
	timer.unref()
	return async () => {
		clearInterval(timer)
		await writing
		await flush()
	}
}

const KNOWN_IDS_TTL_MS = 30_000
let knownIds: { database: Database; ids: Set<number>; at: number } | undefined

/** Whether every id is a listed salon; the set (of the database it was read from) is read at most every 30 s. */
export async function areKnownSalons(ids: readonly number[], now = Date.now()) {
	if (knownIds?.database !== db()) knownIds = undefined
	if (!knownIds || now - knownIds.at > KNOWN_IDS_TTL_MS || ids.some((id) => !knownIds!.ids.has(id))) {
		if (!knownIds || now - knownIds.at > 1000) {
			knownIds = { database: db(), ids: new Set(await allSalonIds(db())), at: now }
		}
	}
	return ids.every((id) => knownIds!.ids.has(id))
}

type DailyStatistics = { day: string } & MetricCounts
/** `appointments`: the same 30 days' appointments, for a salon with an agenda (null without one). */
export type SalonStatistics = {
	totals: MetricCounts
	days: DailyStatistics[]
	featured: DayRange[]
	today: string
	appointments: AppointmentCounts | null
}

/**
 * Per salon of this owner: the sums of the last 30 days (today included), the rows of the last 90
 * days and the days of those it was featured. The owner's salons are chosen inside the queries, so
 * no id from outside can show another owner's figures.
 */
export async function readOwnStatistics(actor: Actor, now = new Date()): Promise<Map<number, SalonStatistics>> {
	const owner = await authorize(actor, 'account:act')
	const today = dutchDay(now)
	const from90 = dayBefore(today, CHART_DAYS - 1)
	const [featured, rows] = await Promise.all([
		featuredDayRanges(actor, { fromDay: from90 }),
		ownDailyRows().execute({ ownerId: owner.id, from: from90 }),
	])
	const from30 = dayBefore(today, 29)
	const booked = await appointmentCounts(
		rows.map((row) => row.salon_id),
		amsterdamInstant(from30, 0)!,
		now,
	)
	const result = new Map<number, SalonStatistics>()
	for (const { salon_id, days } of rows) {
		const entry: SalonStatistics = {
			totals: zero(),
			days: [],
			featured: featured.get(salon_id) ?? [],
			today,
			appointments: booked.get(salon_id) ?? null,
		}
		for (const [day, ...counts] of days) {
			const dayCounts = { day } as SalonStatistics['days'][number]
			for (const [i, metric] of STAT_METRICS.entries()) {
				dayCounts[metric] = counts[i]!
				if (day >= from30) entry.totals[metric] += counts[i]!
			}
			entry.days.push(dayCounts)
		}
		result.set(salon_id, entry)
	}
	return result
}

/**
 * Each salon of an owner with its daily figures since a day, oldest first, as one JSON array of
 * [day, ...figures in STAT_METRICS order] (empty for a salon without rows): one row per salon,
 * parsed at once, instead of a row per day mapped field by field.
 */
const ownDailyRows = preparedQuery((database) => {
	const own = salonIdsOwnedBy(sql.placeholder('ownerId')).as('own')
	const day = sql`json_build_array(${salonStatistics.day}, ${sql.join(
		STAT_METRICS.map((metric) => salonStatistics[metric]),
		sql`, `,
	)})`
	return database
		.select({
			salon_id: own.id,
			days: sql<
				[string, ...number[]][]
			>`coalesce(json_agg(${day} order by ${salonStatistics.day}) filter (where ${salonStatistics.day} is not null), '[]')`,
		})
		.from(own)
		.leftJoin(salonStatistics, and(eq(salonStatistics.salon_id, own.id), gte(salonStatistics.day, sql.placeholder('from'))))
		.groupBy(own.id)
		.prepare('own_salon_statistics')
})

/** What the dashboard page shows of one salon: the 30-day figures, and the 90-day sentence and table. */
export type SalonStatisticsSummary = Pick<SalonStatistics, 'totals' | 'appointments'> & ChartSummary

/** Per salon of this owner, the figures the dashboard page shows; the chart's days come from `ownSalonSeries`. */
export async function ownStatisticsSummary(actor: Actor, now = new Date()): Promise<Record<number, SalonStatisticsSummary>> {
	const statistics = await readOwnStatistics(actor, now)
	return Object.fromEntries(
		[...statistics].map(([id, { totals, appointments, days, featured, today }]) => [
			id,
			{ totals, appointments, ...chartSummary(statisticsSeries(days, featured, today)) },
		]),
	)
}

/** The 90 days of one of this owner's salons, day by day, as the chart draws them; null for a salon that is not theirs. */
export async function ownSalonSeries(actor: Actor, salonId: number, now = new Date()) {
	const statistics = (await readOwnStatistics(actor, now)).get(salonId)
	return statistics ? statisticsSeries(statistics.days, statistics.featured, statistics.today) : null
}

export type SiteStatistics = Awaited<ReturnType<typeof siteStatistics>>

/** How many of the most viewed salons the admin portal lists. */
const MOST_VIEWED = 10

/** Site-wide sums of the last 30 days and the most viewed salons (at least one view), for the admin portal. */
export async function siteStatistics(actor: Actor, now = new Date()) {
	await authorize(actor, 'admin:act')
	const from = dayBefore(dutchDay(now), 29)
	const [totals] = await db().select(metricSums()).from(salonStatistics).where(gte(salonStatistics.day, from))
	const views = sql<number>`sum(${salonStatistics.views})::integer`
	const salon = salonRows().as('salon')
	const mostViewed = await db()
		.select({ id: salon.id, name: salon.name, slug: salon.slug, views })
		.from(salonStatistics)
		.innerJoin(salon, eq(salon.id, salonStatistics.salon_id))
		.where(gte(salonStatistics.day, from))
		.groupBy(salon.id, salon.name, salon.slug)
		// A salon nobody looked at is not among the most viewed.
		.having(sql`sum(${salonStatistics.views}) > 0`)
		.orderBy(desc(views), salon.name)
		.limit(MOST_VIEWED)
	return { totals: totals ?? zero(), mostViewed }
}

/** Daily rows are kept 25 months. */
export async function purgeOldStatistics(executor: Executor, now = new Date()) {
	const cutoff = new Date(now)
	cutoff.setUTCMonth(cutoff.getUTCMonth() - 25)
	await executor.delete(salonStatistics).where(lt(salonStatistics.day, dutchDay(cutoff)))
}
