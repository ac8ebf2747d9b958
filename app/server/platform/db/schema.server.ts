import { sql, type SQL } from 'drizzle-orm'
import {
	bigint,
	boolean,
	check,
	customType,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	serial,
	text,
	timestamp,
	unique,
	smallint,
	uniqueIndex,
} from 'drizzle-orm/pg-core'
import { ACCEPTS_NEW_CLIENTS } from '../../../lib/salons/availability'
import { CLAIM_STATUSES } from '../../../lib/claims/claims'
import { PLACEMENT_STATUSES, PLAN_IDS } from '../../../lib/featured/featured-plans'
import { PLACE_ANSWERS, PLACE_REQUEST_STATUSES } from '../../../lib/place-requests/place-requests'
import { SUBMISSION_STATUSES } from '../../../lib/submissions/submissions'
import type { StatMetric } from '../../../lib/statistics/statistics'
import {
	CORRECTION_KINDS,
	CORRECTION_STATUSES,
	HELD_REASONS,
	OWN_SCORE_MIN_REVIEWS,
	OWNER_NOTICES,
	REPORT_STATUSES,
	REVIEW_STATUSES,
} from '../../../lib/reviews/reviews'

const timestamps = {
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true })
		.notNull()
		.defaultNow()
		.$onUpdate(() => new Date()),
}

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
/** A point on the earth as earthdistance keeps it (x, y, z in metres); read only in SQL. */
const cube = customType<{ data: string }>({ dataType: () => 'cube' })

/* ---------- auth (better-auth models: user, session, account, verification, rateLimit) ---------- */

export const users = pgTable('users', {
	id: text('id').primaryKey(),
	name: text('name').notNull(),
	email: text('email').notNull().unique(),
	emailVerified: boolean('email_verified').notNull().default(false),
	image: text('image'),
	/** better-auth's two-factor plugin: set once the first code confirmed the authenticator app. */
	twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
	/** A Dutch mobile number in E.164 (+316…) to sign in with; confirmed by a code sent by SMS. */
	phoneNumber: text('phone_number').unique(),
	phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
	...timestamps,
})

