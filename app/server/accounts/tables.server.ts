import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps, oneOf } from '~/server/platform/db/columns.server'

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

/** The account a row belongs to; the row goes when the account goes. */
export const userIdColumn = () =>
	text('user_id')
		.notNull()
		.references(() => users.id, { onDelete: 'cascade' })
