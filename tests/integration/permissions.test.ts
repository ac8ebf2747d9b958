import { eq, isNotNull, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { logger } from '~/server/logger.server'
import { petGroomers } from '~/server/db/schema.server'
import { requireAdmin, requireSalonOwner, requireUser } from '~/server/permissions.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { anonymousRequest, requestAs, thrown } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 200 })
const [owned] = await database.select({ id: petGroomers.id }).from(petGroomers).where(isNotNull(petGroomers.owner_id)).limit(1)
const [unowned] = await database
	.select({ id: petGroomers.id })
	.from(petGroomers)
	.where(eq(petGroomers.id, owned!.id + 1))

describe('requireUser', () => {
	it('sends a visitor to /auth with the way back', async () => {
		expect(await thrown(requireUser(anonymousRequest('/dashboard?tab=featured')))).toEqual({
			status: 302,
			location: `/auth?tab=login&redirectTo=${encodeURIComponent('/dashboard?tab=featured')}`,
		})
	})
	it('returns the logged-in user', async () => {
		const user = await requireUser(await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD))
		expect(user.email).toBe(DEMO_ACCOUNTS.user)
	})
})

describe('requireAdmin', () => {
	it('lets an admin through', async () => {
		expect((await requireAdmin(await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD))).email).toBe(DEMO_ACCOUNTS.admin)
	})
	it('sends a normal user and an owner to /dashboard with the access-denied toast; API callers get 403', async () => {
		for (const email of [DEMO_ACCOUNTS.user, DEMO_ACCOUNTS.owner]) {
			const request = await requestAs(email, DEMO_PASSWORD)
			expect(await thrown(requireAdmin(request))).toEqual({ status: 302, location: '/dashboard' })
			expect(await thrown(requireAdmin(request, { api: true }))).toEqual({
				status: 403,
				data: { ok: false, message: 'Alleen beheerders hebben toegang tot deze pagina.' },
			})
		}
	})
	it('asks to log in again when the role check itself fails', async () => {
		const request = await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)
		const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
		await database.execute(sql`alter table user_roles rename to user_roles_gone`)
		try {
			expect(await thrown(requireAdmin(request))).toEqual({
				status: 503,
				data: { ok: false, message: 'Er is een fout opgetreden bij het controleren van admin rechten. Probeer opnieuw in te loggen.' },
			})
			expect(logged).toHaveBeenCalledWith(expect.objectContaining({ userId: expect.any(String) }), 'admin check failed')
		} finally {
			await database.execute(sql`alter table user_roles_gone rename to user_roles`)
			logged.mockRestore()
		}
	})
})

describe('requireSalonOwner', () => {
	it('lets the owner through for their own salon only', async () => {
		const ownerRequest = await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)
		expect((await requireSalonOwner(ownerRequest, owned!.id)).email).toBe(DEMO_ACCOUNTS.owner)
		expect(await thrown(requireSalonOwner(ownerRequest, unowned!.id))).toMatchObject({ status: 403 })
	})
	it('answers 403 to other users, 404 for an unknown salon and redirects visitors', async () => {
		const userRequest = await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)
		expect(await thrown(requireSalonOwner(userRequest, owned!.id))).toMatchObject({ status: 403 })
		expect(await thrown(requireSalonOwner(userRequest, 999_999))).toMatchObject({ status: 404 })
		expect(await thrown(requireSalonOwner(anonymousRequest(), owned!.id))).toMatchObject({ status: 302 })
	})
})
