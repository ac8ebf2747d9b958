import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from '~/server/platform/db/columns.server'
import type { StatMetric } from '~/lib/statistics/statistics'
import { userIdColumn, users } from '~/server/accounts/tables.server'
import { salonIdColumn } from '~/server/salons/tables.server'

/**
 * What a salon's listing brought in, one row per salon per day (Europe/Amsterdam date). Counts only:
 * nothing that identifies a visitor. A figure grows only by the visits newly written to
 * statistics_visits, in the same statement.
 */
export const salonStatistics = pgTable(
	'salon_statistics',
	{
		salon_id: salonIdColumn(),
		day: text('day').notNull(),
		views: integer('views').notNull().default(0),
		phone: integer('phone').notNull().default(0),
		website: integer('website').notNull().default(0),
		route: integer('route').notNull().default(0),
		impressions: integer('impressions').notNull().default(0),
	},
	(t) => [uniqueIndex('salon_statistics_salon_day_idx').on(t.salon_id, t.day), index('salon_statistics_day_idx').on(t.day)],
)

/**
 * The random salt of one Dutch day's visitor keys, the same for every process and instance. The first
 * process to count on a day makes it; older salts are deleted then (and by the daily purge), so a key
 * can no longer be tied to an address once its day is over.
 */
export const statisticsSalts = pgTable('statistics_salts', {
	day: text('day').primaryKey(),
	salt: text('salt').notNull(),
})

/**
 * Who has counted for a figure of a salon on a day: a person (a salted hash of the client address and
 * a group of its user agent) counts once, whichever process or instance they reach. Rows go with the
 * daily purge after their day; a deleted salon's rows simply wait for it.
 */
export const statisticsVisits = pgTable(
	'statistics_visits',
	{
		day: text('day').notNull(),
		salon_id: integer('salon_id').notNull(),
		figure: text('figure').$type<StatMetric>().notNull(),
		visitor: text('visitor').notNull(),
	},
	(t) => [primaryKey({ columns: [t.day, t.salon_id, t.figure, t.visitor] })],
)

/** The monthly summary mail: one row per owner per month (YYYY-MM) sent, so no run sends it twice. */
export const statisticsSummaries = pgTable(
	'statistics_summaries',
	{
		user_id: userIdColumn(),
		month: text('month').notNull(),
		createdAt: timestamps.createdAt,
	},
	(t) => [uniqueIndex('statistics_summaries_user_month_idx').on(t.user_id, t.month)],
)

/** Owners who stopped the monthly summary mail with its one-click link. */
export const statisticsSummaryOptOuts = pgTable('statistics_summary_opt_outs', {
	user_id: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	createdAt: timestamps.createdAt,
})
