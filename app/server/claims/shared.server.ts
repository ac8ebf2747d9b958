import { eq } from 'drizzle-orm'
import type { Reviewed } from '../approval/lifecycle.server'
import { listingClaims } from '~/server/claims/tables.server'
import { salons } from '~/server/salons/tables.server'
import { CLAIM_NOT_FOUND } from '~/lib/claims/schema'

export const OTHER_CLAIM_APPROVED = 'Een andere claim voor deze trimsalon is goedgekeurd.'
export const ALREADY_OWNED = 'Deze trimsalon heeft al een eigenaar.'

export const salonColumns = { name: salons.name, formatted_address: salons.formatted_address }

/** A claim under review, with its salon; the lock keeps two reviews from both passing. */
export const claimReview: Reviewed<ReviewedClaim, typeof listingClaims> = {
	entity: 'claim',
	table: listingClaims,
	lock: async (tx, claimId) => {
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
		return claim
	},
	missing: CLAIM_NOT_FOUND,
	settled: 'Deze claim is al behandeld.',
}

type ReviewedClaim = { user_id: string; salon_id: number; ownerId: string | null; name: string; formatted_address: string | null }
