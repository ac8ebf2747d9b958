import { symmetricEncrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { config } from '../../platform/config.server'
import type { Executor } from '../../platform/db/client.server'
import { twoFactors, users } from '~/server/accounts/tables.server'
import { keyOfBase32, storedSecretOf } from './totp.server'

/**
 * Two-factor on for an account with a key and backup codes chosen beforehand (the demo admin's),
 * stored the way better-auth's plugin stores them (encrypted with AUTH_SECRET).
 */
export async function presetTwoFactor(executor: Executor, userId: string, preset: { base32Key: string; backupCodes: string[] }) {
	const key = config().AUTH_SECRET
	await executor.insert(twoFactors).values({
		id: crypto.randomUUID(),
		userId,
		secret: await symmetricEncrypt({ key, data: storedSecretOf(keyOfBase32(preset.base32Key)) }),
		backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(preset.backupCodes) }),
		verified: true,
	})
	await executor.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId))
}
