import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { verifiedEmailOf } from '../accounts/users.server'
import { db, type Transaction } from '../platform/db/client.server'
import { takeUnownedSalons } from '../salons/owners.server'
import { listingSubmissions } from '~/server/submissions/tables.server'

/**
 * Ownership follows an approved submission once: at approval when the submitter's address is
 * verified, otherwise here, when it is verified. The user becomes owner of the unowned listings of
 * approved submissions with their address that are not settled yet, and those submissions are
 * settled, so a later change of owner by an admin is never undone. Verification proves they hold
 * that address.
 */
export async function linkApprovedSubmissions(userId: string) {
	return db().transaction(async (tx) => {
		const email = await verifiedEmailOf(userId, tx)
		if (!email) return []
		const open = await tx
			.update(listingSubmissions)
			.set({ owner_settled_at: new Date() })
			.where(
				and(
					eq(listingSubmissions.status, 'approved'),
					isNotNull(listingSubmissions.listing_id),
					isNull(listingSubmissions.owner_settled_at),
					eq(sql`lower(${listingSubmissions.submitter_email})`, email.toLowerCase()),
				),
			)
			.returning({ listingId: listingSubmissions.listing_id })
		if (!open.length) return []
		return takeUnownedSalons(
			tx,
			open.map((row) => row.listingId!),
			userId,
		)
	})
}

/** An admin decided who owns this listing (or that nobody does): its submission never links an owner after this. */
export async function settleSubmissionOwner(tx: Transaction, salonId: number) {
	await tx
		.update(listingSubmissions)
		.set({ owner_settled_at: new Date() })
		.where(and(eq(listingSubmissions.listing_id, salonId), isNull(listingSubmissions.owner_settled_at)))
}
