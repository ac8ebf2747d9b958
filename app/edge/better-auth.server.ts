import { authApiPath } from '~/lib/common/paths'
import type { Client } from '~/server/accounts/actor.server'
import { auth, CLIENT_IP_HEADER, type AuthAnswer } from '~/server/accounts/auth.server'
import { config } from '~/server/platform/config.server'

/**
 * better-auth over HTTP, which only the edge speaks: its own endpoints for the browser, signing out,
 * and the calls the accounts make on a client's behalf (`callAuth`, wired at start-up), whose cookies
 * go to the browser as Set-Cookie headers.
 */

/** A call to a better-auth endpoint through its router, as the client's browser would make it (its origin, its session). */
export async function authOverHttp(client: Client, path: string, body: object): Promise<AuthAnswer> {
	const headers = new Headers({ ...client.authHeaders, 'content-type': 'application/json', [CLIENT_IP_HEADER]: client.ip })
	const request = new Request(`${config().SITE_URL}${authApiPath(path)}`, { method: 'POST', headers, body: JSON.stringify(body) })
	return answerOf(await auth().handler(request))
}

async function answerOf(response: Response): Promise<AuthAnswer> {
	return {
		ok: response.ok,
		status: response.status,
		body: await response.json().catch(() => ({})),
		retryAfter: Number(response.headers.get('x-retry-after')) || undefined,
		cookies: response.headers.getSetCookie(),
	}
}

/** The headers that hand these cookies to the browser (a new or ended session, the pending second step). */
export const setCookieHeaders = (cookies: readonly string[]) => cookies.map((cookie): [string, string] => ['Set-Cookie', cookie])

/** Ends this request's session: better-auth's answer, whose cookies clear it in the browser. */
export async function signOut(request: Request): Promise<AuthAnswer> {
	return answerOf(await auth().api.signOut({ headers: request.headers, asResponse: true }))
}

/** better-auth's own endpoints, asked with the client address its rate limits read: set by us, never by the client. */
export function answerAuthRequest(request: Request, clientIp: string): Promise<Response> {
	const headers = new Headers(request.headers)
	headers.set(CLIENT_IP_HEADER, clientIp)
	return auth().handler(new Request(request, { headers }))
}
