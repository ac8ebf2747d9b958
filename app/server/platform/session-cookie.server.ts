const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]*)/

/** The session cookie as it stands in a Cookie header (`name=value`), or undefined without one. */
export function sessionCookieOf(cookieHeader: string | undefined): string | undefined {
	return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined
}
