import { sql, type AnyColumn } from 'drizzle-orm'

/** How many of our reviews of the salon in `salonId` (a column of the caller's) were published in `month` ('2026-10', Amsterdam time). */
export const reviewsPublishedIn = (salonId: AnyColumn, month: string) =>
	sql<number>`(select count(*)::int from reviews r where r.salon_id = ${salonId} and r.status = 'published'
		and to_char(r.published_at at time zone 'Europe/Amsterdam', 'YYYY-MM') = ${month})`
