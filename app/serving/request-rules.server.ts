import { isbot } from 'isbot'
import { paths, TOKEN_LINK_PREFIXES } from '~/lib/common/paths'
import { PHOTO_MAX_BYTES } from '~/lib/salons/photo-schema'
import { sessionCookieOf } from '../server/platform/session-cookie.server'
import { maskEmails } from '../server/platform/mask.server'
/**
 * The request rules that server.ts applies before any route runs, as plain functions so that each
 * is tested on its own: loopback detection, the body limit per path, the same-origin rule for
 * writes, which responses must never be cached, and what the request log may write.
 */

/**
 * The path as the router matches it: percent-decoded and in lower case, since routes match without
 * regard to case. Rules about paths compare this, so `/DEV/mail` or `/%64ev/mail` cannot slip past.
 */
export function routePath(pathname: string): string {
	try {
		return decodeURIComponent(pathname).toLowerCase()
	} catch {
		return pathname.toLowerCase()
	}
}

/**
 * The request target as a path and query (origin form). Node also accepts the absolute form
 * (`GET http://elders.example/pad?x HTTP/1.1`), whose target is then a whole URL: it becomes the path
 * and query it names, the Host header deciding the host as for any request. Null for anything else
 * (`*`, another scheme), which names no page of this site.
 */
export function originFormOf(target: string): string | null {
	if (target.startsWith('/')) return target
	const authority = /^https?:\/\/[^/?#]*/i.exec(target)
	if (!authority) return null
	const rest = target.slice(authority[0].length)
	return rest.startsWith('/') ? rest : `/${rest}`
}

/**
 * In demo mode only requests addressed to this site (the SITE_URL host, localhost, 127.0.0.1 or
 * [::1]) are answered: a page on another site cannot point its own name at this machine (DNS
 * rebinding) and read the outbox with the visitor's browser.
 */
export function isDemoHost(hostHeader: string | undefined, siteUrl: string): boolean {
	if (!hostHeader) return false
	let hostname: string
	try {
		hostname = new URL(`http://${hostHeader}`).hostname
	} catch {
		return false
	}
	return [new URL(siteUrl).hostname, 'localhost', '127.0.0.1', '[::1]'].includes(hostname)
}

export const FORM_BODY_LIMIT = 100 * 1024

/** Room for the multipart form around a file (boundaries, headers, other fields), so a file at its limit fits. */
const FORM_AROUND_FILE = 64 * 1024

/** Routes that take files get a larger body; every other request body is at most FORM_BODY_LIMIT. */
export const UPLOAD_BODY_LIMITS: ReadonlyArray<{ path: RegExp; bytes: number }> = [
	{ path: /^\/dashboard\/salons\/\d+\/photo$/, bytes: PHOTO_MAX_BYTES + FORM_AROUND_FILE },
	{ path: /^\/admin\/import$/, bytes: 5 * 1024 * 1024 },
]

/**
 * The page a path is for: React Router asks for a page's data, and posts its forms, at the page's path
 * plus `.data`, and at `/_.data` for the home page (a path ending in a slash).
 */
export function pagePathOf(pathname: string): string {
	return pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '')
}

/** The body limit of a path. */
export function bodyLimitFor(pathname: string): number {
	const route = pagePathOf(pathname)
	return UPLOAD_BODY_LIMITS.find((rule) => rule.path.test(route))?.bytes ?? FORM_BODY_LIMIT
}

/**
 * Called server-to-server by the payment provider, which proves itself with a signature instead; and
 * the one-click unsubscribes (RFC 8058), which a mail client posts from its own origin: the link's
 * token is the authorisation, and all it can do is end that subscription.
 */
const ORIGIN_EXEMPT_PATHS: ReadonlySet<string> = new Set([paths.api.stripeWebhook, paths.statisticsUnsubscribe])
const ALERT_UNSUBSCRIBE_PREFIX = `${paths.alerts}/afmelden/`

