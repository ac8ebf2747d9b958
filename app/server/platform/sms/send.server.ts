import { desc } from 'drizzle-orm'
import { config } from '../config.server'
import { db } from '../db/client.server'
import { smsOutbox } from '../db/schema.server'
import { logger } from '../logger.server'
import { tooManyRequests } from '../http/errors.server'
import { withinLimit } from '../rate-limit.server'
import { messageBirdProvider } from './messagebird.server'
import type { SmsMessage, SmsProvider } from './provider.server'

/** Without a provider (demo mode) a message is only kept in the outbox, shown on /dev/sms. */
const outboxProvider: SmsProvider = {
	name: 'outbox',
	async send(message) {
		const [row] = await db()
			.insert(smsOutbox)
			.values({ to: message.to, body: message.body, provider: 'outbox' })
			.returning({ id: smsOutbox.id })
		return { id: String(row!.id) }
	},
}

function provider(): SmsProvider {
	const { SMS_PROVIDER, SMS_ACCESS_KEY, SMS_ORIGINATOR } = config()
	return SMS_PROVIDER === 'messagebird' ? messageBirdProvider({ accessKey: SMS_ACCESS_KEY!, originator: SMS_ORIGINATOR }) : outboxProvider
}

/**
 * Counts one text message to this number asked by this client against the three limits, one after
 * the other, and refuses at the first it passes: a client past its own limit counts against nobody
 * else's, so no one client can use up a number's limit or the site's daily cap. Every ask counts,
 * whether or not a message goes out, so the answer never tells whether the number has an account.
 */
export async function limitSms(phoneNumber: string, clientIp: string) {
	const limits = [
		() => withinLimit('smsPerClient', clientIp),
		() => withinLimit('smsPerNumber', phoneNumber),
		() => withinLimit('smsDaily', 'site', config().SMS_DAILY_CAP),
	]
	for (const within of limits)
		if (!(await within())) throw tooManyRequests('Te veel sms-codes aangevraagd. Probeer het over een uur opnieuw.')
}

/** Sends without the response waiting, so its timing never tells whether a message went out; a failure is logged. */
export function sendSmsInBackground(message: SmsMessage) {
	provider()
		.send(message)
		.catch((error: unknown) => logger.error({ err: error }, 'text message could not be sent'))
}

/** The demo outbox, newest first. */
export async function listSmsOutbox(limit = 100) {
	return db().select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit)
}
