import { and, desc, eq, sql } from 'drizzle-orm'
import { claimStatusLabel, type ClaimState, type ClaimStatus } from '~/lib/claims/claims'
import { db } from '../platform/db/client.server'
import { accountRows } from '../accounts/lookups.server'
import { listingClaims } from '~/server/claims/tables.server'
import { salonRows } from '../salons/lookups.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor, Requester } from '../accounts/actor.server'

const claimedSalon = salonRows().as('salon')
const claimant = accountRows().as('claimant')

const claimColumns = {
	id: listingClaims.id,
	salon_id: listingClaims.salon_id,
	user_id: listingClaims.user_id,
	message: listingClaims.message,
	status: listingClaims.status,
	rejection_reason: listingClaims.rejection_reason,
	created_at: listingClaims.createdAt,
	salon: { id: claimedSalon.id, name: claimedSalon.name, slug: claimedSalon.slug, formatted_address: claimedSalon.formatted_address },
}

const withLabel = <T extends { status: ClaimStatus }>(claim: T) => ({ ...claim, status_label: claimStatusLabel(claim.status) })

/** The user's own claims, newest first, with their Dutch status labels. */
export async function listClaimsForUser(actor: Actor) {
	const user = await authorize(actor, 'account:act')
	const rows = await db()
		.select(claimColumns)
		.from(listingClaims)
		.innerJoin(claimedSalon, eq(claimedSalon.id, listingClaims.salon_id))
		.where(eq(listingClaims.user_id, user.id))
		.orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
	return rows.map(withLabel)
}

/** Admin only: every claim (or those with one status), newest first, with the claimant's e-mail and name. */
export async function listClaims(actor: Actor, { limit = 200, status }: { limit?: number; status?: ClaimStatus } = {}) {
	await authorize(actor, 'admin:act')
	const rows = await db()
		.select({ ...claimColumns, user_email: claimant.email, user_name: claimant.full_name })
		.from(listingClaims)
		.innerJoin(claimedSalon, eq(claimedSalon.id, listingClaims.salon_id))
		.innerJoin(claimant, eq(claimant.id, listingClaims.user_id))
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
export async function claimStateFor({ viewer, user }: Requester, salon: { id: number; owner_id: string | null }): Promise<ClaimState> {
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

/** Every claim counted, and the open (pending) and the approved ones, as a one-row table to join: `${CLAIM_TOTALS} t`. */
export const CLAIM_TOTALS = sql`(select count(*)::int as claims,
	(count(*) filter (where status = 'pending'))::int as open_claims,
	(count(*) filter (where status = 'approved'))::int as approved_claims
	from listing_claims)`

/** How many claims, in any state, a salon has had (what deleting it takes with it). */
export function claimCountOf(salonId: number) {
	return db().$count(listingClaims, eq(listingClaims.salon_id, salonId))
}
