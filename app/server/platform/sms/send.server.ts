import { desc, lt } from 'drizzle-orm'
import { config } from '../config.server'
import { db, type Executor } from '../db/client.server'
import { smsOutbox } from '~/server/platform/db/tables.server'
import { logger } from '../logger.server'
import { tooManyRequests } from '../errors.server'
import { RATE_LIMITS, withinLimit, type LimitedAction } from '../rate-limit.server'
import { tooManyAttempts } from '~/lib/accounts/auth-messages'
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
 * Counts one text message to this number asked by this client against the limits, one after the
 * other, and refuses at the first it passes: a client past its own limit (per /48 for IPv6) counts
 * against nobody else's, so no one client can use up a number's limit or a daily budget. Every ask
 * counts, whether or not a message goes out, so the answer never tells whether the number has an
 * account. A text to a number without an account (the default) also counts against that day's
 * budget; a reset's budget is checked apart, by `withinResetBudget`.
 */
export async function limitSms(phoneNumber: string, clientIp: string, budget: 'new-number' | 'reset' = 'new-number') {
	const limits: [LimitedAction, string, number?][] = [
		['smsPerClient', clientIp],
		['smsPerNumber', phoneNumber],
		...(budget === 'new-number' ? [['smsDaily', 'site', config().SMS_DAILY_CAP] as [LimitedAction, string, number]] : []),
	]
	// The one wording of every limit, with the time this one lasts (an hour, or a day for the site's budget).
	for (const [action, key, max] of limits)
		if (!(await withinLimit(action, key, max))) throw tooManyRequests(tooManyAttempts(RATE_LIMITS[action].windowSeconds))
}

/**
 * Counts one reset text against the day's reset budget and says whether it may go out. Only numbers
 * that have an account are counted, so made-up numbers cannot use it up; past it nothing is sent and
 * the answer stays the same (a refusal would tell that the number has an account), and it is logged.
 */
export async function withinResetBudget() {
	if (await withinLimit('smsResetDaily', 'site', config().SMS_RESET_DAILY_CAP)) return true
	logger.warn('the daily budget of reset text messages is used up')
	return false
}

/** Sends without the response waiting, so its timing never tells whether a message went out; a failure is logged. */
export function sendSmsInBackground(message: SmsMessage) {
	provider()
		.send(message)
		.catch((error: unknown) => logger.error({ err: error }, 'text message could not be sent'))
}

/** Sends and waits (for jobs, which no visitor waits on); a failure is logged and answered with false, never thrown. */
export async function sendSms(message: SmsMessage): Promise<boolean> {
	try {
		await provider().send(message)
		return true
	} catch (error) {
		logger.error({ err: error }, 'text message could not be sent')
		return false
	}
}

/** The demo outbox, newest first. */
export async function listSmsOutbox(limit = 100) {
	return db().select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit)
}

/** Demo outbox messages sent before the cut-off are forgotten. */
export async function forgetSmsOutbox(executor: Executor, sentBefore: Date) {
	await executor.delete(smsOutbox).where(lt(smsOutbox.createdAt, sentBefore))
}
