const ORIGIN = 'https://this-site.invalid'

/**
 * A redirect target from the query string, only when it stays on this site. The value is resolved
 * the way a browser would (tabs and newlines dropped, backslashes read as slashes, dot segments and
 * their encoded forms removed) against this site's origin, and the result is what is checked and
 * returned: it must keep that origin and its path must not start with two slashes ('/.//evil.example'
 * resolves to '//evil.example', which a browser reads as another host).
 */
export function safeRedirect(to: unknown, fallback: string): string {
	if (typeof to !== 'string' || to.length > 2000 || !to.startsWith('/')) return fallback
	let url: URL
	try {
		url = new URL(to, ORIGIN)
	} catch {
		return fallback
	}
	const path = `${url.pathname}${url.search}${url.hash}`
	if (url.origin !== ORIGIN || /^\/[/\\]/.test(path)) return fallback
	return path
}

/** The page a form was sent from (its Referer), when it is one of this site's (`origin`), as a safe redirect target. */
export function refererPath(referer: string | null, origin: string, fallback: string): string {
	const url = URL.parse(referer ?? '')
	return url && url.origin === origin ? safeRedirect(`${url.pathname}${url.search}`, fallback) : fallback
}
