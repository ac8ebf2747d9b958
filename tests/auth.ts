import { eq } from 'drizzle-orm'
import { auth } from '~/server/accounts/auth.server'
import type { SessionUser } from '~/server/accounts/permissions.server'
import type { Database } from '~/server/platform/db/client.server'
import { users } from '~/server/accounts/tables.server'
import { DEMO_ACCOUNTS } from '~/server/seed/seed.server'
import { config } from '~/server/platform/config.server'
import { totpCode } from './sign-in'

/** Logs in through better-auth and returns a request carrying the session cookie. */
export async function requestAs(email: string, password: string, path = '/') {
	let response = await auth().api.signInEmail({ body: { email, password }, asResponse: true })
	if (!response.ok) throw new Error(`login failed for ${email}: ${response.status}`)
	// An account with two-factor (the demo admin) gets its session after the code.
	if (((await response.clone().json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
		const headers = new Headers({ cookie: cookieHeader(response) })
		response = await auth().api.verifyTOTP({ body: { code: totpCode() }, headers, asResponse: true })
		if (!response.ok) throw new Error(`second step failed for ${email}: ${response.status}`)
	}
	return new Request(`${config().SITE_URL}${path}`, { headers: { cookie: cookieHeader(response) } })
}

function cookieHeader(response: Response) {
	return response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.filter((pair) => !pair!.endsWith('='))
		.join('; ')
}

export function anonymousRequest(path = '/') {
	return new Request(`${config().SITE_URL}${path}`)
}

/** What a loader or action threw: a redirect or a data response with its status. */
export async function thrown(promise: Promise<unknown>) {
	try {
		await promise
	} catch (error) {
		if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') }
		if (error && typeof error === 'object' && 'init' in error) {
			const init = (error as { init?: { status?: number } }).init
			return { status: init?.status, data: (error as { data?: unknown }).data }
		}
		throw error
	}
	throw new Error('expected the call to throw')
}

/** The seeded demo admin (with two-factor), as the session user an admin verb is called with. */
export async function demoAdmin(database: Database): Promise<SessionUser> {
	const [admin] = await database.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin))
	return admin as unknown as SessionUser
}
