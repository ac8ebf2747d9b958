import { eq } from 'drizzle-orm'
import type { Reviewed } from '../approval/lifecycle.server'
import { listingSubmissions } from '~/server/submissions/tables.server'
import { SUBMISSION_NOT_FOUND } from '~/lib/submissions/schema'

export type Submission = typeof listingSubmissions.$inferSelect

/** A submission under review; the lock keeps two reviews from both passing. */
export const submissionReview: Reviewed<Submission, typeof listingSubmissions> = {
	entity: 'submission',
	table: listingSubmissions,
	lock: async (tx, submissionId) => {
		const [submission] = await tx.select().from(listingSubmissions).where(eq(listingSubmissions.id, submissionId)).for('update')
		return submission
	},
	missing: SUBMISSION_NOT_FOUND,
	settled: 'Deze aanmelding is al behandeld.',
}
