import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { alertLinkPath } from '~/lib/common/paths'
import type { Executor } from '../platform/db/client.server'
import { alertLinks } from '~/server/alerts/tables.server'
import { siteLink } from '../platform/mail/compose.server'

/** The sha-256 of a link's token: all the database keeps of it. */
export function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}

/** A new random token for this subscription's next mail; its links stay valid until the subscription ends. */
export async function newLinkToken(executor: Executor, subscriptionId: number): Promise<string> {
	const token = randomBytes(32).toString('base64url')
	await executor.insert(alertLinks).values({ token_hash: hashToken(token), subscription_id: subscriptionId })
	return token
}

/** The subscription a token belongs to, or undefined for an unknown (or ended) one. */
export async function subscriptionOfToken(executor: Executor, token: string): Promise<number | undefined> {
	const [link] = await executor
		.select({ id: alertLinks.subscription_id })
		.from(alertLinks)
		.where(eq(alertLinks.token_hash, hashToken(token)))
	return link?.id
}

/** The absolute links of one mail. */
export function mailLinks(token: string) {
	return {
		confirm: siteLink(alertLinkPath('bevestigen', token)),
		unsubscribe: siteLink(alertLinkPath('afmelden', token)),
		renew: siteLink(alertLinkPath('verlengen', token)),
	}
}
