import { sql } from 'drizzle-orm'
import {
	boolean,
	check,
	doublePrecision,
	index,
	integer,
	pgTable,
	serial,
	text,
	timestamp,
	smallint,
	uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf, textList, timestamps } from '~/server/platform/db/columns.server'
import { PLACE_ANSWERS, PLACE_REQUEST_STATUSES } from '~/lib/place-requests/place-requests'
import { COAT_TYPES } from '~/lib/dogs/coats'
import { userIdColumn, users } from '~/server/accounts/tables.server'
import { salonIdColumn, salons } from '~/server/salons/tables.server'

/**
 * A dog owner's request for a place at up to five salons: the dog and the wish, one row per request.
 * Personal: only the dog owner and (without contact details until acceptance) the salons asked read it.
 * Deleted with the account, and 12 months after `closed_at`.
 */
export const placeRequests = pgTable(
	'place_requests',
	{
		id: serial('id').primaryKey(),
		user_id: userIdColumn(),
		dog_name: text('dog_name').notNull(),
		breed: text('breed').notNull(),
		weight_kg: doublePrecision('weight_kg').notNull(),
		coat: text('coat', { enum: COAT_TYPES }),
		age: text('age'),
		needs: textList('needs'),
		first_visit: boolean('first_visit'),
		period: text('period'),
		days: textList('days'),
		/** Where the dog owner lives, as typed: the only thing about them a salon sees before acceptance. */
		place: text('place'),
		message: text('message'),
		status: text('status', { enum: PLACE_REQUEST_STATUSES }).notNull().default('open'),
		/** An open request closes by itself then (14 days after sending). */
		expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
		closed_at: timestamp('closed_at', { withTimezone: true }),
		accepted_salon_id: integer('accepted_salon_id').references(() => salons.id, { onDelete: 'set null' }),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		check('place_requests_status_check', oneOf('status', PLACE_REQUEST_STATUSES)),
		check('place_requests_coat_check', sql`coat is null or ${oneOf('coat', COAT_TYPES)}`),
		check('place_requests_weight_check', sql`weight_kg > 0 and weight_kg <= 100`),
		index('place_requests_user_idx').on(t.user_id, t.createdAt),
		index('place_requests_open_expiry_idx')
			.on(t.expires_at)
			.where(sql`status = 'open'`),
		index('place_requests_closed_idx').on(t.closed_at),
	],
)

/** One salon's copy of a request and its answer (final once given; a note may follow). */
export const placeRequestSalons = pgTable(
	'place_request_salons',
	{
		id: serial('id').primaryKey(),
		request_id: integer('request_id')
			.notNull()
			.references(() => placeRequests.id, { onDelete: 'cascade' }),
		salon_id: salonIdColumn(),
		/**
		 * The salon's owner when the request was sent: the one account that sees this copy and answers
		 * it while it owns the salon, and whose accepted offer binds it and the dog owner, whoever owns
		 * the salon later.
		 */
		owner_id: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
		answer: text('answer', { enum: PLACE_ANSWERS }),
		/** With 'plek': a proposed day and time, as the owner wrote it. */
		proposal: text('proposal'),
		/** With 'plek': the owner would rather call to make the appointment. */
		call_me: boolean('call_me').notNull().default(false),
		/** With 'wachtlijst': the expected wait. */
		waiting_weeks: smallint('waiting_weeks'),
		note: text('note'),
		answered_at: timestamp('answered_at', { withTimezone: true }),
		/** The owner reported the request as abuse (the admin sees it). */
		reported_at: timestamp('reported_at', { withTimezone: true }),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		check('place_request_salons_answer_check', oneOf('answer', PLACE_ANSWERS)),
		check('place_request_salons_waiting_weeks_check', sql`waiting_weeks between 0 and 52`),
		uniqueIndex('place_request_salons_key').on(t.request_id, t.salon_id),
		index('place_request_salons_salon_idx').on(t.salon_id, t.createdAt),
		index('place_request_salons_owner_idx').on(t.owner_id, t.createdAt),
	],
)

/**
 * Dog owners who wanted to ask a salon that nobody owns yet: a count per salon (each account once a
 * month), told to the owner when their claim is approved, then cleared. Holds nothing about who asked.
 */
export const missedPlaceRequests = pgTable('missed_place_requests', {
	salon_id: integer('salon_id')
		.primaryKey()
		.references(() => salons.id, { onDelete: 'cascade' }),
	count: integer('count').notNull().default(0),
	updatedAt: timestamps.updatedAt,
})
