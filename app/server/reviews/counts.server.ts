import { sql, type AnyColumn } from 'drizzle-orm'
import { siteTime } from '../platform/db/time-zone.server'

/** How many of our reviews of the salon in `salonId` (a column of the caller's) were published in `month` ('2026-10', Amsterdam time). */
export const reviewsPublishedIn = (salonId: AnyColumn, month: string) =>
	sql<number>`(select count(*)::int from reviews r where r.salon_id = ${salonId} and r.status = 'published'
		and to_char(${siteTime(sql`r.published_at`)}, 'YYYY-MM') = ${month})`
