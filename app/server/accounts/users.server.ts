import { hashPassword } from './password-hash.server'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { db, type Executor } from '../platform/db/client.server'
import { accounts, profiles, userRoles, users } from '~/server/accounts/tables.server'

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

/** The address of an account whose owner has verified it; undefined for an unverified or unknown account. */
export async function verifiedEmailOf(userId: string, database: Executor = db()) {
	const [user] = await database.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId))
	return user?.verified ? user.email : undefined
}

/** The account whose e-mail address, in lower case, is this one (verified or not); undefined when there is none. */
export async function userIdByLowerEmail(email: string, database: Executor = db()) {
	const [user] = await database
		.select({ id: users.id })
		.from(users)
		.where(eq(sql`lower(${users.email})`, email))
	return user?.id
}

/** The e-mail addresses of these accounts, as a lookup: null for nobody (a null id) or an account that is gone. */
export async function emailsOf(ids: readonly (string | null)[], database: Executor = db()) {
	const known = [...new Set(ids.filter((id) => id !== null))]
	const rows = known.length ? await database.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, known)) : []
	const emails = new Map(rows.map((row) => [row.id, row.email]))
	return (id: string | null) => (id === null ? null : (emails.get(id) ?? null))
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