export const sessions = pgTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		token: text('token').notNull().unique(),
		ipAddress: text('ip_address'),
		userAgent: text('user_agent'),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		...timestamps,
	},
	(t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const accounts = pgTable(
	'accounts',
	{
		id: text('id').primaryKey(),
		accountId: text('account_id').notNull(),
		providerId: text('provider_id').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		accessToken: text('access_token'),
		refreshToken: text('refresh_token'),
		idToken: text('id_token'),
		accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
		refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
		scope: text('scope'),
		password: text('password'),
		...timestamps,
	},
	(t) => [index('accounts_user_id_idx').on(t.userId)],
)

/** A user's authenticator secret and backup codes (both encrypted with AUTH_SECRET by better-auth). */
export const twoFactors = pgTable(
	'two_factors',
	{
		id: text('id').primaryKey(),
		secret: text('secret').notNull(),
		backupCodes: text('backup_codes').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		verified: boolean('verified').notNull().default(true),
		failedVerificationCount: integer('failed_verification_count').notNull().default(0),
		lockedUntil: timestamp('locked_until', { withTimezone: true }),
	},
	(t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
)

export const verifications = pgTable(
	'verifications',
	{
		id: text('id').primaryKey(),
		identifier: text('identifier').notNull(),
		value: text('value').notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		...timestamps,
	},
	(t) => [index('verifications_identifier_idx').on(t.identifier)],
)

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

/* ---------- product entities ---------- */

export const profiles = pgTable('profiles', {
	id: text('id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	first_name: text('first_name'),
	last_name: text('last_name'),
	email: text('email').notNull(),
	...timestamps,
})

export const USER_ROLES = ['admin'] as const
export const userRoles = pgTable(
	'user_roles',
	{
		id: serial('id').primaryKey(),
		user_id: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		role: text('role', { enum: USER_ROLES }).notNull(),
		createdAt: timestamps.createdAt,
	},
	(t) => [unique('user_roles_user_role_key').on(t.user_id, t.role), check('user_roles_role_check', oneOf('role', USER_ROLES))],
)

export const cities = pgTable(
	'cities',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull().unique(),
		/** Derived as the spec says: lower case, whitespace runs as hyphens. */
		slug: text('slug')
			.notNull()
			.generatedAlwaysAs((): SQL => sql`lower(regexp_replace(trim(${cities.name}), '\\s+', '-', 'g'))`),
		lat: doublePrecision('lat'),
		lng: doublePrecision('lng'),
		photo_url: text('photo_url'),
	},
	(t) => [
		uniqueIndex('cities_slug_key').on(t.slug),
		index('cities_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
	],
)

export const salons = pgTable(
	'pet_groomers',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull(),
		/** The name in lower case, for the text search's ranking (exact names, then names that start with the query). */
		name_lower: text('name_lower').generatedAlwaysAs((): SQL => sql`lower(${salons.name})`),
		slug: text('slug').notNull().unique(),
		formatted_address: text('formatted_address'),
		search_city: text('search_city'),
		postal_code: text('postal_code'),
		city_id: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
		/** The imported score (public map listings) and how many ratings it rests on; shown apart from ours. */
		rating: doublePrecision('rating').notNull().default(0),
		user_ratings_total: integer('user_ratings_total').notNull().default(0),
		/** The average and count of our own published reviews, kept by the review verbs in their transaction. */
		review_average: doublePrecision('review_average'),
		review_count: integer('review_count').notNull().default(0),
		/** What lists are ordered by and cards show: our score once it rests on enough of our reviews, else the imported one. */
		rank_rating: doublePrecision('rank_rating').generatedAlwaysAs((): SQL =>
			sql.raw(`case when review_count >= ${OWN_SCORE_MIN_REVIEWS} then coalesce(review_average, 0) else rating end`),
		),
		rank_count: integer('rank_count').generatedAlwaysAs((): SQL =>
			sql.raw(`case when review_count >= ${OWN_SCORE_MIN_REVIEWS} then review_count else user_ratings_total end`),
		),
		business_status: text('business_status').notNull().default('OPERATIONAL'),
		phone_number: text('phone_number'),
		website: text('website'),
		gallery: text('gallery')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		opening_hours: text('opening_hours')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		latitude: doublePrecision('latitude'),
		longitude: doublePrecision('longitude'),
		/** The salon's point for radius search (null without coordinates): its GiST index finds, orders and counts the salons near a place. */
		earth_point: cube('earth_point').generatedAlwaysAs((): SQL => sql`ll_to_earth(${salons.latitude}, ${salons.longitude})`),
		positive_review_1: text('positive_review_1'),
		positive_review_2: text('positive_review_2'),
		positive_review_3: text('positive_review_3'),
		negative_review: text('negative_review'),
		description_nl: text('description_nl'),
		summary_nl: text('summary_nl'),
		pricing_info_nl: text('pricing_info_nl'),
		pricing_nl: text('pricing_nl'),
		main_photo_url: text('main_photo_url'),
		/** A JSON array, or (from older imports) a string holding a JSON array: parse with parseServices. */
		services_nl: jsonb('services_nl').$type<string[] | string>(),
		owner_id: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
		/** The owner's statement: does the salon take new clients ('ja', 'nee', 'wachtlijst'), how long is the wait, and when was that said. */
		accepts_new_clients: text('accepts_new_clients', { enum: ACCEPTS_NEW_CLIENTS }),
		waiting_weeks: smallint('waiting_weeks'),
		availability_updated_at: timestamp('availability_updated_at', { withTimezone: true }),
		/** Dutch full-text document over name, address and city, accent-insensitive. */
		search_vector: tsvector('search_vector').generatedAlwaysAs(
			(): SQL =>
				sql`to_tsvector('dutch', immutable_unaccent(coalesce(${salons.name}, '') || ' ' || coalesce(${salons.search_city}, '') || ' ' || coalesce(${salons.formatted_address}, '')))`,
		),
		...timestamps,
	},
	(t) => [
		index('pet_groomers_city_id_idx').on(t.city_id),
		// City pages and "Andere trimsalons in {city}" list a city's salons best rated first.
		index('pet_groomers_city_rank_idx').on(t.city_id, t.rank_rating.desc().nullsFirst(), t.rank_count.desc().nullsFirst(), t.id),
		index('pet_groomers_owner_id_idx').on(t.owner_id),
		index('pet_groomers_postal_code_idx').on(t.postal_code),
		index('pet_groomers_search_vector_idx').using('gin', t.search_vector),
		index('pet_groomers_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
		index('pet_groomers_name_trgm_gist_idx').using('gist', sql`immutable_unaccent(lower(${t.name})) gist_trgm_ops`),
		index('pet_groomers_city_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.search_city})) gin_trgm_ops`),
		index('pet_groomers_lat_lng_idx').on(t.latitude, t.longitude),
		index('pet_groomers_earth_point_idx').using('gist', t.earth_point),
		// The "takes new clients" filter: only salons that said yes are in it.
		index('pet_groomers_new_clients_idx')
			.on(t.availability_updated_at)
			.where(sql`${t.accepts_new_clients} = 'ja'`),
		check('pet_groomers_accepts_new_clients_check', oneOf('accepts_new_clients', ACCEPTS_NEW_CLIENTS)),
		check('pet_groomers_waiting_weeks_check', sql`waiting_weeks between 0 and 52`),
	],
)

export const listingClaims = pgTable(
	'listing_claims',
	{
		id: serial('id').primaryKey(),
		salon_id: integer('salon_id')
			.notNull()
			.references(() => salons.id, { onDelete: 'cascade' }),
		user_id: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
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
		services_nl: text('services_nl')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		opening_hours: text('opening_hours')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
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

/* ---------- infrastructure ---------- */

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

/** The built-in payment provider's checkout sessions, subscriptions and invoices (only without STRIPE_SECRET_KEY). */
export const standInPayments = pgTable('stand_in_payments', {
	id: text('id').primaryKey(),
	kind: text('kind').notNull(),
	data: jsonb('data').notNull(),
	createdAt: timestamps.createdAt,
})

/**
 * Every admin action (approve, reject, add, edit, delete, owner change), written in the same
 * transaction as the change itself. `changes` holds the changed fields as { field: [before, after] }.
 */
export const auditLog = pgTable(
	'audit_log',
	{
		id: serial('id').primaryKey(),
		actor_id: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
		action: text('action').notNull(),
		entity: text('entity').notNull(),
		entity_id: text('entity_id').notNull(),
		changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
		createdAt: timestamps.createdAt,
	},
	(t) => [index('audit_log_entity_idx').on(t.entity, t.entity_id, t.createdAt)],
)

/* ---------- owner statistics ---------- */

/**
 * What a salon's listing brought in, one row per salon per day (Europe/Amsterdam date). Counts only:
 * nothing that identifies a visitor. A figure grows only by the visits newly written to
 * statistics_visits, in the same statement.
 */
export const salonStatistics = pgTable(
	'salon_statistics',
	{
		salon_id: integer('salon_id')
			.notNull()
			.references(() => salons.id, { onDelete: 'cascade' }),
		day: text('day').notNull(),
		views: integer('views').notNull().default(0),
		phone: integer('phone').notNull().default(0),
		website: integer('website').notNull().default(0),
		route: integer('route').notNull().default(0),
		impressions: integer('impressions').notNull().default(0),
	},
	(t) => [uniqueIndex('salon_statistics_salon_day_idx').on(t.salon_id, t.day), index('salon_statistics_day_idx').on(t.day)],
)

/**
 * The random salt of one Dutch day's visitor keys, the same for every process and instance. The first
 * process to count on a day makes it; older salts are deleted then (and by the daily purge), so a key
 * can no longer be tied to an address once its day is over.
 */
export const statisticsSalts = pgTable('statistics_salts', {
	day: text('day').primaryKey(),
	salt: text('salt').notNull(),
})

/**
 * Who has counted for a figure of a salon on a day: a person (a salted hash of the client address and
 * a group of its user agent) counts once, whichever process or instance they reach. Rows go with the
 * daily purge after their day; a deleted salon's rows simply wait for it.
 */
export const statisticsVisits = pgTable(
	'statistics_visits',
	{
		day: text('day').notNull(),
		salon_id: integer('salon_id').notNull(),
		figure: text('figure').$type<StatMetric>().notNull(),
		visitor: text('visitor').notNull(),
	},
	(t) => [primaryKey({ columns: [t.day, t.salon_id, t.figure, t.visitor] })],
)

/* ---------- availability alerts ---------- */

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
		salon_id: integer('salon_id')
			.notNull()
			.references(() => salons.id, { onDelete: 'cascade' }),
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
		salon_id: integer('salon_id')
			.notNull()
			.references(() => salons.id, { onDelete: 'cascade' }),
		createdAt: timestamps.createdAt,
	},
	(t) => [uniqueIndex('alert_pending_key').on(t.subscription_id, t.salon_id), index('alert_pending_salon_idx').on(t.salon_id)],
)

/* ---------- phone sign-in ---------- */

/**
 * Codes sent by SMS, stored only as an HMAC bound to the number. One open code per number and purpose:
 * a new code replaces the old one. A sign-up waits here, and no account exists until its code is right.
 */
export const smsCodes = pgTable(
	'sms_codes',
	{
		id: serial('id').primaryKey(),
		phone_number: text('phone_number').notNull(),
		purpose: text('purpose', { enum: ['sign-up', 'reset', 'change'] }).notNull(),
		code_hash: text('code_hash').notNull(),
		attempts: integer('attempts').notNull().default(0),
		expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
		/** Reset and change: the account the code is for. */
		user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
		/** Sign-up: the account made once the code is right (password hashed as better-auth does). */
		password_hash: text('password_hash'),
		first_name: text('first_name'),
		last_name: text('last_name'),
		createdAt: timestamps.createdAt,
	},
	(t) => [uniqueIndex('sms_codes_number_purpose_idx').on(t.phone_number, t.purpose), index('sms_codes_expires_at_idx').on(t.expires_at)],
)

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

/* ---------- owner statistics: the monthly summary ---------- */

/** The monthly summary mail: one row per owner per month (YYYY-MM) sent, so no run sends it twice. */
export const statisticsSummaries = pgTable(
	'statistics_summaries',
	{
		user_id: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		month: text('month').notNull(),
		createdAt: timestamps.createdAt,
	},
	(t) => [uniqueIndex('statistics_summaries_user_month_idx').on(t.user_id, t.month)],
)

/** Owners who stopped the monthly summary mail with its one-click link. */
export const statisticsSummaryOptOuts = pgTable('statistics_summary_opt_outs', {
	user_id: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	createdAt: timestamps.createdAt,
})

/* ---------- our own reviews, their reports, and corrections from visitors ---------- */

/**
 * A review by one account of one salon (one per account per salon, editable). Only the chosen first
 * name, month and score are shown with the text; the account stays private.
 */
export const reviews = pgTable(
	'reviews',
	{
		id: serial('id').primaryKey(),
		salon_id: integer('salon_id')
			.notNull()
			.references(() => salons.id, { onDelete: 'cascade' }),
		user_id: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
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

/** A visitor's report that a listing is wrong: what, a note, and an optional address for the answer. */
export const salonCorrections = pgTable(
	'salon_corrections',
	{
		id: serial('id').primaryKey(),
		salon_id: integer('salon_id')
			.notNull()
			.references(() => salons.id, { onDelete: 'cascade' }),
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

/**
 * A dog owner's request for a place at up to five salons: the dog and the wish, one row per request.
 * Personal: only the dog owner and (without contact details until acceptance) the salons asked read it.
 * Deleted with the account, and 12 months after `closed_at`.
 */
export const placeRequests = pgTable(
	'place_requests',
	{
		id: serial('id').primaryKey(),
		user_id: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		dog_name: text('dog_name').notNull(),
		breed: text('breed').notNull(),
		weight_kg: doublePrecision('weight_kg').notNull(),
		coat: text('coat'),
		age: text('age'),
		needs: text('needs')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		first_visit: boolean('first_visit'),
		period: text('period'),
		days: text('days')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
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
		salon_id: integer('salon_id')
			.notNull()
			.references(() => salons.id, { onDelete: 'cascade' }),
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
