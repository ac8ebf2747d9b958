/**
 * A redirect target from the query string, only when it stays on this site: a path starting with
 * one slash. Anything else ('//evil.example', 'https://…', '/\\evil') becomes the fallback.
 */
export function safeRedirect(to: unknown, fallback: string): string {
	if (typeof to !== 'string' || to.length > 2000) return fallback
	if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
	return to
}
