import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { grantAdmin } from './accounts.server'
import { config } from './config.server'
import { db } from './db/client.server'
import { accounts, profiles, rateLimits, sessions, users, verifications } from './db/schema.server'

function createAuth() {
	const { SITE_URL, AUTH_SECRET, ADMIN_EMAIL, isProduction } = config()
	return betterAuth({
		appName: config().SITE_NAME,
		baseURL: SITE_URL,
		basePath: '/api/auth',
		secret: AUTH_SECRET,
		trustedOrigins: [SITE_URL],
		database: drizzleAdapter(db(), {
			provider: 'pg',
			schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
		}),
		emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128, revokeSessionsOnPasswordReset: true },
		// Counters in the database, so that several app instances share one limit.
		rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
		advanced: {
			database: { generateId: () => crypto.randomUUID() },
			useSecureCookies: isProduction,
			defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isProduction },
		},
		databaseHooks: {
			user: {
				create: {
					after: async (user) => {
						await db().insert(profiles).values({ id: user.id, email: user.email }).onConflictDoNothing()
						if (ADMIN_EMAIL && user.email.toLowerCase() === ADMIN_EMAIL.toLowerCase()) await grantAdmin(user.id)
					},
				},
			},
		},
	})
}

let instance: ReturnType<typeof createAuth> | undefined

/** better-auth, created on first use (after boot() has connected the database). */
export function auth() {
	instance ??= createAuth()
	return instance
}
