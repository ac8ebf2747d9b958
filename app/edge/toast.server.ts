import { createCookie, redirect } from 'react-router'
import { z } from 'zod'
import type { Toast } from '~/lib/common/toast'
import { config } from '../server/platform/config.server'
import { TOAST_COOKIE } from '../serving/request-rules.server'

export type NewToast = Omit<Toast, 'id'>

const toastSchema = z.object({
	id: z.string().max(100),
	title: z.string().max(200),
	description: z.string().max(1000).optional(),
	variant: z.enum(['default', 'destructive']).optional(),
})

let cookie: ReturnType<typeof createCookie> | undefined

/** Signed, short-lived and read once: a message that survives a redirect (Epic Stack's flash toast). */
function flashCookie() {
	const { AUTH_SECRET, isProduction } = config()
	cookie ??= createCookie(TOAST_COOKIE, {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: isProduction,
		secrets: [AUTH_SECRET],
		maxAge: 60,
	})
	return cookie
}

/** Adds the Set-Cookie header that makes the next page show this toast. */
export async function toastHeaders(toast: NewToast, headers: HeadersInit = {}): Promise<Headers> {
	const result = new Headers(headers)
	const value: Toast = { id: crypto.randomUUID(), ...toast }
	result.append('Set-Cookie', await flashCookie().serialize(value))
	return result
}

export async function redirectWithToast(url: string, toast: NewToast, headers: HeadersInit = {}) {
	return redirect(url, { headers: await toastHeaders(toast, headers) })
}

/** The pending toast, if any, and the header that clears it so it is shown once. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
	const headers = new Headers()
	const value = await flashCookie().parse(request.headers.get('Cookie'))
	if (value === null || value === undefined) return { toast: null, headers }
	headers.append('Set-Cookie', await flashCookie().serialize('', { maxAge: 0 }))
	const parsed = toastSchema.safeParse(value)
	return { toast: parsed.success ? parsed.data : null, headers }
}
