import { desc, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { config } from '~/server/platform/config.server'
import { db } from '~/server/platform/db/client.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { clientIpContext } from '~/edge/request-context.server'
import { waitFor } from './wait'

type Args = { request: Request; context: RouterContextProvider; params: Record<string, string> }
type Handler = (args: never) => unknown

/** A form post from a browser on this site: same Origin, optional session cookie. */
export function formRequest(path: string, fields: Record<string, string>, cookie?: string) {
	const headers = new Headers({ origin: config().SITE_URL, 'content-type': 'application/x-www-form-urlencoded' })
	if (cookie) headers.set('cookie', cookie)
	return new Request(`${config().SITE_URL}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

/** The context server.ts gives every request, for a request from `clientIp`. */
export function requestContext(clientIp: string) {
	const context = new RouterContextProvider()
	context.set(clientIpContext, clientIp)
	return context
}

/** Runs a route's loader or action the way React Router does, from the given client address. */
export async function run(handler: Handler, request: Request, clientIp = '203.0.113.1', params: Record<string, string> = {}) {
	const args: Args = { request, context: requestContext(clientIp), params }
	try {
		return await settle(await (handler as (args: Args) => unknown)(args))
	} catch (thrown) {
		return await settle(thrown)
	}
}

export type Settled = { status: number; location: string | null; data: unknown; headers: Headers }

async function settle(value: unknown): Promise<Settled> {
	if (value instanceof Response) {
		const json = value.headers.get('Content-Type')?.includes('application/json')
		return { status: value.status, location: value.headers.get('Location'), data: json ? await value.json() : null, headers: value.headers }
	}
	if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
		const { data, init } = value as { data: unknown; init?: ResponseInit | null }
		return { status: init?.status ?? 200, location: null, data, headers: new Headers(init?.headers) }
	}
	if (value instanceof Error) throw value
	return { status: 200, location: null, data: value, headers: new Headers() }
}

/** The cookies a response sets, as a Cookie header for the next request. */
export function cookiesOf(headers: Headers) {
	return headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.filter((pair) => !pair!.endsWith('='))
		.join('; ')
}

/** The mails to this address, newest first, once there are at least `atLeast` (auth mails go out in the background). */
export async function mailsTo(email: string, atLeast = 0) {
	const read = () => db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id))
	return waitFor(`${atLeast} mails to ${email}`, async () => {
		const mails = await read()
		return mails.length >= atLeast && mails
	})
}

/** The newest mail to this address with this subject, waiting for it to arrive. */
export async function mailTo(email: string, subject: string) {
	return waitFor(`mail "${subject}" to ${email}`, async () => (await mailsTo(email)).find((row) => row.subject === subject))
}

export function linkIn(text: string) {
	const match = text.match(/https?:\/\/\S+/)
	if (!match) throw new Error(`no link in mail: ${text}`)
	return match[0]
}

let counter = 0
export function uniqueEmail(prefix = 'test') {
	return `${prefix}-${Date.now()}-${++counter}@example.com`
}

/** The toast a response queued for the next page, as the root loader will read it. */
export async function toastOf(headers: Headers) {
	const { readToast } = await import('~/edge/toast.server')
	return (await readToast(new Request(config().SITE_URL, { headers: { cookie: cookiesOf(headers) } }))).toast
}

/** What a loader gets, for calling a route guard directly. */
export function routeArgs(request: Request, clientIp = '203.0.113.1') {
	return { request, context: requestContext(clientIp) }
}

/** The signed-in user of this request (its session cookie); fails the test without one. */
export async function userOf(request: Request) {
	const { sessionUser } = await import('~/server/accounts/permissions.server')
	const user = await sessionUser(request.headers.get('cookie'))
	if (!user) throw new Error('the request has no session')
	return user
}
