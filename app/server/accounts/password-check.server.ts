import { verifyPassword } from './password-hash.server'
import { and, eq } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import { accounts } from '~/server/accounts/tables.server'
import { invalid } from '../platform/errors.server'
import { limitRequest, type LimitedAction } from '../platform/rate-limit.server'

export const WRONG_PASSWORD = 'Het wachtwoord is onjuist.'

/**
 * The account's current password, asked again before a step a stolen session must not be able to
 * take on its own (deleting the account, changing the number). Counted per user within `limit`,
 * like a log-in, so the session cannot be used to guess it; refused next to the field `field`.
 */
export async function requireCurrentPassword(userId: string, password: string, limit: LimitedAction, field = 'password') {
	await limitRequest(limit, userId)
	const [login] = await db()
		.select({ hash: accounts.password })
		.from(accounts)
		.where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
	if (!login?.hash || !(await verifyPassword({ hash: login.hash, password }))) throw invalid(WRONG_PASSWORD, { [field]: WRONG_PASSWORD })
}
