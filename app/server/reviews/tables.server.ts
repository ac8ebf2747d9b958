import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, smallint, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps, oneOf } from '~/server/platform/db/columns.server'
import { HELD_REASONS, REPORT_STATUSES, REVIEW_STATUSES } from '~/lib/reviews/reviews'
import { userIdColumn, users } from '~/server/accounts/tables.server'
import { salonIdColumn } from '~/server/salons/tables.server'

/**
 * A review by one account of one salon (one per account per salon, editable). Only the chosen first
 * name, month and score are shown with the text; the account stays private.
 */
export const reviews = pgTable(
	'reviews',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		user_id: userIdColumn(),
		author_name: text('author_name').notNull(),
		score: smallint('score').notNull(),
		body: text('body').notNull(),
		/** The month of the visit, YYYY-MM. */
		visit_month: text('visit_month').notNull(),
		status: text('status', { enum: REVIEW_STATUSES }).notNull(),
		held_reason: text('held_reason', { enum: HELD_REASONS }),
		/** The visit followed an accepted place request. */
		confirmed_visit: boolean('confirmed_visit').notNull().default(false),
		reply: text('reply'),
		replied_at: timestamp('replied_at', { withTimezone: true }),
		removal_reason: text('removal_reason'),
		published_at: timestamp('published_at', { withTimezone: true }),
		...timestamps,
	},
	(t) => [
		uniqueIndex('reviews_salon_user_key').on(t.salon_id, t.user_id),
		index('reviews_salon_published_idx')
			.on(t.salon_id, t.published_at.desc())
			.where(sql`status = 'published'`),
		index('reviews_user_id_idx').on(t.user_id),
		index('reviews_pending_idx')
			.on(t.createdAt)
			.where(sql`status = 'pending'`),
		check('reviews_status_check', oneOf('status', REVIEW_STATUSES)),
		check('reviews_held_reason_check', oneOf('held_reason', HELD_REASONS)),
		check('reviews_score_check', sql`score between 1 and 5`),
		check('reviews_visit_month_check', sql`visit_month ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$'`),
	],
)

/** A report of a review by anyone (signed in or not), open until an admin keeps or removes the review. */
export const reviewReports = pgTable(
	'review_reports',
	{
		id: serial('id').primaryKey(),
		review_id: integer('review_id')
			.notNull()
			.references(() => reviews.id, { onDelete: 'cascade' }),
		reason: text('reason').notNull(),
		reporter_id: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
		status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		index('review_reports_review_idx').on(t.review_id),
		index('review_reports_open_idx')
			.on(t.createdAt)
			.where(sql`status = 'open'`),
		check('review_reports_status_check', oneOf('status', REPORT_STATUSES)),
	],
)
