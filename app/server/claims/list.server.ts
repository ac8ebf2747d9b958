import { and, desc, eq } from 'drizzle-orm'
import { claimStatusLabel, type ClaimState, type ClaimStatus } from '~/lib/claims/claims'
import { db } from '../platform/db/client.server'
import { profiles, users } from '~/server/accounts/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { salons } from '~/server/salons/tables.server'
import { authorize } from '../accounts/permissions.server'
import { fullName } from '../accounts/person.server'
import type { Actor } from '../accounts/actor.server'

const claimColumns = {
	id: listingClaims.id,
	salon_id: listingClaims.salon_id,
	user_id: listingClaims.user_id,
	message: listingClaims.message,
	status: listingClaims.status,
	rejection_reason: listingClaims.rejection_reason,
	created_at: listingClaims.createdAt,
	salon: { id: salons.id, name: salons.name, slug: salons.slug, formatted_address: salons.formatted_address },
}

const withLabel = <T extends { status: ClaimStatus }>(claim: T) => ({ ...claim, status_label: claimStatusLabel(claim.status) })

/** The user's own claims, newest first, with their Dutch status labels. */
export async function listClaimsForUser(actor: Actor) {
	const user = await authorize(actor, 'account:act')
	const rows = await db()
		.select(claimColumns)
		.from(listingClaims)
		.innerJoin(salons, eq(salons.id, listingClaims.salon_id))
		.where(eq(listingClaims.user_id, user.id))
		.orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
	return rows.map(withLabel)
}

/** Admin only: every claim (or those with one status), newest first, with the claimant's e-mail and name. */
export async function listClaims(actor: Actor, { limit = 200, status }: { limit?: number; status?: ClaimStatus } = {}) {
	await authorize(actor, 'admin:act')
	const rows = await db()
		.select({ ...claimColumns, user_email: users.email, user_name: fullName })
		.from(listingClaims)
		.innerJoin(salons, eq(salons.id, listingClaims.salon_id))
		.innerJoin(users, eq(users.id, listingClaims.user_id))
		.leftJoin(profiles, eq(profiles.id, users.id))
		.where(status ? eq(listingClaims.status, status) : undefined)
		.orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
		.limit(limit)
	return rows.map(withLabel)
}

/**
 * For the salon page: hidden when owned; otherwise whether the visitor is signed in and, when the page
 * is rendered for them alone (the actor's `user`), their latest claim's status. A shared render knows no user, so
 * its copy is the same for every member; a member with a claim here gets a render of their own.
 */
export async function claimStateFor({ viewer, user }: Actor, salon: { id: number; owner_id: string | null }): Promise<ClaimState> {
	if (salon.owner_id) return { owned: true }
	if (!user) return { owned: false, signedIn: viewer !== 'visitor', status: null }
	const [latest] = await db()
		.select({ status: listingClaims.status })
		.from(listingClaims)
		.where(and(eq(listingClaims.salon_id, salon.id), eq(listingClaims.user_id, user.id)))
		.orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
		.limit(1)
	return { owned: false, signedIn: true, status: latest?.status ?? null }
}
