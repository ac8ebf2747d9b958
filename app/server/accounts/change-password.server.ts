import { authErrorMessage } from '~/lib/accounts/auth-messages'
import { callAuth } from './auth.server'
import type { Requester } from './actor.server'
import { readFailure } from './auth-results.server'
import { authorize } from './permissions.server'
import { invalid, relayed } from '../platform/errors.server'

export const WRONG_CURRENT_PASSWORD = 'Je huidige wachtwoord is onjuist.'

/**
 * Sets a new password through better-auth (its origin check and rate limit apply) and ends every
 * other session of this user; answers the cookies of the new session that replaces this one.
 */
export async function changePassword(actor: Requester, input: { currentPassword: string; password: string }) {
	await authorize(actor, 'account:act')
	const answer = await callAuth(actor.client, '/change-password', {
		currentPassword: input.currentPassword,
		newPassword: input.password,
		revokeOtherSessions: true,
	})
	if (answer.ok) return answer.cookies
	const { status, code, message, retryAfter } = readFailure(answer)
	if (code === 'INVALID_PASSWORD') throw invalid(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD })
	throw relayed(status, authErrorMessage('reset', { status, code, message, retryAfter }))
}