/** Whether a write to this path may come from anywhere (see above). */
export function isOriginExempt(pathname: string): boolean {
	return ORIGIN_EXEMPT_PATHS.has(pathname) || pathname.startsWith(ALERT_UNSUBSCRIBE_PREFIX)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write (any non-GET request) must come from this site's own pages. Browsers say where a request
 * comes from in Sec-Fetch-Site and Origin; a request carrying neither is not from a browser, so it
 * cannot ride on a visitor's cookies (cross-site request forgery needs a browser).
 */
export function isSameOriginWrite(
	request: { method: string; pathname: string; host: string | undefined; origin: string | undefined; fetchSite: string | undefined },
	siteUrl: string,
): boolean {
	if (SAFE_METHODS.has(request.method.toUpperCase()) || isOriginExempt(request.pathname)) return true
	if (request.fetchSite) return request.fetchSite === 'same-origin'
	if (!request.origin) return true
	if (request.origin === 'null') return false
	try {
		const origin = new URL(request.origin)
		return origin.origin === new URL(siteUrl).origin || origin.host === request.host
	} catch {
		return false
	}
}

/**
 * A statistics beacon (or the no-script pixel) is taken only when it says it comes from this site's
 * own page, so that another site's page cannot count its visitors here. Unlike a write, a request that
 * says nothing about where it comes from is refused: a page of this site in a browser always says it
 * (Sec-Fetch-Site, or else Origin on a POST and Referer on the pixel). A script can say anything, so
 * this only turns away browsers elsewhere; counting each person once a day is what bounds a script.
 */
export function isSameOriginBeacon(
	request: { fetchSite: string | undefined; origin: string | undefined; referer: string | undefined },
	siteUrl: string,
): boolean {
	if (request.fetchSite) return request.fetchSite === 'same-origin'
	const from = request.origin ?? request.referer
	if (!from) return false
	try {
		return new URL(from).origin === new URL(siteUrl).origin
	} catch {
		return false
	}
}

/** Whether the request is a browser's prefetch or prerender rather than a person looking. */
function isPrefetch(headers: Headers) {
	const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''} ${headers.get('x-moz') ?? ''}`
	return /prefetch|prerender|preview/i.test(purpose)
}

/** The request headers a beacon is judged by. */
export const BEACON_HEADERS = ['user-agent', 'sec-purpose', 'purpose', 'x-purpose', 'x-moz', 'sec-fetch-site', 'origin', 'referer']

/** Who sent a beacon, as the statistics count it: this site's own page, a person (no bot, no prefetch), and their user agent. */
export function beaconSender(headers: Headers, siteUrl: string) {
	const from = {
		fetchSite: headers.get('sec-fetch-site') ?? undefined,
		origin: headers.get('origin') ?? undefined,
		referer: headers.get('referer') ?? undefined,
	}
	const userAgent = headers.get('user-agent') ?? ''
	return {
		sameOrigin: isSameOriginBeacon(from, siteUrl),
		person: Boolean(userAgent) && !isbot(userAgent) && !isPrefetch(headers),
		agent: userAgent,
	}
}

/**
 * Whether a path may name one of the built files (`public/`): they all end in an extension. A page,
 * or its `.data`, never does, so it skips the file lookup, a stat on disk for every request.
 */
export function mayBeFile(pathname: string): boolean {
	return /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.data')
}

/** Files that are the same for everyone and never change (built assets, uploaded photos). */
const PUBLIC_FILE_PREFIXES = [`${paths.assets}/`, `${paths.uploads}/`]

/**
 * Answers that may name a person, which no cache may keep: every route that does not declare that it
 * names nobody (`isPublic`, from the routes' `handle`), and anything but public files asked for with a
 * session cookie.
 */
export function dependsOnSession(pathname: string, cookieHeader: string | undefined, isPublic: (pathname: string) => boolean): boolean {
	if (PUBLIC_FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false
	return !isPublic(pathname) || sessionCookieOf(cookieHeader) !== undefined
}

/** The flash cookie that carries a toast over a redirect. */
export const TOAST_COOKIE = 'toast'
const SITE_COOKIE = new RegExp(`(^|;\\s*)((__Secure-)?better-auth\\.[\\w.-]+|${TOAST_COOKIE})=`)

/**
 * Whether a request carries one of the site's own cookies (a session, a sign-in step, a toast), which
 * can change what a page shows. Any other cookie (analytics, consent, a CDN's) changes nothing.
 */
export function carriesSiteCookie(cookieHeader: string | undefined): boolean {
	return !!cookieHeader && SITE_COOKIE.test(cookieHeader)
}

/** The cookies a signed-in browser carries between sign-ins: the session, and whether to remember it. */
const SESSION_COOKIE_NAME = /^(__Secure-)?better-auth\.(session_token|dont_remember)$/

/** Whether every cookie of the site's own in the header is a session cookie (no toast, no sign-in step). */
export function onlySessionCookies(cookieHeader: string): boolean {
	return cookieHeader.split(';').every((pair) => {
		const cut = pair.indexOf('=')
		const name = (cut < 0 ? pair : pair.slice(0, cut)).trim()
		return !carriesSiteCookie(`${name}=`) || SESSION_COOKIE_NAME.test(name)
	})
}

const SECRET_PARAMS = /^(token|code|session_id|callbackurl|redirectto|email)$/i

/** The beginning of a link with a secret token (matched as the router matches: decoded, in any case), followed by '[token]' and nothing more. */
function maskedTokenLink(path: string): string | undefined {
	const routed = routePath(path)
	const prefix = TOKEN_LINK_PREFIXES.find((candidate) => routed.startsWith(candidate.toLowerCase()))
	return prefix && `${prefix}[token]`
}

/** A URL (a path with its query, or a whole URL) as the log may write it: auth paths without their query, secrets and e-mail addresses masked. */
export function loggableUrl(url: string): string {
	const [path = '', query] = url.replace(/^[a-z][a-z+.-]*:\/\/[^/?]*/i, '').split('?', 2)
	const tokenLink = maskedTokenLink(path)
	if (tokenLink) return tokenLink
	const safePath = maskEmails(path).replace(/\/(reset-password|verify-email)\/[^/]+/i, '/$1/[token]')
	if (query === undefined) return safePath
	if (/^\/(auth|api\/auth)(\/|$)/.test(path)) return `${safePath}?[redacted]`
	const params = [...new URLSearchParams(query)].map(
		([key, value]) => `${key}=${SECRET_PARAMS.test(key) ? '[redacted]' : maskEmails(value)}`,
	)
	return `${safePath}?${params.join('&')}`
}
