import { eq } from 'drizzle-orm'
import type { Reviewed } from '../approval/lifecycle.server'
import { listingClaims } from '~/server/claims/tables.server'
import { salonById } from '../salons/lookups.server'
import { CLAIM_NOT_FOUND } from '~/lib/claims/schema'

export const OTHER_CLAIM_APPROVED = 'Een andere claim voor deze trimsalon is goedgekeurd.'
export const ALREADY_OWNED = 'Deze trimsalon heeft al een eigenaar.'

/** A claim under review, with its salon; the claim and the salon are locked, so two reviews cannot both pass. */
export const claimReview: Reviewed<ReviewedClaim, typeof listingClaims> = {
	entity: 'claim',
	table: listingClaims,
	lock: async (tx, claimId) => {
		const [claim] = await tx
			.select({ user_id: listingClaims.user_id, salon_id: listingClaims.salon_id, status: listingClaims.status })
			.from(listingClaims)
			.where(eq(listingClaims.id, claimId))
			.for('update')
		if (!claim) return undefined
		const salon = await salonById(tx, claim.salon_id, 'update')
		return salon && { ...claim, ownerId: salon.owner_id, name: salon.name, formatted_address: salon.formatted_address }
	},
	missing: CLAIM_NOT_FOUND,
	settled: 'Deze claim is al behandeld.',
}

type ReviewedClaim = { user_id: string; salon_id: number; ownerId: string | null; name: string; formatted_address: string | null }
