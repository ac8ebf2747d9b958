import { eq } from 'drizzle-orm'
import { alertLinkPath } from '~/lib/common/paths'
import type { Executor } from '../platform/db/client.server'
import { alertLinks } from '~/server/alerts/tables.server'
import { siteLink } from '../platform/mail/compose.server'
import { hashToken, newSecretToken } from '../platform/secret-tokens.server'

/** A new random token for this subscription's next mail; its links stay valid until the subscription ends. */
export async function newLinkToken(executor: Executor, subscriptionId: number): Promise<string> {
	const token = newSecretToken()
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
