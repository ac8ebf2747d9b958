import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createAccount, grantAdminByEmail, isAdmin } from '~/server/accounts/users.server'
import { users } from '~/server/accounts/tables.server'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

const ADMIN_EMAIL = 'beheer@example.com'
process.env.ADMIN_EMAIL = ADMIN_EMAIL
const database = await useTestDatabase()

describe('ADMIN_EMAIL', () => {
	it('grants nothing to whoever registers the address first, until it is verified', async () => {
		const account = await createAccount({ email: ADMIN_EMAIL, password: 'geheim123', emailVerified: false })
		expect(await grantAdminByEmail(ADMIN_EMAIL)).toBe(false)
		expect(await isAdmin(account.id)).toBe(false)

		await database.update(users).set({ emailVerified: true }).where(eq(users.id, account.id))
		// The first session after verifying (better-auth signs the user in) grants the role.
		await requestAs(ADMIN_EMAIL, 'geheim123')
		expect(await isAdmin(account.id)).toBe(true)
	})
})
