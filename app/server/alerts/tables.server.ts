import { sql, type SQL } from 'drizzle-orm'
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp, smallint, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps, cube } from '~/server/platform/db/columns.server'
import { salonIdColumn, salons } from '~/server/salons/tables.server'

/**
 * A request to be mailed when a salon near a point (or one salon, `salon_id`) starts taking new
 * clients. Nothing but the confirmation mail goes out before `confirmed_at`; `expires_at` ends it.
 */
export const alertSubscriptions = pgTable(
	'alert_subscriptions',
	{
		id: serial('id').primaryKey(),
		email: text('email').notNull(),
		/** What the subscriber typed (a postcode or the place searched), as shown back in mails and the account. */
		place_label: text('place_label').notNull(),
		/** Null for a one-salon alert on a salon without coordinates. */
		latitude: doublePrecision('latitude'),
		longitude: doublePrecision('longitude'),
		earth_point: cube('earth_point').generatedAlwaysAs(
			(): SQL => sql`ll_to_earth(${alertSubscriptions.latitude}, ${alertSubscriptions.longitude})`,
		),
		radius_km: smallint('radius_km').notNull(),
		salon_id: integer('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
		confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
		expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
		renewal_mailed_at: timestamp('renewal_mailed_at', { withTimezone: true }),
		/** The Europe/Amsterdam day (yyyy-mm-dd) of the last alert mail: at most one a day. */
		last_alert_day: text('last_alert_day'),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		index('alert_subscriptions_earth_point_idx').using('gist', t.earth_point),
		index('alert_subscriptions_email_idx').on(t.email),
		index('alert_subscriptions_salon_id_idx').on(t.salon_id),
		check('alert_subscriptions_radius_check', sql`radius_km between 1 and 50`),
	],
)

/**
 * The links in the mails of a subscription (confirm, unsubscribe, renew): each mail gets a new random
 * token, kept only as its sha-256, and every one of them stays valid until the subscription ends.
 */
export const alertLinks = pgTable(
	'alert_links',
	{
		token_hash: text('token_hash').primaryKey(),
		subscription_id: integer('subscription_id')
			.notNull()
			.references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
		createdAt: timestamps.createdAt,
	},
	(t) => [index('alert_links_subscription_idx').on(t.subscription_id)],
)

/** A salon that started taking new clients, written with the change itself; the alert job matches and marks it. */
export const alertChanges = pgTable(
	'alert_changes',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		createdAt: timestamps.createdAt,
		matched_at: timestamp('matched_at', { withTimezone: true }),
	},
	(t) => [
		index('alert_changes_unmatched_idx')
			.on(t.id)
			.where(sql`matched_at is null`),
	],
)

/** A salon waiting to be named in a subscriber's next alert mail: once per salon per subscriber. */
export const alertPending = pgTable(
	'alert_pending',
	{
		subscription_id: integer('subscription_id')
			.notNull()
			.references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
		salon_id: salonIdColumn(),
		createdAt: timestamps.createdAt,
	},
	(t) => [uniqueIndex('alert_pending_key').on(t.subscription_id, t.salon_id), index('alert_pending_salon_idx').on(t.salon_id)],
)
