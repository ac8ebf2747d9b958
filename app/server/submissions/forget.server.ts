import { and, eq, lt } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { listingSubmissions } from '~/server/submissions/tables.server'

/** Rejected submissions reviewed before the cut-off are forgotten; pending and approved ones stay. */
export async function forgetRejectedSubmissions(executor: Executor, reviewedBefore: Date) {
	await executor
		.delete(listingSubmissions)
		.where(and(eq(listingSubmissions.status, 'rejected'), lt(listingSubmissions.reviewed_at, reviewedBefore)))
}
