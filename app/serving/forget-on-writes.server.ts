import type { RequestHandler } from 'express'
import { viewerOf } from '~/server/accounts/permissions.server'
import { logger } from '~/server/platform/logger.server'
import { sessionCookieOf } from '~/server/platform/session-cookie.server'
import { heardEverythingCommitted } from '~/server/public-change.server'

/**
 * A signed-in person's successful write (an edit, a sign-out, a role or two-factor change) is answered
 * only once this process has heard what it committed, so their very next request sees it; other
 * processes hear it from the database a moment later. What is forgotten is what the feed says changed,
 * nothing more: a write without a valid session, or one that failed, waits for nothing, so that no
 * request can be a way to empty the caches. `heard` is the wait (the feed's mark; a test's own gate).
 */
export function forgetOnWrites(heard: () => Promise<void> = heardEverythingCommitted): RequestHandler {
	return async (req, res, next) => {
		if (req.method === 'GET' || req.method === 'HEAD' || !sessionCookieOf(req.headers.cookie)) return next()
		if (!(await viewerOf(req.headers.cookie!).catch(() => null))) return next()
		holdResponse(res, () =>
			res.statusCode >= 400
				? Promise.resolve()
				: heard().catch((error: unknown) => logger.error({ err: error }, 'change feed mark failed')),
		)
		next()
	}
}

/**
 * Holds every byte of the response until `ready` (asked once, at the first byte) resolves. The end
 * alone is not enough: a streamed answer's first chunk already tells the browser where to go next,
 * and it asks for that page while the rest is on its way.
 */
function holdResponse(res: Parameters<RequestHandler>[1], ready: () => Promise<void>) {
	const write = res.write.bind(res) as (...args: unknown[]) => boolean
	const end = res.end.bind(res) as (...args: unknown[]) => typeof res
	let held: Promise<void> | undefined
	const afterReady = (send: () => void) => void (held ??= ready()).then(send)
	res.write = ((...args: unknown[]) => {
		afterReady(() => write(...args))
		return true
	}) as typeof res.write
	res.end = ((...args: unknown[]) => {
		afterReady(() => end(...args))
		return res
	}) as typeof res.end
}
