import { count, desc, eq, ne } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import { listingSubmissions } from '~/server/submissions/tables.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'

/** How many of each list the review tab shows; the pending count is always the full number. */
export const SUBMISSIONS_SHOWN = 100

/** Admin only: the pending submissions and the processed ones (latest review first), newest first as the spec lists them. */
export async function listSubmissions(actor: Actor) {
	await authorize(actor, 'admin:act')
	const [pending, [pendingCount], processed] = await Promise.all([
		db()
			.select()
			.from(listingSubmissions)
			.where(eq(listingSubmissions.status, 'pending'))
			.orderBy(desc(listingSubmissions.createdAt), desc(listingSubmissions.id))
			.limit(SUBMISSIONS_SHOWN),
		db().select({ count: count() }).from(listingSubmissions).where(eq(listingSubmissions.status, 'pending')),
		db()
			.select()
			.from(listingSubmissions)
			.where(ne(listingSubmissions.status, 'pending'))
			.orderBy(desc(listingSubmissions.reviewed_at), desc(listingSubmissions.id))
			.limit(SUBMISSIONS_SHOWN),
	])
	return { pending, pendingCount: pendingCount!.count, processed }
}

export type SubmissionRow = Awaited<ReturnType<typeof listSubmissions>>['pending'][number]
