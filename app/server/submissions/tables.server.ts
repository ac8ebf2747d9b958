import { sql } from 'drizzle-orm'
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { oneOf, textList, timestamps } from '~/server/platform/db/columns.server'
import { SUBMISSION_STATUSES } from '~/lib/submissions/submissions'
import { salons } from '~/server/salons/tables.server'

export const listingSubmissions = pgTable(
	'listing_submissions',
	{
		id: serial('id').primaryKey(),
		business_name: text('business_name').notNull(),
		formatted_address: text('formatted_address').notNull(),
		search_city: text('search_city').notNull(),
		postal_code: text('postal_code'),
		phone_number: text('phone_number'),
		website: text('website'),
		summary_nl: text('summary_nl'),
		description_nl: text('description_nl'),
		services_nl: textList('services_nl'),
		opening_hours: textList('opening_hours'),
		pricing_info_nl: text('pricing_info_nl'),
		additional_message: text('additional_message'),
		submitter_name: text('submitter_name').notNull(),
		submitter_email: text('submitter_email').notNull(),
		latitude: doublePrecision('latitude'),
		longitude: doublePrecision('longitude'),
		status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('pending'),
		rejection_reason: text('rejection_reason'),
		listing_id: integer('listing_id').references(() => salons.id, { onDelete: 'set null' }),
		reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
		/**
		 * When the listing's ownership stopped following this submission: the submitter was made owner
		 * (at approval or when they verified the address), or an admin decided the owner first. Set, the
		 * submission never links an owner again.
		 */
		owner_settled_at: timestamp('owner_settled_at', { withTimezone: true }),
		...timestamps,
	},
	(t) => [
		check('listing_submissions_status_check', oneOf('status', SUBMISSION_STATUSES)),
		index('listing_submissions_status_idx').on(t.status, t.createdAt),
		index('listing_submissions_submitter_email_idx').on(sql`lower(${t.submitter_email})`),
	],
)
