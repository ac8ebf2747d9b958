import { eq } from 'drizzle-orm'
import { isAdmin } from '../accounts.server'
import type { Transaction } from '../db/client.server'
import { listingSubmissions } from '../db/schema.server'
import { conflict, forbidden, notFound } from '../errors.server'
import type { SessionUser } from '../permissions.server'

/** Only admins review submissions; the service checks it itself, whatever route calls it. */
export async function assertReviewer(user: SessionUser) {
	if (!(await isAdmin(user.id))) throw forbidden('Alleen beheerders mogen aanmeldingen beoordelen.')
}

/** The pending submission, locked until the transaction ends, so two reviews cannot both pass. */
export async function lockPendingSubmission(tx: Transaction, submissionId: number) {
	const [submission] = await tx.select().from(listingSubmissions).where(eq(listingSubmissions.id, submissionId)).for('update')
	if (!submission) throw notFound('Aanmelding niet gevonden')
	if (submission.status !== 'pending') throw conflict('Deze aanmelding is al behandeld.')
	return submission
}
