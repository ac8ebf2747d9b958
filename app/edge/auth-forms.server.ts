import { data, redirect } from 'react-router'
import { AUTH_INTENTS, type AuthIntent, type AuthSent, type PhoneCodeStep } from '~/lib/accounts/auth-form'
import { authErrorMessage, type AuthAction, type AuthFailure } from '~/lib/accounts/auth-messages'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { safeRedirect } from '~/lib/common/redirect'
import { formatPhone, normalizeDutchMobile } from '~/lib/accounts/phone'
import {
	codeRequest as codeRequestSchema,
	emailOnlySchema,
	forgotSchema,
	isPhoneIdentifier,
	loginSchema,
	phoneCodeSchema,
	phoneResendSchema,
	phoneResetSchema,
	resetPasswordSchema,
	signupSchema,
} from '~/lib/accounts/auth-schema'
import { isAppCode, twoFactorError, twoFactorLoginSchema } from '~/lib/accounts/two-factor'
import type { Actor } from '~/server/accounts/actor.server'
import { needsTwoFactorSetUp } from '~/server/accounts/users.server'
import { accountHome } from '~/server/salons/owners.server'
import { callAuth, RESET_CALLBACK, sessionCookies } from '~/server/accounts/auth.server'
import { handleAction } from '~/edge/errors.server'
import { invalid, relayed } from '~/server/platform/errors.server'
import {
	confirmPhoneReset,
	confirmPhoneSignUp,
	requirePhoneSignIn,
	resendCode,
	signInEmailFor,
	startPhoneReset,
	startPhoneSignUp,
	startSession,
} from '~/server/accounts/phone/phone-auth.server'
import { readForm } from '~/edge/forms.server'
import { parseInput } from '~/server/platform/input.server'
import { limitRequest } from '~/server/platform/rate-limit.server'
import { redirectWithToast, toastHeaders, type NewToast } from '~/edge/toast.server'
import { loginPath, paths } from '~/lib/common/paths'

type Input = { actor: Actor; form: Record<string, string> }

/**
 * The /auth action: one handler per form, chosen by the submit button's intent. A refusal goes back to
 * that form (an unknown one to the login form) with the address it posted.
 */
export async function handleAuthForm(request: Request, actor: Actor) {
	const form = await readForm(request)
	const intent = AUTH_INTENTS.find((name) => name === form.intent)
	const email = form.email?.slice(0, 254)
	// The code step keeps the number its code went to, so a wrong code shows that step again.
	const phone = normalizeDutchMobile(form.phone?.slice(0, 40) ?? '')
	const codeRequest = codeRequestSchema.safeParse(form.request).data
	return handleAction(
		async () => {
			if (!intent) throw invalid('Onbekend formulier. Vernieuw de pagina en probeer het opnieuw.')
			return HANDLERS[intent]({ actor, form })
		},
		{
			intent: intent ?? 'login',
			values:
				email || phone ? { ...(email && { email }), ...(phone && { phone }), ...(codeRequest && { request: codeRequest }) } : undefined,
		},
	)
}

