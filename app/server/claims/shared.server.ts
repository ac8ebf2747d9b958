import { eq, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '../platform/db/client.server'
import { listingClaims, salons, profiles, users } from '../platform/db/schema.server'
import { conflict, notFound } from '../platform/errors.server'
import type { Person } from './mails.server'

export const OTHER_CLAIM_APPROVED = 'Een andere claim voor deze trimsalon is goedgekeurd.'

export const salonColumns = { name: salons.name, formatted_address: salons.formatted_address }

export const fullName = sql<string>`trim(concat_ws(' ', ${profiles.first_name}, ${profiles.last_name}))`

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

/** E-mail and full name (null when the profile has none) of a user, for mails. */
export async function person(tx: Executor, userId: string): Promise<Person> {
	const [row] = await tx
		.select({ email: users.email, name: fullName })
		.from(users)
		.leftJoin(profiles, eq(profiles.id, users.id))
		.where(eq(users.id, userId))
	return { email: row!.email, name: row!.name || null }
}
