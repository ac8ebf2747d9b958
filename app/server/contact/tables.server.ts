import { index, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { timestamps } from '~/server/platform/db/columns.server'

/** Messages from the contact form; also the per-IP rate limit's memory. */
export const contactMessages = pgTable(
	'contact_messages',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull(),
		email: text('email').notNull(),
		subject: text('subject').notNull(),
		message: text('message').notNull(),
		client_ip: text('client_ip'),
		createdAt: timestamps.createdAt,
	},
	(t) => [index('contact_messages_ip_created_idx').on(t.client_ip, t.createdAt)],
)
