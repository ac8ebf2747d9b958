import { eq } from 'drizzle-orm'
import type { Transaction } from '../platform/db/client.server'
import { listingSubmissions } from '../platform/db/schema.server'
import { conflict, notFound } from '../platform/errors.server'

/** The pending submission, locked until the transaction ends, so two reviews cannot both pass. */
export async function lockPendingSubmission(tx: Transaction, submissionId: number) {
	const [submission] = await tx.select().from(listingSubmissions).where(eq(listingSubmissions.id, submissionId)).for('update')
	if (!submission) throw notFound('Aanmelding niet gevonden')
	if (submission.status !== 'pending') throw conflict('Deze aanmelding is al behandeld.')
	return submission
}
