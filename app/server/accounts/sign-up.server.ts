import { isPhoneIdentifier, phoneCodeSchema } from '~/lib/accounts/auth-schema'
import { parseInput } from '../platform/input.server'
import { limitRequest } from '../platform/rate-limit.server'
import type { Requester } from './actor.server'
import type { SessionUser } from './permissions.server'
import { MAIL_SENT, refusedBy, type CodeSent, type MailSent, type Refused } from './auth-results.server'
import { callAuth } from './auth.server'
import { confirmPhoneSignUp, requirePhoneSignIn, startPhoneSignUp, startSession } from './phone/phone-auth.server'

/** `email` is an address or a mobile number; `proof` the proof of work a text message costs. */
export type SignUpInput = { email: string; password: string; firstName: string | null; lastName: string | null; proof?: unknown }

/** A new account by phone: its session's cookies and the account. */
export type AccountMade = { kind: 'account-made'; cookies: string[]; user: SessionUser }

/**
 * Sign-up: with an address, better-auth makes the account and mails the confirmation link; with a number,
 * the code step. The same answer whether or not the address or number already had an account.
 */
export async function signUp(actor: Requester, input: SignUpInput): Promise<MailSent | CodeSent | Refused> {
	const { email, password, firstName, lastName } = input
	if (isPhoneIdentifier(email)) {
		const request = await startPhoneSignUp(actor, { phoneNumber: email, password, firstName, lastName, proof: input.proof })
		return { kind: 'code-sent', step: { purpose: 'sign-up', phone: email, request } }
	}
	const name = [firstName, lastName].filter(Boolean).join(' ')
	const answer = await callAuth(actor.client, '/sign-up/email', { email, password, name, firstName, lastName })
	return answer.ok ? MAIL_SENT : refusedBy(answer, 'signup')
}

/** A new confirmation link for an address not yet confirmed (better-auth mails only those). */
export async function resendConfirmation(actor: Requester, { email }: { email: string }): Promise<MailSent | Refused> {
	const answer = await callAuth(actor.client, '/send-verification-email', { email })
	return answer.ok ? MAIL_SENT : refusedBy(answer, 'mail')
}

/**
 * The sign-up code typed in (the number, the request key, the code: read after the limit, so every try
 * counts): the account is made with the number verified, and signed in.
 */
export async function confirmSignUpCode(actor: Requester, posted: Record<string, unknown>): Promise<AccountMade> {
	requirePhoneSignIn()
	await limitRequest('smsCodeEntry', actor.client.ip)
	const userId = await confirmPhoneSignUp(parseInput(posted, phoneCodeSchema))
	const { cookie, user } = await startSession(userId)
	return { kind: 'account-made', cookies: [cookie], user }
}
