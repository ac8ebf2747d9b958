import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { oneOf, timestamps } from '~/server/platform/db/columns.server'
import { CLAIM_STATUSES } from '~/lib/claims/claims'
import { userIdColumn } from '~/server/accounts/tables.server'
import { salonIdColumn } from '~/server/salons/tables.server'

export const listingClaims = pgTable(
	'listing_claims',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		user_id: userIdColumn(),
		message: text('message'),
		status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
		rejection_reason: text('rejection_reason'),
		reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
		...timestamps,
	},
	(t) => [
		check('listing_claims_status_check', oneOf('status', CLAIM_STATUSES)),
		index('listing_claims_salon_id_idx').on(t.salon_id),
		index('listing_claims_user_id_idx').on(t.user_id),
		uniqueIndex('listing_claims_one_pending_key')
			.on(t.salon_id, t.user_id)
			.where(sql`status = 'pending'`),
	],
)
