import { isPhoneIdentifier, phoneResetSchema } from '~/lib/accounts/auth-schema'
import { parseInput } from '../platform/input.server'
import { limitRequest } from '../platform/rate-limit.server'
import type { Requester } from './actor.server'
import {
	MAIL_SENT,
	PASSWORD_UPDATED,
	refusedBy,
	type CodeSent,
	type MailSent,
	type PasswordUpdated,
	type Refused,
} from './auth-results.server'
import { callAuth, RESET_CALLBACK } from './auth.server'
import { confirmPhoneReset, requirePhoneSignIn, startPhoneReset } from './phone/phone-auth.server'

/**
 * 'Wachtwoord vergeten': a link by mail to an address, a code by text to a number; the same answer
 * whether or not there is an account. `proof` is the proof of work a text message costs.
 */
export async function requestPasswordReset(
	actor: Requester,
	input: { email: string; proof?: unknown },
): Promise<MailSent | CodeSent | Refused> {
	const { email } = input
	if (isPhoneIdentifier(email)) {
		const request = await startPhoneReset(actor, email, input.proof)
		return { kind: 'code-sent', step: { purpose: 'reset', phone: email, request } }
	}
	const answer = await callAuth(actor.client, '/request-password-reset', { email, redirectTo: RESET_CALLBACK })
	return answer.ok ? MAIL_SENT : refusedBy(answer, 'mail')
}

/** The new password with the token from the mailed link; better-auth ends every session of the account. */
export async function resetPassword(
	actor: Requester,
	{ token, password }: { token: string; password: string },
): Promise<PasswordUpdated | Refused> {
	const answer = await callAuth(actor.client, '/reset-password', { token, newPassword: password })
	return answer.ok ? PASSWORD_UPDATED : refusedBy(answer, 'reset')
}

/**
 * The new password with the code from the text (the form as posted, read after the limit, so every try
 * counts); every session of the account ends.
 */
export async function resetPasswordByCode(actor: Requester, posted: Record<string, unknown>): Promise<PasswordUpdated> {
	requirePhoneSignIn()
	await limitRequest('smsCodeEntry', actor.client.ip)
	const { password, ...typed } = parseInput(posted, phoneResetSchema)
	await confirmPhoneReset(typed, password)
	return PASSWORD_UPDATED
}
