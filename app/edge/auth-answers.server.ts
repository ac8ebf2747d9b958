import { data, redirect } from 'react-router'
import type { AuthIntent, AuthSent, PhoneCodeStep } from '~/lib/accounts/auth-form'
import { formatPhone } from '~/lib/accounts/phone'
import { loginPath, paths } from '~/lib/common/paths'
import { safeRedirect } from '~/lib/common/redirect'
import type { Refused } from '~/server/accounts/auth-results.server'
import type { SignedInResult } from '~/server/accounts/sign-in.server'
import type { AccountMade } from '~/server/accounts/sign-up.server'
import { AppError } from '~/server/platform/errors.server'
import { accountHome } from '~/server/salons/owners.server'
import { signedInAs, type Requester } from '~/server/accounts/actor.server'
import { setCookieHeaders } from './better-auth.server'
import { redirectWithToast, toastHeaders, type NewToast } from './toast.server'

/** What an /auth form answers: a redirect, or the notice shown in place of the form. */
export type AuthAnswer = Response | ReturnType<typeof data<AuthSent>>

/** A verb's result; its refusal is thrown, for handleAction to answer in the form. */
export function accepted<T extends { kind: string }>(result: T | Refused): Exclude<T, Refused> {
	if (result.kind !== 'refused') return result as Exclude<T, Refused>
	const { code, message, fields } = result as Refused
	throw new AppError(code, message, fields)
}

/** A new account by phone, signed in: its home. */
export async function accountMade(actor: Requester, { cookies, user }: AccountMade) {
	return redirectWithToast(
		await accountHome(signedInAs(actor, user)),
		{ title: 'Account aangemaakt', description: 'Je nummer is bevestigd. Welkom!' },
		setCookieHeaders(cookies),
	)
}

export function passwordUpdated() {
	return redirectWithToast(loginPath(), { title: 'Wachtwoord bijgewerkt', description: 'Log in met je nieuwe wachtwoord.' })
}

/** The same answer whether or not the number has an account: the code step. */
export async function codeSent(intent: AuthIntent, codeFor: PhoneCodeStep, again = false) {
	const number = formatPhone(codeFor.phone)
	const code = again ? 'een nieuwe code van 6 cijfers; een eerdere code werkt niet meer' : 'een code van 6 cijfers'
	const notice =
		codeFor.purpose === 'sign-up' && !again
			? `We hebben een sms met een code van 6 cijfers gestuurd naar ${number}. Vul die code hieronder in om je account te activeren.`
			: codeFor.purpose === 'sign-up'
				? `Staat je aanmelding voor ${number} nog open, dan ontvang je binnen een minuut een sms met ${code}.`
				: `Als er een account bestaat voor ${number}, ontvang je binnen een minuut een sms met ${code}.`
	return data<AuthSent>(
		{ ok: true, intent, notice, email: codeFor.phone, codeFor },
		{ headers: await toastHeaders({ title: 'Sms verzonden', description: 'Controleer je telefoon.' }) },
	)
}

/** After the last step of the login: where the user was going, or their home; an admin without two-factor sets it up first. */
export async function loggedIn(actor: Requester, result: SignedInResult, redirectTo: string | undefined) {
	const to = result.twoFactorSetUpFirst
		? paths.accountTwoFactor
		: safeRedirect(redirectTo, await accountHome(signedInAs(actor, result.user)))
	return redirectWithToast(to, { title: 'Succesvol ingelogd', description: 'Welkom terug!' }, setCookieHeaders(result.cookies))
}

/** Two-factor accounts get no session yet: the code comes first, on its own page, then where the user was going. */
export function toSecondStep(redirectTo: string | undefined, cookies: string[]) {
	const back = safeRedirect(redirectTo, '')
	return redirect(`${paths.auth}?mode=two-factor${back ? `&redirectTo=${encodeURIComponent(back)}` : ''}`, {
		headers: setCookieHeaders(cookies),
	})
}

export async function sent(intent: AuthIntent, email: string, notice: string, toast: NewToast) {
	return data<AuthSent>({ ok: true, intent, notice, email }, { headers: await toastHeaders(toast) })
}
