import { eq } from 'drizzle-orm'
import { twoFactorError } from '~/lib/accounts/two-factor'
import { authErrorMessage } from '~/lib/accounts/auth-messages'
import { isAdmin } from '../users.server'
import { auth, callAuth, type AuthAnswer } from '../auth.server'
import { readFailure } from '../auth-results.server'
import { db } from '../../platform/db/client.server'
import { twoFactors } from '~/server/accounts/tables.server'
import { forbidden, relayed, tooManyRequests, type AppError } from '../../platform/errors.server'
import { authorize } from '../permissions.server'
import type { Requester } from '../actor.server'
import { WRONG_PASSWORD } from '../password-check.server'

function refusal(answer: AuthAnswer, action: 'password' | 'code'): AppError {
	const { status, code, retryAfter } = readFailure(answer)
	if (status === 429) return tooManyRequests(authErrorMessage('login', { status: 429, retryAfter }))
	if (action === 'password') {
		const message = code === 'INVALID_PASSWORD' ? WRONG_PASSWORD : 'Er is een fout opgetreden. Probeer het opnieuw.'
		return relayed(status, message, { password: message })
	}
	const message = twoFactorError(code)
	return relayed(status, message, { code: message })
}

/** Whether this account has two-factor sign-in on, or a set-up waiting for its first code. */
export async function twoFactorState(actor: Requester) {
	const user = await authorize(actor, 'account:act')
	const [row] = await db().select({ verified: twoFactors.verified }).from(twoFactors).where(eq(twoFactors.userId, user.id))
	return { enabled: Boolean(user.twoFactorEnabled), admin: await isAdmin(user.id), waiting: Boolean(row && !row.verified) }
}

/**
 * Starts the set-up (the password proves it is the account's owner): a new secret, shown as a QR
 * code and as text, and ten backup codes, shown once. It is on after the first code confirms it.
 */
export async function startTwoFactor(actor: Requester, { password }: { password: string }) {
	await authorize(actor, 'account:act')
	const answer = await callAuth(actor.client, '/two-factor/enable', { password })
	if (!answer.ok) throw refusal(answer, 'password')
	const { totpURI, backupCodes } = answer.body as { totpURI: string; backupCodes: string[] }
	const secret = new URL(totpURI).searchParams.get('secret') ?? ''
	const { default: QRCode } = await import('qrcode')
	return { qrCode: await QRCode.toDataURL(totpURI, { margin: 1, width: 220 }), secret, backupCodes }
}

/** The first code from the app turns it on and ends every other session; the answer carries the session that replaces this one. */
export async function confirmTwoFactor(actor: Requester, { code }: { code: string }) {
	await authorize(actor, 'account:act')
	const answer = await callAuth(actor.client, '/two-factor/verify-totp', { code })
	if (!answer.ok) throw refusal(answer, 'code')
	// Sessions opened elsewhere with the password alone end: from now on a session means both steps.
	const cookie = answer.cookies.map((value) => value.split(';')[0]).join('; ')
	await auth().api.revokeOtherSessions({ headers: new Headers({ cookie }) })
	return answer.cookies
}

/** Turning it off takes the password and a current code. Admins keep it: the admin portal needs it. */
export async function disableTwoFactor(actor: Requester, input: { password: string; code: string }) {
	const user = await authorize(actor, 'account:act')
	if (await isAdmin(user.id)) throw forbidden('Beheerders kunnen tweestapsverificatie niet uitzetten.')
	const verified = await callAuth(actor.client, '/two-factor/verify-totp', { code: input.code })
	if (!verified.ok) throw refusal(verified, 'code')
	const answer = await callAuth(actor.client, '/two-factor/disable', { password: input.password })
	if (!answer.ok) throw refusal(answer, 'password')
	return answer.cookies
}
