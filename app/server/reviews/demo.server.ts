import type { Executor } from '../platform/db/client.server'
import { refreshSalonScore } from './shared.server'
import { reviews } from './tables.server'

export type DemoReview = {
	salon_id: number
	user_id: string
	author_name: string
	score: number
	body: string
	visit_month: string
	published_at: Date
	reply?: string
	replied_at?: Date
}

/** Writes shown reviews for the demo, and each salon's own score from them, as the review verbs would. */
export async function insertDemoReviews(executor: Executor, rows: DemoReview[]) {
	if (!rows.length) return
	await executor.insert(reviews).values(rows.map((row) => ({ ...row, status: 'published' as const })))
	for (const salonId of new Set(rows.map((row) => row.salon_id))) await refreshSalonScore(executor, salonId)
}
