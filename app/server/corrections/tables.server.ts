import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { timestamps, oneOf } from '~/server/platform/db/columns.server'
import { CORRECTION_KINDS, CORRECTION_STATUSES, OWNER_NOTICES } from '~/lib/reviews/reviews'
import { users } from '~/server/accounts/tables.server'
import { salonIdColumn } from '~/server/salons/tables.server'

/** A visitor's report that a listing is wrong: what, a note, and an optional address for the answer. */
export const salonCorrections = pgTable(
	'salon_corrections',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		kind: text('kind', { enum: CORRECTION_KINDS }).notNull(),
		note: text('note').notNull(),
		email: text('email'),
		reporter_id: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
		/**
		 * Who the report counts as toward the closed flag, as a keyed hash: the confirmed account, or the
		 * client (IPv4 address or IPv6 /64) that solved a proof of work. Null once an admin decided it.
		 */
		reporter_key: text('reporter_key'),
		/** 'due' until the salon's owner had it in a summary mail, then 'sent'; null when the salon had no owner to tell. */
		owner_notice: text('owner_notice', { enum: OWNER_NOTICES }),
		status: text('status', { enum: CORRECTION_STATUSES }).notNull().default('open'),
		decided_at: timestamp('decided_at', { withTimezone: true }),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		index('salon_corrections_salon_idx').on(t.salon_id),
		index('salon_corrections_open_idx')
			.on(t.createdAt)
			.where(sql`status = 'open'`),
		index('salon_corrections_owner_notice_idx')
			.on(t.salon_id)
			.where(sql`owner_notice = 'due'`),
		check('salon_corrections_kind_check', oneOf('kind', CORRECTION_KINDS)),
		check('salon_corrections_status_check', oneOf('status', CORRECTION_STATUSES)),
		check('salon_corrections_owner_notice_check', oneOf('owner_notice', OWNER_NOTICES)),
	],
)

/** When an owner was last mailed a summary of reports on their salons: at most once a day. */
export const correctionSummaryMails = pgTable('correction_summary_mails', {
	owner_id: text('owner_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	mailed_at: timestamp('mailed_at', { withTimezone: true }).notNull(),
})
/* ---------- place requests ---------- */
