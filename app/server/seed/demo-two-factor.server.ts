import { symmetricEncrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { config } from '../platform/config.server'
import type { Executor } from '../platform/db/client.server'
import { twoFactors, users } from '~/server/accounts/tables.server'
import { keyOfBase32, storedSecretOf } from '../accounts/two-factor/totp.server'

/**
 * The demo admin signs in with two-factor too, with a secret everyone can know (demo mode is for one
 * person on their own machine): the key for an authenticator app is in the start log and the README.
 */
export const DEMO_ADMIN_TOTP_KEY = 'JBSWY3DPEHPK3PXP'
export const DEMO_ADMIN_BACKUP_CODES = [
	'demo1-00001',
	'demo1-00002',
	'demo1-00003',
	'demo1-00004',
	'demo1-00005',
	'demo1-00006',
	'demo1-00007',
	'demo1-00008',
	'demo1-00009',
	'demo1-00010',
]

/** Two-factor on for the demo admin, stored the way better-auth's plugin stores it (encrypted with AUTH_SECRET). */
export async function enableDemoTwoFactor(userId: string, database: Executor) {
	const key = config().AUTH_SECRET
	await database.insert(twoFactors).values({
		id: crypto.randomUUID(),
		userId,
		secret: await symmetricEncrypt({ key, data: storedSecretOf(keyOfBase32(DEMO_ADMIN_TOTP_KEY)) }),
		backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(DEMO_ADMIN_BACKUP_CODES) }),
		verified: true,
	})
	await database.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId))
}
