import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'

/**
 * Sets the salon's own average and count of published reviews, in the caller's transaction; the
 * generated rank columns follow, so lists order by the new score at once. A review is no edit of the
 * listing: its updated_at (the sitemap's last change) stays.
 */
export async function setOwnScore(tx: Executor, salonId: number, score: { average: number | null; count: number }) {
	await tx
		.update(salons)
		.set({ review_average: score.average, review_count: score.count, updatedAt: sql`${salons.updatedAt}` })
		.where(eq(salons.id, salonId))
}
