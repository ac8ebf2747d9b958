import { and, desc, eq, sql } from 'drizzle-orm'
import { claimStatusLabel, type ClaimState, type ClaimStatus } from '~/lib/claims'
import { adminEmails, isAdmin } from './accounts.server'
import { recordAudit } from './audit/record.server'
import { AppError } from './errors.server'
import { db, type Executor, type Transaction } from './db/client.server'
import { listingClaims, petGroomers, profiles, users } from './db/schema.server'
import {
	queueClaimAdminNotification,
	queueClaimApprovedMail,
	queueClaimReceivedMail,
	queueClaimRejectedMail,
	type Person,
} from './mail/claim-mails.server'
import { getUser, type SessionUser } from './permissions.server'

export const OTHER_CLAIM_APPROVED = 'Een andere claim voor deze trimsalon is goedgekeurd.'

const salonColumns = { name: petGroomers.name, formatted_address: petGroomers.formatted_address }

/** Files a claim by the logged-in user; the database allows one pending claim per user and salon. */
export async function submitClaim(user: SessionUser, input: { salonId: number; message: string | null }) {
	const { claim } = await db().transaction(async (tx) => {
		const [salon] = await tx
			.select({ ...salonColumns, ownerId: petGroomers.owner_id })
			.from(petGroomers)
			.where(eq(petGroomers.id, input.salonId))
			.for('update')
		if (!salon) throw new AppError(404, 'Trimsalon niet gevonden')
		if (salon.ownerId) throw new AppError(409, 'Deze trimsalon heeft al een eigenaar.')
		const [claim] = await tx
			.insert(listingClaims)
			.values({ salon_id: input.salonId, user_id: user.id, message: input.message })
			.onConflictDoNothing()
			.returning({ id: listingClaims.id })
		if (!claim) throw new AppError(409, 'Je hebt al een claim in behandeling voor deze trimsalon.')
		const claimant = await person(tx, user.id)
		await queueClaimReceivedMail(tx, claimant, salon)
		await queueClaimAdminNotification(tx, await adminEmails(tx), claimant, salon, input.message)
		return { claim }
	})
	return claim
}

/** Admin only: the claimant becomes the owner, and every other pending claim on the salon is rejected. */
export async function approveClaim(admin: SessionUser, claimId: number) {
	await assertAdmin(admin)
	const reviewed_at = new Date()
	await db().transaction(async (tx) => {
		const claim = await lockPendingClaim(tx, claimId)
		if (claim.ownerId) throw new AppError(409, 'Deze trimsalon heeft al een eigenaar.')
		await tx.update(petGroomers).set({ owner_id: claim.user_id }).where(eq(petGroomers.id, claim.salon_id))
		await tx.update(listingClaims).set({ status: 'approved', reviewed_at }).where(eq(listingClaims.id, claimId))
		const others = await tx
			.update(listingClaims)
			.set({ status: 'rejected', rejection_reason: OTHER_CLAIM_APPROVED, reviewed_at })
			.where(and(eq(listingClaims.salon_id, claim.salon_id), eq(listingClaims.status, 'pending')))
			.returning({ userId: listingClaims.user_id })
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'approve',
			entity: 'claim',
			entityId: claimId,
			changes: { status: ['pending', 'approved'], owner_id: [null, claim.user_id] },
		})
		await queueClaimApprovedMail(tx, await person(tx, claim.user_id), claim)
		for (const other of others) await queueClaimRejectedMail(tx, await person(tx, other.userId), claim, OTHER_CLAIM_APPROVED)
	})
}

/** Admin only: stores the (optional) reason and tells the claimant. */
export async function rejectClaim(admin: SessionUser, claimId: number, reason: string | null) {
	await assertAdmin(admin)
	await db().transaction(async (tx) => {
		const claim = await lockPendingClaim(tx, claimId)
		await tx
			.update(listingClaims)
			.set({ status: 'rejected', rejection_reason: reason, reviewed_at: new Date() })
			.where(eq(listingClaims.id, claimId))
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'reject',
			entity: 'claim',
			entityId: claimId,
			changes: { status: ['pending', 'rejected'], rejection_reason: [null, reason] },
		})
		await queueClaimRejectedMail(tx, await person(tx, claim.user_id), claim, reason)
	})
}

