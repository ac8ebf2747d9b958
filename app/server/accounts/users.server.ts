import { hashPassword } from './password-hash.server'
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { accountLandingPath } from '~/lib/accounts/landing'
import { db, type Executor, type Transaction } from '../platform/db/client.server'
import { accounts, profiles, userRoles, users } from '~/server/accounts/tables.server'
import { salons } from '~/server/salons/tables.server'
import { listingSubmissions } from '~/server/submissions/tables.server'

type NewAccount = { email: string; password: string; firstName?: string | null; lastName?: string | null; emailVerified?: boolean }

/** Creates a user with an e-mail/password login and a profile, the way better-auth stores them. */
export async function createAccount(input: NewAccount, database = db()) {
	const id = crypto.randomUUID()
	const email = input.email.toLowerCase()
	const name = [input.firstName, input.lastName].filter(Boolean).join(' ')
	const password = await hashPassword(input.password)
	await database.transaction(async (tx) => {
		await tx.insert(users).values({ id, email, name, emailVerified: input.emailVerified ?? false })
		await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password })
		await tx.insert(profiles).values({ id, email, first_name: input.firstName ?? null, last_name: input.lastName ?? null })
	})
	return { id, email }
}

export async function isAdmin(userId: string, database = db()) {
	const rows = await database
		.select({ id: userRoles.id })
		.from(userRoles)
		.where(and(eq(userRoles.user_id, userId), eq(userRoles.role, 'admin')))
		.limit(1)
	return rows.length > 0
}

/** An admin whose account has no two-factor sign-in yet: after login it is sent to set it up first. */
export async function needsTwoFactorSetUp(userId: string) {
	const [user] = await db().select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId))
	return (await isAdmin(userId)) && !user?.twoFactorEnabled
}

/** The e-mail address of every admin, for notifications. */
export async function adminEmails(database: Executor = db()) {
	const rows = await database
		.select({ email: users.email })
		.from(userRoles)
		.innerJoin(users, eq(users.id, userRoles.user_id))
		.where(eq(userRoles.role, 'admin'))
	return rows.map((row) => row.email)
}

/**
 * The account with this e-mail address (any case) once its owner has verified it; undefined otherwise.
 * In a transaction the account row stays locked, verified or not, so a verification of that address
 * at the same moment waits for the caller to commit and then sees what it wrote.
 */
export async function verifiedUserIdByEmail(email: string, database: Executor = db()) {
	const [user] = await database
		.select({ id: users.id, verified: users.emailVerified })
		.from(users)
		.where(eq(sql`lower(${users.email})`, email.toLowerCase()))
		.for('share')
	return user?.verified ? user.id : undefined
}

export async function grantAdmin(userId: string, database = db()) {
	await database.insert(userRoles).values({ user_id: userId, role: 'admin' }).onConflictDoNothing()
}

/**
 * ADMIN_EMAIL bootstrap: the account with that e-mail becomes an admin once its owner has verified
 * the address; whoever merely registers it first gets nothing.
 */
export async function grantAdminByEmail(email: string, database = db()) {
	const userId = await verifiedUserIdByEmail(email, database)
	if (userId) await grantAdmin(userId, database)
	return Boolean(userId)
}

export async function ownsAnySalon(userId: string, database = db()) {
	const rows = await database.select({ id: salons.id }).from(salons).where(eq(salons.owner_id, userId)).limit(1)
	return rows.length > 0
}

/** After logging in, an owner goes to the dashboard and anyone else to the salon signup page. */
export async function accountHome(userId: string, database = db()) {
	return accountLandingPath(await ownsAnySalon(userId, database))
}

/**
 * Ownership follows an approved submission once: at approval when the submitter's address is
 * verified, otherwise here, when it is verified. The user becomes owner of the unowned listings of
 * approved submissions with their address that are not settled yet, and those submissions are
 * settled, so a later change of owner by an admin is never undone. Verification proves they hold
 * that address.
 */
export async function linkApprovedSubmissions(userId: string) {
	return db().transaction(async (tx) => {
		const [user] = await tx.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId))
		if (!user?.verified) return []
		const open = await tx
			.update(listingSubmissions)
			.set({ owner_settled_at: new Date() })
			.where(
				and(
					eq(listingSubmissions.status, 'approved'),
					isNotNull(listingSubmissions.listing_id),
					isNull(listingSubmissions.owner_settled_at),
					eq(sql`lower(${listingSubmissions.submitter_email})`, user.email.toLowerCase()),
				),
			)
			.returning({ listingId: listingSubmissions.listing_id })
		if (!open.length) return []
		const listingIds = open.map((row) => row.listingId!)
		const linked = await tx
			.update(salons)
			.set({ owner_id: userId })
			.where(and(isNull(salons.owner_id), inArray(salons.id, listingIds)))
			.returning({ id: salons.id })
		return linked.map((row) => row.id)
	})
}

/** An admin decided who owns this listing (or that nobody does): its submission never links an owner after this. */
export async function settleSubmissionOwner(tx: Transaction, salonId: number) {
	await tx
		.update(listingSubmissions)
		.set({ owner_settled_at: new Date() })
		.where(and(eq(listingSubmissions.listing_id, salonId), isNull(listingSubmissions.owner_settled_at)))
}
