import { randomBytes } from 'node:crypto'
import { serializeSignedCookie } from 'better-call'
import { and, eq, lt, sql } from 'drizzle-orm'
import { placeholderEmail } from '~/lib/accounts/phone'
import { codeText, type CodePurpose } from '~/server/accounts/phone/sms-text.server'
import { auth } from '../auth.server'
import type { Requester } from '../actor.server'
import type { SessionUser } from '../permissions.server'
import { config } from '../../platform/config.server'
import { db, type Executor, type Transaction } from '../../platform/db/client.server'
import { accounts, profiles, sessions, smsCodes, users } from '~/server/accounts/tables.server'
import { conflict, invalid } from '../../platform/errors.server'
import { hashPassword } from '../password-hash.server'
import { checkCode, CODE_LIFETIME_MS, generateCode, hashCode } from './codes.server'
import { requireProofOfWork } from '../../platform/proof-of-work.server'
import { limitSms, sendSmsInBackground, withinResetBudget } from '../../platform/sms/send.server'

/** One answer for every code that does not work (wrong, expired, tried too often, never sent), so it tells nothing about the number. */
export const CODE_REFUSED = 'De code is onjuist, verlopen of te vaak geprobeerd. Controleer de sms of vraag een nieuwe code aan.'
const UNAVAILABLE_MESSAGE = 'Inloggen met een mobiel nummer is nu niet mogelijk. Gebruik je e-mailadres.'

type Purpose = CodePurpose
type Pending = { userId?: string; passwordHash?: string; firstName?: string | null; lastName?: string | null }

/** Refuses phone sign-in when no text message can be sent (production without a provider). */
export function requirePhoneSignIn() {
	if (!config().phoneSignIn) throw invalid(UNAVAILABLE_MESSAGE, { email: UNAVAILABLE_MESSAGE })
}

/** The verified account with this number, if any. */
export async function userByPhone(phoneNumber: string) {
	const [user] = await db()
		.select({ id: users.id, email: users.email })
		.from(users)
		.where(and(eq(users.phoneNumber, phoneNumber), eq(users.phoneNumberVerified, true)))
	return user
}

/** The address better-auth signs this number in under; an unknown number gets one no account has. */
export async function signInEmailFor(phoneNumber: string) {
	return (await userByPhone(phoneNumber))?.email ?? placeholderEmail(`onbekend-${phoneNumber.slice(1)}`)
}

/**
 * What every text with a code passes before it goes out: past a few from one client (per /48) a
 * solved proof of work, then the SMS limits.
 */
export async function admitText(actor: Requester, phoneNumber: string, proof: unknown, budget?: 'reset') {
	await requireProofOfWork('smsWithoutProof', actor.client.ip, proof)
	await limitSms(phoneNumber, actor.client.ip, budget)
}

/** A code is bound to its number and to the request of the browser that asked for it. */
const boundTo = (phoneNumber: string, request: string) => `${phoneNumber}/${request}`

/**
 * Stores a fresh code for this number and purpose (replacing an open one, tries back to zero) and
 * sends it; the caller admits the text first (`admitText`). Answers the request key, which only the
 * asking browser gets: a code works only with it, so someone who asks for a code for another
 * person's number cannot make that person's code confirm their request (their password). Without
 * `pending` nothing is stored or sent, and the answer looks the same.
 */
export async function issueCode(phoneNumber: string, purpose: Purpose, pending: Pending | null): Promise<string> {
	const request = randomBytes(16).toString('base64url')
	if (!pending) return request
	const code = generateCode()
	const values = {
		code_hash: hashCode(config().AUTH_SECRET, boundTo(phoneNumber, request), code),
		attempts: 0,
		expires_at: new Date(Date.now() + CODE_LIFETIME_MS),
		user_id: pending.userId ?? null,
		password_hash: pending.passwordHash ?? null,
		first_name: pending.firstName ?? null,
		last_name: pending.lastName ?? null,
		createdAt: new Date(),
	}
	await db()
		.insert(smsCodes)
		.values({ phone_number: phoneNumber, purpose, ...values })
		.onConflictDoUpdate({ target: [smsCodes.phone_number, smsCodes.purpose], set: values })
	sendSmsInBackground({ to: phoneNumber, body: codeText(config().SITE_NAME, purpose, code) })
	return request
}

/**
 * 'Geen sms ontvangen?': a fresh code for the open request of this number and purpose, under the same
 * rules as the first (`admitText`), under a new request key (the old code stops working). The open request keeps what it
 * holds (the sign-up's password hash and names, the account it is for). A number change is the
 * signed-in account's own request: only the actor's gets a new code; sign-up and reset are a
 * visitor's. Without an open request nothing is sent, and the answer looks the same.
 */
export async function resendCode(
	actor: Requester,
	{ purpose, phone: phoneNumber, proof }: { purpose: Purpose; phone: string; proof: unknown },
) {
	requirePhoneSignIn()
	await admitText(actor, phoneNumber, proof)
	const [open] = await db()
		.select()
		.from(smsCodes)
		.where(and(eq(smsCodes.phone_number, phoneNumber), eq(smsCodes.purpose, purpose)))
	const ownRequest = purpose !== 'change' || (actor.user !== null && open?.user_id === actor.user.id)
	const pending =
		open && ownRequest
			? {
					userId: open.user_id ?? undefined,
					passwordHash: open.password_hash ?? undefined,
					firstName: open.first_name,
					lastName: open.last_name,
				}
			: null
	return issueCode(phoneNumber, purpose, pending)
}