/** The claim with its salon, locked until the transaction ends, so two reviews cannot both pass. */
async function lockPendingClaim(tx: Transaction, claimId: number) {
	const [claim] = await tx
		.select({
			user_id: listingClaims.user_id,
			salon_id: listingClaims.salon_id,
			status: listingClaims.status,
			ownerId: petGroomers.owner_id,
			...salonColumns,
		})
		.from(listingClaims)
		.innerJoin(petGroomers, eq(petGroomers.id, listingClaims.salon_id))
		.where(eq(listingClaims.id, claimId))
		.for('update')
	if (!claim) throw new AppError(404, 'Claim niet gevonden')
	if (claim.status !== 'pending') throw new AppError(409, 'Deze claim is al behandeld.')
	return claim
}

async function assertAdmin(user: SessionUser) {
	if (!(await isAdmin(user.id))) throw new AppError(403, 'Alleen beheerders mogen claims beoordelen.')
}

const claimColumns = {
	id: listingClaims.id,
	salon_id: listingClaims.salon_id,
	user_id: listingClaims.user_id,
	message: listingClaims.message,
	status: listingClaims.status,
	rejection_reason: listingClaims.rejection_reason,
	created_at: listingClaims.createdAt,
	salon: { id: petGroomers.id, name: petGroomers.name, slug: petGroomers.slug, formatted_address: petGroomers.formatted_address },
}

const fullName = sql<string>`trim(concat_ws(' ', ${profiles.first_name}, ${profiles.last_name}))`

const withLabel = <T extends { status: ClaimStatus }>(claim: T) => ({ ...claim, status_label: claimStatusLabel(claim.status) })

/** The user's own claims, newest first, with their Dutch status labels. */
export async function listClaimsForUser(user: SessionUser) {
	const rows = await db()
		.select(claimColumns)
		.from(listingClaims)
		.innerJoin(petGroomers, eq(petGroomers.id, listingClaims.salon_id))
		.where(eq(listingClaims.user_id, user.id))
		.orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
	return rows.map(withLabel)
}

/** Admin only: every claim (or those with one status), newest first, with the claimant's e-mail and name. */
export async function listClaims(admin: SessionUser, limit = 200, status?: ClaimStatus) {
	await assertAdmin(admin)
	const rows = await db()
		.select({ ...claimColumns, user_email: users.email, user_name: fullName })
		.from(listingClaims)
		.innerJoin(petGroomers, eq(petGroomers.id, listingClaims.salon_id))
		.innerJoin(users, eq(users.id, listingClaims.user_id))
		.leftJoin(profiles, eq(profiles.id, users.id))
		.where(status ? eq(listingClaims.status, status) : undefined)
		.orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
		.limit(limit)
	return rows.map(withLabel)
}

/** For the salon page: hidden when owned; otherwise whether the visitor is logged in and their latest claim's status. */
export async function claimStateFor(request: Request, salon: { id: number; owner_id: string | null }): Promise<ClaimState> {
	if (salon.owner_id) return { owned: true }
	const user = await getUser(request)
	if (!user) return { owned: false, signedIn: false, status: null }
	const [latest] = await db()
		.select({ status: listingClaims.status })
		.from(listingClaims)
		.where(and(eq(listingClaims.salon_id, salon.id), eq(listingClaims.user_id, user.id)))
		.orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
		.limit(1)
	return { owned: false, signedIn: true, status: latest?.status ?? null }
}

/** E-mail and full name (null when the profile has none) of a user, for mails. */
async function person(tx: Executor, userId: string): Promise<Person> {
	const [row] = await tx
		.select({ email: users.email, name: fullName })
		.from(users)
		.leftJoin(profiles, eq(profiles.id, users.id))
		.where(eq(users.id, userId))
	return { email: row!.email, name: row!.name || null }
}
