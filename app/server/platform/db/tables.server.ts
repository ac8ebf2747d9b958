import { sql } from 'drizzle-orm'
import { bigint, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { timestamps } from '~/server/platform/db/columns.server'

/** better-auth's rate-limit counters, in the database so that every app instance shares them. */
export const rateLimits = pgTable('rate_limits', {
	id: text('id').primaryKey(),
	key: text('key').notNull().unique(),
	count: integer('count').notNull(),
	lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

/**
 * Proof-of-work challenges whose solution was used: a solution is accepted once, so each stays here
 * until its challenge expires (then it is refused as expired anyway). Random hashes only.
 */
export const usedProofsOfWork = pgTable('used_proofs_of_work', {
	challenge: text('challenge').primaryKey(),
	expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Answers of a remote geocoder, so each query is asked once. */
export const geocodeCache = pgTable('geocode_cache', {
	query: text('query').primaryKey(),
	provider: text('provider').notNull(),
	latitude: doublePrecision('latitude'),
	longitude: doublePrecision('longitude'),
	label: text('label'),
	createdAt: timestamps.createdAt,
})

/** Every mail the app sends; delivered over SMTP when configured, otherwise only kept here (/dev/mail). */
/** A file sent with a mail: its name, its MIME type (an .ics also names its method: 'text/calendar; method=CANCEL') and its text. */
export type MailAttachment = { filename: string; contentType: string; content: string }

export const mailOutbox = pgTable(
	'mail_outbox',
	{
		id: serial('id').primaryKey(),
		to: text('to').notNull(),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		html: text('html'),
		/** Extra headers, such as List-Unsubscribe for mails a person can stop with one click. */
		headers: jsonb('headers').$type<Record<string, string>>(),
		/** Files sent with the mail, such as an appointment's .ics. */
		attachments: jsonb('attachments').$type<MailAttachment[]>(),
		sent_at: timestamp('sent_at', { withTimezone: true }),
		/** The last delivery failure; the row is retried until MAX_ATTEMPTS. */
		error: text('error'),
		attempts: integer('attempts').notNull().default(0),
		/** When the worker may (re)try: later after each failure, and a lease while a worker sends it. */
		next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		index('mail_outbox_created_at_idx').on(t.createdAt),
		index('mail_outbox_due_idx')
			.on(t.next_attempt_at)
			.where(sql`sent_at is null`),
	],
)

/** The built-in payment provider's checkout sessions, subscriptions and invoices (only without STRIPE_SECRET_KEY). */
export const standInPayments = pgTable('stand_in_payments', {
	id: text('id').primaryKey(),
	kind: text('kind').notNull(),
	data: jsonb('data').notNull(),
	createdAt: timestamps.createdAt,
})

/** Every text message the app sends; without a provider (demo mode) only kept here and shown on /dev/sms. */
export const smsOutbox = pgTable(
	'sms_outbox',
	{
		id: serial('id').primaryKey(),
		to: text('to').notNull(),
		body: text('body').notNull(),
		provider: text('provider').notNull(),
		provider_id: text('provider_id'),
		createdAt: timestamps.createdAt,
	},
	(t) => [index('sms_outbox_created_at_idx').on(t.createdAt)],
)