/** Sign-up with a number: the account is made only when the code comes back; an existing number gets no text. */
export async function startPhoneSignUp(
	actor: Requester,
	input: { phoneNumber: string; password: string; firstName: string | null; lastName: string | null; proof: unknown },
) {
	requirePhoneSignIn()
	// The rules come before the (deliberately slow) password hash, so refused requests cost nothing.
	await admitText(actor, input.phoneNumber, input.proof)
	const existing = await userByPhone(input.phoneNumber)
	const passwordHash = await hashPassword(input.password)
	return issueCode(input.phoneNumber, 'sign-up', existing ? null : { passwordHash, firstName: input.firstName, lastName: input.lastName })
}

/** Forgot password with a number: a code only when the number has an account (and the day's reset budget has room), the same answer either way. */
export async function startPhoneReset(actor: Requester, phoneNumber: string, proof: unknown) {
	requirePhoneSignIn()
	await admitText(actor, phoneNumber, proof, 'reset')
	const user = await userByPhone(phoneNumber)
	const send = user !== undefined && (await withinResetBudget())
	return issueCode(phoneNumber, 'reset', send ? { userId: user.id } : null)
}

/** A code typed in: the number, the request key its browser got, and the six digits. */
export type TypedCode = { phone: string; request: string; code: string }

/**
 * Checks a typed code in a transaction that locks the code row: a wrong one counts a try (the count
 * commits), the right one is used up and handed to `use` in the same transaction.
 */
export async function redeemCode<T>(
	purpose: Purpose,
	{ phone: phoneNumber, request, code: typed }: TypedCode,
	use: (row: typeof smsCodes.$inferSelect, tx: Transaction) => Promise<T>,
) {
	const outcome = await db().transaction(async (tx) => {
		const [row] = await tx
			.select()
			.from(smsCodes)
			.where(and(eq(smsCodes.phone_number, phoneNumber), eq(smsCodes.purpose, purpose)))
			.for('update')
		if (!row) return { failure: CODE_REFUSED }
		const stored = { hash: row.code_hash, expiresAt: row.expires_at, attempts: row.attempts }
		const check = checkCode(config().AUTH_SECRET, boundTo(phoneNumber, request), typed, stored, new Date())
		if (check !== 'ok') {
			if (check === 'wrong')
				await tx
					.update(smsCodes)
					.set({ attempts: sql`${smsCodes.attempts} + 1` })
					.where(eq(smsCodes.id, row.id))
			return { failure: CODE_REFUSED }
		}
		await tx.delete(smsCodes).where(eq(smsCodes.id, row.id))
		return { value: await use(row, tx) }
	})
	if ('failure' in outcome) throw invalid(outcome.failure!, { code: outcome.failure! })
	return outcome.value as T
}

/** The right sign-up code makes the whole account at once (user, login, profile) with the number verified. */
export async function confirmPhoneSignUp(typed: TypedCode) {
	const phoneNumber = typed.phone
	return redeemCode('sign-up', typed, async (row, tx) => {
		const id = crypto.randomUUID()
		const email = placeholderEmail(id)
		const name = [row.first_name, row.last_name].filter(Boolean).join(' ')
		const made = await tx
			.insert(users)
			// better-auth refuses a password log-in to an unverified address; this one is a never-mailed placeholder.
			.values({ id, email, name, emailVerified: true, phoneNumber, phoneNumberVerified: true })
			.onConflictDoNothing()
			.returning({ id: users.id })
		// Thrown inside the transaction: the code stays unused and nothing of the account is written.
		if (!made.length) throw conflict('Dit nummer hoort al bij een account. Log in of vraag een nieuw wachtwoord aan.')
		await tx
			.insert(accounts)
			.values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: row.password_hash! })
		await tx.insert(profiles).values({ id, email, first_name: row.first_name, last_name: row.last_name })
		return id
	})
}

/** The right reset code sets the new password and ends every session of the account. */
export async function confirmPhoneReset(typed: TypedCode, password: string) {
	await redeemCode('reset', typed, async (row, tx) => {
		const userId = row.user_id!
		// Hashed only for a code that works: wrong codes cost no slow hash.
		await tx
			.update(accounts)
			.set({ password: await hashPassword(password) })
			.where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
		await tx.delete(sessions).where(eq(sessions.userId, userId))
	})
}

/** A session for this user as better-auth makes one at sign-in: its signed cookie, and the account it is for. */
export async function startSession(userId: string): Promise<{ cookie: string; user: SessionUser }> {
	const context = await auth().$context
	const session = await context.internalAdapter.createSession(userId)
	const user = await context.internalAdapter.findUserById(userId)
	const { name, attributes } = context.authCookies.sessionToken
	const cookie = await serializeSignedCookie(name, session.token, context.secret, {
		...attributes,
		maxAge: context.sessionConfig.expiresIn,
	})
	return { cookie, user: user as SessionUser }
}

/** An expired code can never be used again, yet holds a number and a pending password hash: it is forgotten. */
export async function forgetExpiredSmsCodes(executor: Executor, now: Date) {
	await executor.delete(smsCodes).where(lt(smsCodes.expires_at, now))
}
