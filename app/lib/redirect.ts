const ORIGIN = 'https://this-site.invalid'

/**
 * A redirect target from the query string, only when it stays on this site. The value is resolved
 * the way a browser would, against this site's origin: it must keep that origin and is returned as
 * a path. Control characters, whitespace and backslashes are refused outright, since browsers drop
 * or rewrite them ('/\t/evil.example' becomes '//evil.example').
 */
export function safeRedirect(to: unknown, fallback: string): string {
	if (typeof to !== 'string' || to.length > 2000 || !to.startsWith('/')) return fallback
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u0020\u007f-\u00a0\\]/.test(to)) return fallback
	let url: URL
	try {
		url = new URL(to, ORIGIN)
	} catch {
		return fallback
	}
	if (url.origin !== ORIGIN || to.startsWith('//')) return fallback
	return `${url.pathname}${url.search}${url.hash}`
}
