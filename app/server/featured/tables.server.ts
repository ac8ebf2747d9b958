import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { timestamps, oneOf } from '~/server/platform/db/columns.server'
import { PLACEMENT_STATUSES, PLAN_IDS } from '~/lib/featured/featured-plans'
import { users } from '~/server/accounts/tables.server'
import { cities } from '~/server/cities/tables.server'
import { salons } from '~/server/salons/tables.server'

/** Placements (paid featured slots) live in the spec's table featured_subscriptions. */
export const placements = pgTable(
	'featured_subscriptions',
	{
		id: serial('id').primaryKey(),
		/** The salon; the column keeps the spec's name. */
		salon_id: integer('groomer_id')
			.notNull()
			.references(() => salons.id, { onDelete: 'cascade' }),
		city_id: integer('city_id')
			.notNull()
			.references(() => cities.id, { onDelete: 'cascade' }),
		user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
		status: text('status', { enum: PLACEMENT_STATUSES }).notNull().default('active'),
		plan_type: text('plan_type', { enum: PLAN_IDS }).notNull(),
		listing_position: integer('listing_position').notNull().default(1),
		current_period_start: timestamp('current_period_start', { withTimezone: true }),
		current_period_end: timestamp('current_period_end', { withTimezone: true }),
		stripe_customer_id: text('stripe_customer_id'),
		stripe_subscription_id: text('stripe_subscription_id').unique(),
		stripe_checkout_session_id: text('stripe_checkout_session_id').unique(),
		/** A pending placement holds its city's slot until then; a payment after it only counts if a slot is still free. */
		reserved_until: timestamp('reserved_until', { withTimezone: true }),
		/** The provider ends the subscription at the period's end (cancelled in the customer portal). */
		cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
		/** The period end a renewal reminder was sent for, so each renewal is announced once. */
		reminded_for: timestamp('reminded_for', { withTimezone: true }),
		...timestamps,
	},
	(t) => [
		check('featured_subscriptions_status_check', oneOf('status', PLACEMENT_STATUSES)),
		check('featured_subscriptions_plan_type_check', oneOf('plan_type', PLAN_IDS)),
		check('featured_subscriptions_position_check', sql`listing_position between 1 and 3`),
		index('featured_subscriptions_city_status_idx').on(t.city_id, t.status),
		index('featured_subscriptions_groomer_id_idx').on(t.salon_id),
		index('featured_subscriptions_user_id_idx').on(t.user_id),
	],
)

/** Payment provider events, keyed by the provider's event id so that a redelivery is a no-op. */
export const paymentEvents = pgTable('payment_events', {
	id: text('id').primaryKey(),
	type: text('type').notNull(),
	payload: jsonb('payload').notNull(),
	processed_at: timestamp('processed_at', { withTimezone: true }),
	createdAt: timestamps.createdAt,
})

export const PAYMENT_STATUSES = ['paid', 'failed', 'refunded'] as const

/** Every invoice of a placement as the provider reported it: what was charged, whether it was paid, when. */
export const payments = pgTable(
	'payments',
	{
		id: serial('id').primaryKey(),
		/** The placement paid for; the column keeps its first name. */
		placement_id: integer('featured_id').references(() => placements.id, { onDelete: 'set null' }),
		invoice_id: text('invoice_id').notNull().unique(),
		amount_cents: integer('amount_cents').notNull(),
		currency: text('currency').notNull().default('eur'),
		status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
		paid_at: timestamp('paid_at', { withTimezone: true }),
		createdAt: timestamps.createdAt,
	},
	(t) => [check('payments_status_check', oneOf('status', PAYMENT_STATUSES)), index('payments_paid_at_idx').on(t.paid_at)],
)
