import { eq } from 'drizzle-orm'
import type { Transaction } from '../platform/db/client.server'
import { listingClaims, salons } from '../platform/db/schema.server'
import { conflict, notFound } from '../platform/http/errors.server'

export const OTHER_CLAIM_APPROVED = 'Een andere claim voor deze trimsalon is goedgekeurd.'

export const salonColumns = { name: salons.name, formatted_address: salons.formatted_address }

/** The claim with its salon, locked until the transaction ends, so two reviews cannot both pass. */
export async function lockPendingClaim(tx: Transaction, claimId: number) {
	const [claim] = await tx
		.select({
			user_id: listingClaims.user_id,
			salon_id: listingClaims.salon_id,
			status: listingClaims.status,
			ownerId: salons.owner_id,
			...salonColumns,
		})
		.from(listingClaims)
		.innerJoin(salons, eq(salons.id, listingClaims.salon_id))
		.where(eq(listingClaims.id, claimId))
		.for('update')
	if (!claim) throw notFound('Claim niet gevonden')
	if (claim.status !== 'pending') throw conflict('Deze claim is al behandeld.')
	return claim
}
