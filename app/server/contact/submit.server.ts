import { and, count, eq, gt, sql } from 'drizzle-orm'
import { clientKey } from '~/server/platform/client-address.server'
import { CONTACT_MESSAGES, contactSchema, HONEYPOT_FIELD, type ContactInput } from '~/lib/contact/schema'
import type { Requester } from '../accounts/actor.server'
import { config } from '../platform/config.server'
import { contactConfirmation, contactNotification } from './mails.server'
import { db } from '../platform/db/client.server'
import { contactMessages } from '~/server/contact/tables.server'
import { tooManyRequests, unavailable } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { errorReason, logger } from '../platform/logger.server'
import { queueMail } from '../platform/mail/mail.server'

/** At most this many messages per IP address in the window; kept in the database so every instance shares it. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 60 }

/**
 * Handles a contact form: a filled honeypot is answered as sent and dropped; otherwise the input is
 * validated, stored (within the per-IP limit) and mailed to CONTACT_EMAIL with a fixed receipt to the sender.
 * Refused: bad input (400), past the limit (429), or a store that failed (503, logged).
 */
export async function submitContactForm(actor: Requester, form: Record<string, string>): Promise<void> {
	const clientIp = actor.client.ip
	if (form[HONEYPOT_FIELD]?.trim()) {
		logger.info({ clientIp }, 'contact form honeypot filled; message dropped')
		return
	}
	const input = parseInput(form, contactSchema)
	const stored = await storeWithinLimit(input, clientIp).catch((error: unknown) => {
		logger.error({ reason: errorReason(error) }, 'contact message could not be stored')
		throw unavailable(CONTACT_MESSAGES.failure)
	})
	if (!stored) throw tooManyRequests(CONTACT_MESSAGES.rateLimited)
}

/** Stores the message and queues its mails, unless this client has reached the limit; false when it has. */
async function storeWithinLimit(input: ContactInput, clientIp: string): Promise<boolean> {
	const { max, windowMinutes } = CONTACT_RATE_LIMIT
	// An IPv6 client is its /64 (it can pick any address in it); stored that way, it is counted that way.
	const client = clientKey(clientIp)
	return db().transaction(async (tx) => {
		// One submission per IP at a time, so parallel requests cannot all pass the count.
		await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${client}`}))`)
		const [recent] = await tx
			.select({ count: count() })
			.from(contactMessages)
			.where(
				and(eq(contactMessages.client_ip, client), gt(contactMessages.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`)),
			)
		if (recent!.count >= max) return false
		await tx.insert(contactMessages).values({ ...input, client_ip: client })
		await queueMail(tx, contactNotification(input, config().CONTACT_EMAIL))
		await queueMail(tx, contactConfirmation(input.email))
		return true
	})
}
