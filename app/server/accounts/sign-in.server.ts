import { authErrorMessage } from '~/lib/accounts/auth-messages'
import { isPhoneIdentifier } from '~/lib/accounts/auth-schema'
import { isAppCode, twoFactorError } from '~/lib/accounts/two-factor'
import { relayed } from '../platform/errors.server'
import type { Requester } from './actor.server'
import type { SessionUser } from './permissions.server'
import { readFailure, refusedAs, refusedBy, type Refused } from './auth-results.server'
import { callAuth } from './auth.server'
import { requirePhoneSignIn, signInEmailFor } from './phone/phone-auth.server'
import { needsTwoFactorSetUp } from './users.server'

/**
 * Both steps done: the session's cookies, the account (whose home the salons know) and whether it must set up two-factor
 * before anything else (an admin without it).
 */
export type SignedInResult = { kind: 'signed-in'; cookies: string[]; user: SessionUser; twoFactorSetUpFirst: boolean }

/** The password was right for an account with two-factor: no session yet, only the cookie of the pending second step. */
export type TwoFactorNeeded = { kind: 'two-factor-needed'; cookies: string[] }

/** `email` is what the visitor typed: an address or, where phone sign-in is on, a mobile number. */
export type SignInInput = { email: string; password: string }

/** The password step, through better-auth's check (its origin check and limits apply). */
export async function signIn(actor: Requester, { email, password }: SignInInput): Promise<SignedInResult | TwoFactorNeeded | Refused> {
	const byPhone = isPhoneIdentifier(email)
	if (byPhone) requirePhoneSignIn()
	// A number signs in under the account's stored address, so two-factor still applies.
	const address = byPhone ? await signInEmailFor(email) : email
	const answer = await callAuth(actor.client, '/sign-in/email', { email: address, password })
	// An unverified address is refused with UNVERIFIED_MESSAGE, which the form answers with a new link.
	if (!answer.ok) return refusedBy(answer, 'login', byPhone)
	const body = answer.body as { user?: SessionUser; twoFactorRedirect?: boolean }
	if (body.twoFactorRedirect) return { kind: 'two-factor-needed', cookies: answer.cookies }
	return signedIn(body.user!, answer.cookies)
}

/** The second step: a code from the app or a backup code, with the pending step's cookie in `actor.client`. */
export async function confirmSecondStep(
	actor: Requester,
	{ code, trustDevice }: { code: string; trustDevice: boolean },
): Promise<SignedInResult | Refused> {
	const path = isAppCode(code) ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code'
	const answer = await callAuth(actor.client, path, { code, trustDevice })
	if (!answer.ok) {
		const failure = readFailure(answer)
		const message = failure.status === 429 && !failure.code ? authErrorMessage('login', failure) : twoFactorError(failure.code)
		return refusedAs(relayed(failure.status, message))
	}
	const { user } = answer.body as { user: SessionUser }
	return signedIn(user, answer.cookies)
}

async function signedIn(user: SessionUser, cookies: string[]): Promise<SignedInResult> {
	return { kind: 'signed-in', cookies, user, twoFactorSetUpFirst: await needsTwoFactorSetUp(user.id) }
}
