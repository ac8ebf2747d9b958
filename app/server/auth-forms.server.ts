import { eq } from 'drizzle-orm'
import { data, redirect } from 'react-router'
import type { z } from 'zod'
import { AUTH_INTENTS, type AuthFormResult, type AuthIntent } from '~/lib/auth-form'
import { authErrorMessage, type AuthAction, type AuthFailure } from '~/lib/auth-messages'
import { fieldErrors } from '~/lib/forms'
import { safeRedirect } from '~/lib/redirect'
import { emailOnlySchema, loginSchema, resetPasswordSchema, signupSchema } from '~/lib/schemas/auth'
import { isAppCode, twoFactorError, twoFactorLoginSchema } from '~/lib/two-factor'
import { accountHome, isAdmin } from './accounts.server'
import { callAuth, RESET_CALLBACK, sessionCookies } from './auth.server'
import { db } from './db/client.server'
import { users } from './db/schema.server'
import { readForm } from './forms.server'
import { redirectWithToast, toastHeaders, type NewToast } from './toast.server'
import { paths } from '~/lib/paths'

type Input = { request: Request; clientIp: string; form: Record<string, string> }

/** The /auth action: one handler per form, chosen by the submit button's intent. */
export async function handleAuthForm(request: Request, clientIp: string) {
	const form = await readForm(request)
	const intent = AUTH_INTENTS.find((name) => name === form.intent)
	if (!intent)
		return data<AuthFormResult>(
			{ intent: 'login', formError: 'Onbekend formulier. Vernieuw de pagina en probeer het opnieuw.' },
			{ status: 400 },
		)
	return HANDLERS[intent]({ request, clientIp, form })
}

const HANDLERS: Record<AuthIntent, (input: Input) => Promise<Response | ReturnType<typeof data<AuthFormResult>>>> = {
	async login({ request, clientIp, form }) {
		const parsed = loginSchema.safeParse(form)
		if (!parsed.success) return invalid('login', parsed.error, form.email)
		const response = await callAuth(request, clientIp, '/sign-in/email', parsed.data)
		if (!response.ok) {
			const failure = await readFailure(response)
			const unverified = failure.code === 'EMAIL_NOT_VERIFIED'
			return failed('login', 'login', failure, { unverified, email: parsed.data.email })
		}
		const body = (await response.json()) as { user?: { id: string }; twoFactorRedirect?: boolean }
		// Two-factor accounts get no session yet: the code comes first, on its own page.
		if (body.twoFactorRedirect) return redirect(twoFactorPath(form.redirectTo), { headers: sessionCookies(response) })
		return loggedIn(body.user!.id, form.redirectTo, sessionCookies(response))
	},

	async 'two-factor'({ request, clientIp, form }) {
		const parsed = twoFactorLoginSchema.safeParse(form)
		if (!parsed.success) return invalid('two-factor', parsed.error)
		const { code, trustDevice } = parsed.data
		const path = isAppCode(code) ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code'
		const response = await callAuth(request, clientIp, path, { code, trustDevice: Boolean(trustDevice) })
		if (!response.ok) {
			const failure = await readFailure(response)
			const formError = failure.status === 429 && !failure.code ? authErrorMessage('login', failure) : twoFactorError(failure.code)
			return data<AuthFormResult>({ intent: 'two-factor', formError }, { status: failure.status < 500 ? failure.status : 503 })
		}
		const { user } = (await response.json()) as { user: { id: string } }
		return loggedIn(user.id, form.redirectTo, sessionCookies(response))
	},

	async signup({ request, clientIp, form }) {
		const parsed = signupSchema.safeParse(form)
		if (!parsed.success) return invalid('signup', parsed.error, form.email)
		const { email, password, firstName, lastName } = parsed.data
		const name = [firstName, lastName].filter(Boolean).join(' ')
		const response = await callAuth(request, clientIp, '/sign-up/email', { email, password, name, firstName, lastName })
		if (!response.ok) return failed('signup', 'signup', await readFailure(response), { email })
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

	async forgot({ request, clientIp, form }) {
		const parsed = emailOnlySchema.safeParse(form)
		if (!parsed.success) return invalid('forgot', parsed.error, form.email)
		const { email } = parsed.data
		const response = await callAuth(request, clientIp, '/request-password-reset', { email, redirectTo: RESET_CALLBACK })
		if (!response.ok) return failed('forgot', 'mail', await readFailure(response), { email })
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

	async resend({ request, clientIp, form }) {
		const parsed = emailOnlySchema.safeParse(form)
		if (!parsed.success) return invalid('resend', parsed.error, form.email)
		const { email } = parsed.data
		const response = await callAuth(request, clientIp, '/send-verification-email', { email })
		if (!response.ok) return failed('resend', 'mail', await readFailure(response), { email })
		return sent('resend', email, `Als ${email} nog niet bevestigd is, ontvang je binnen enkele minuten een nieuwe bevestigingslink.`, {
			title: 'Bevestigingsmail verzonden',
			description: 'Controleer je inbox.',
		})
	},

	async reset({ request, clientIp, form }) {
		const parsed = resetPasswordSchema.safeParse(form)
		if (!parsed.success) return invalid('reset', parsed.error)
		const response = await callAuth(request, clientIp, '/reset-password', { token: parsed.data.token, newPassword: parsed.data.password })
		if (!response.ok) return failed('reset', 'reset', await readFailure(response))
		return redirectWithToast(`${paths.auth}?tab=login`, { title: 'Wachtwoord bijgewerkt', description: 'Log in met je nieuwe wachtwoord.' })
	},
}

/** After the last step of the login: where the user was going, or their home; an admin without two-factor sets it up first. */
async function loggedIn(userId: string, redirectTo: string | undefined, cookies: Headers) {
	const [user] = await db().select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId))
	const to =
		(await isAdmin(userId)) && !user?.twoFactorEnabled ? paths.accountTwoFactor : safeRedirect(redirectTo, await accountHome(userId))
	return redirectWithToast(to, { title: 'Succesvol ingelogd', description: 'Welkom terug!' }, cookies)
}

function twoFactorPath(redirectTo: string | undefined) {
	const back = safeRedirect(redirectTo, '')
	return `${paths.auth}?mode=two-factor${back ? `&redirectTo=${encodeURIComponent(back)}` : ''}`
}

function invalid(intent: AuthIntent, error: z.ZodError, email?: string) {
	return data<AuthFormResult>({ intent, fieldErrors: fieldErrors(error), email: email?.slice(0, 254) }, { status: 400 })
}

function failed(intent: AuthIntent, action: AuthAction, failure: AuthFailure, extra: Partial<AuthFormResult> = {}) {
	// A failure inside better-auth still answers with a Dutch message, as a 503 rather than a 500.
	return data<AuthFormResult>(
		{ intent, formError: authErrorMessage(action, failure), ...extra },
		{ status: failure.status < 500 ? failure.status : 503 },
	)
}

async function sent(intent: AuthIntent, email: string, notice: string, toast: NewToast) {
	return data<AuthFormResult>({ intent, notice, email }, { headers: await toastHeaders(toast) })
}

async function readFailure(response: Response): Promise<AuthFailure> {
	const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
	const retryAfter = Number(response.headers.get('x-retry-after')) || undefined
	return { status: response.status, code: body.code, message: body.message, retryAfter }
}
