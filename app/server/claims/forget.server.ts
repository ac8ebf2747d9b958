import { and, eq, lt } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { listingClaims } from '~/server/claims/tables.server'

/** An account's claims go with the account, in the caller's transaction. */
export async function deleteClaimsOf(executor: Executor, userId: string) {
	await executor.delete(listingClaims).where(eq(listingClaims.user_id, userId))
}

/** Rejected claims reviewed before the cut-off are forgotten; pending and approved ones stay. */
export async function forgetRejectedClaims(executor: Executor, reviewedBefore: Date) {
	await executor.delete(listingClaims).where(and(eq(listingClaims.status, 'rejected'), lt(listingClaims.reviewed_at, reviewedBefore)))
}