const HANDLERS: Record<AuthIntent, (input: Input) => Promise<Response | ReturnType<typeof data<AuthSent>>>> = {
	async login({ actor, form }) {
		const { email, password } = parseInput(form, loginSchema)
		if (isPhoneIdentifier(email)) requirePhoneSignIn()
		// A number is signed in through better-auth's password check under the account's stored address, so two-factor still applies.
		const address = isPhoneIdentifier(email) ? await signInEmailFor(email) : email
		const response = await callAuth(actor.client, '/sign-in/email', { email: address, password })
		// An unverified address is refused with UNVERIFIED_MESSAGE, which the form answers with a new link.
		if (!response.ok) throw refused('login', await readFailure(response), isPhoneIdentifier(email))
		const body = (await response.json()) as { user?: { id: string }; twoFactorRedirect?: boolean }
		// Two-factor accounts get no session yet: the code comes first, on its own page.
		if (body.twoFactorRedirect) return redirect(twoFactorPath(form.redirectTo), { headers: sessionCookies(response) })
		return loggedIn(body.user!.id, form.redirectTo, sessionCookies(response))
	},

	async 'two-factor'({ actor, form }) {
		const { code, trustDevice } = parseInput(form, twoFactorLoginSchema)
		const path = isAppCode(code) ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code'
		const response = await callAuth(actor.client, path, { code, trustDevice: Boolean(trustDevice) })
		if (!response.ok) {
			const failure = await readFailure(response)
			const message = failure.status === 429 && !failure.code ? authErrorMessage('login', failure) : twoFactorError(failure.code)
			throw relayed(failure.status, message)
		}
		const { user } = (await response.json()) as { user: { id: string } }
		return loggedIn(user.id, form.redirectTo, sessionCookies(response))
	},

	async signup({ actor, form }) {
		const { email, password, firstName, lastName } = parseInput(form, signupSchema)
		if (isPhoneIdentifier(email)) {
			const codeRequest = await startPhoneSignUp(actor, {
				phoneNumber: email,
				password,
				firstName,
				lastName,
				proof: form[PROOF_OF_WORK_FIELD],
			})
			return codeSent('signup', { purpose: 'sign-up', phone: email, request: codeRequest })
		}
		const name = [firstName, lastName].filter(Boolean).join(' ')
		const response = await callAuth(actor.client, '/sign-up/email', { email, password, name, firstName, lastName })
		if (!response.ok) throw refused('signup', await readFailure(response))
		// The same answer whether or not the address already had an account: no account enumeration.
		return sent(
			'signup',
			email,
			`We hebben een bevestigingslink gestuurd naar ${email}. Klik op de link in die e-mail om je account te activeren.`,
			{
				title: 'Bevestig je email',
				description: 'Controleer je inbox om je account te activeren.',
			},
		)
	},

	async forgot({ actor, form }) {
		const { email } = parseInput(form, forgotSchema)
		if (isPhoneIdentifier(email)) {
			const codeRequest = await startPhoneReset(actor, email, form[PROOF_OF_WORK_FIELD])
			return codeSent('forgot', { purpose: 'reset', phone: email, request: codeRequest })
		}
		const response = await callAuth(actor.client, '/request-password-reset', { email, redirectTo: RESET_CALLBACK })
		if (!response.ok) throw refused('mail', await readFailure(response))
		return sent(
			'forgot',
			email,
			`Als er een account bestaat voor ${email}, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.`,
			{
				title: 'Wachtwoord reset email verzonden',
				description: 'Controleer je inbox.',
			},
		)
	},

	async resend({ actor, form }) {
		const { email } = parseInput(form, emailOnlySchema)
		const response = await callAuth(actor.client, '/send-verification-email', { email })
		if (!response.ok) throw refused('mail', await readFailure(response))
		return sent('resend', email, `Als ${email} nog niet bevestigd is, ontvang je binnen enkele minuten een nieuwe bevestigingslink.`, {
			title: 'Bevestigingsmail verzonden',
			description: 'Controleer je inbox.',
		})
	},

	async reset({ actor, form }) {
		const { token, password } = parseInput(form, resetPasswordSchema)
		const response = await callAuth(actor.client, '/reset-password', { token, newPassword: password })
		if (!response.ok) throw refused('reset', await readFailure(response))
		return passwordUpdated()
	},

	async 'phone-code'({ actor, form }) {
		if (form.resend) return codeResent('phone-code', 'sign-up', form, actor)
		requirePhoneSignIn()
		await limitRequest('smsCodeEntry', actor.client.ip)
		const userId = await confirmPhoneSignUp(parseInput(form, phoneCodeSchema))
		return redirectWithToast(
			await accountHome(userId),
			{ title: 'Account aangemaakt', description: 'Je nummer is bevestigd. Welkom!' },
			await startSession(userId),
		)
	},

	async 'phone-reset'({ actor, form }) {
		if (form.resend) return codeResent('phone-reset', 'reset', form, actor)
		requirePhoneSignIn()
		await limitRequest('smsCodeEntry', actor.client.ip)
		const { password, ...typed } = parseInput(form, phoneResetSchema)
		await confirmPhoneReset(typed, password)
		return passwordUpdated()
	},
}

function passwordUpdated() {
	return redirectWithToast(loginPath(), { title: 'Wachtwoord bijgewerkt', description: 'Log in met je nieuwe wachtwoord.' })
}

/** 'Geen sms ontvangen?' on the code step: a new code for the open request, and the code step again. */
async function codeResent(intent: AuthIntent, purpose: PhoneCodeStep['purpose'], form: Record<string, string>, actor: Actor) {
	const { phone } = parseInput(form, phoneResendSchema)
	const codeRequest = await resendCode(actor, { purpose, phone, proof: form[PROOF_OF_WORK_FIELD] })
	return codeSent(intent, { purpose, phone, request: codeRequest }, true)
}

/** The same answer whether or not the number has an account: the code step. */
async function codeSent(intent: AuthIntent, codeFor: PhoneCodeStep, again = false) {
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
async function loggedIn(userId: string, redirectTo: string | undefined, cookies: Headers) {
	const to = (await needsTwoFactorSetUp(userId)) ? paths.accountTwoFactor : safeRedirect(redirectTo, await accountHome(userId))
	return redirectWithToast(to, { title: 'Succesvol ingelogd', description: 'Welkom terug!' }, cookies)
}

function twoFactorPath(redirectTo: string | undefined) {
	const back = safeRedirect(redirectTo, '')
	return `${paths.auth}?mode=two-factor${back ? `&redirectTo=${encodeURIComponent(back)}` : ''}`
}

/** better-auth's refusal in Dutch, with its status (a failure inside better-auth as a 503). */
function refused(action: AuthAction, failure: AuthFailure, byPhone = false) {
	return relayed(failure.status, authErrorMessage(action, failure, byPhone))
}

async function sent(intent: AuthIntent, email: string, notice: string, toast: NewToast) {
	return data<AuthSent>({ ok: true, intent, notice, email }, { headers: await toastHeaders(toast) })
}

async function readFailure(response: Response): Promise<AuthFailure> {
	const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
	const retryAfter = Number(response.headers.get('x-retry-after')) || undefined
	return { status: response.status, code: body.code, message: body.message, retryAfter }
}
