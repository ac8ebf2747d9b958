import { authErrorMessage } from '~/lib/accounts/auth-messages'
import { callAuth, sessionCookies } from './auth.server'
import type { Person } from './actor.server'
import { authorize } from './permissions.server'
import { invalid, relayed } from '../platform/errors.server'

export const WRONG_CURRENT_PASSWORD = 'Je huidige wachtwoord is onjuist.'

/**
 * Sets a new password through better-auth (its origin check and rate limit apply) and ends every
 * other session of this user; answers the cookies of the new session that replaces this one.
 */
export async function changePassword(actor: Person, input: { currentPassword: string; password: string }) {
	await authorize(actor, 'account:act')
	const response = await callAuth(actor.client, '/change-password', {
		currentPassword: input.currentPassword,
		newPassword: input.password,
		revokeOtherSessions: true,
	})
	if (response.ok) return sessionCookies(response)
	const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
	const retryAfter = Number(response.headers.get('x-retry-after')) || undefined
	if (body.code === 'INVALID_PASSWORD') throw invalid(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD })
	throw relayed(response.status, authErrorMessage('reset', { status: response.status, ...body, retryAfter }))
}
