import { createHmac } from 'node:crypto'
import { config } from './config.server'
import { safeEqual } from './safe-equal.server'

/** What a signed account link carries: the account it was made for and its token (either may be missing or forged). */
export type AccountLink = { userId: string | null; token: string | null }

/**
 * A link made here for one account and one purpose (an unsubscribe link): its token is an HMAC of the
 * purpose and the account id with the server secret, so it needs no row and cannot be made elsewhere.
 */
export function accountLinkSigner(purpose: string) {
	const token = (userId: string) => createHmac('sha256', config().AUTH_SECRET).update(`${purpose}:${userId}`).digest('base64url')
	return {
		/** The query of a link for this account: `u` (the account) and `t` (its token). */
		query: (userId: string) => new URLSearchParams({ u: userId, t: token(userId) }),
		/** Whether a link was made here for this account and purpose (reading it changes nothing). */
		verifies: ({ userId, token: given }: AccountLink) =>
			Boolean(userId && given && userId.length <= 200 && given.length <= 200 && safeEqual(given, token(userId))),
	}
}
