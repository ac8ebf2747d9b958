import { eq, isNotNull, sql } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { describe, expect, it, vi } from 'vitest'
import type { SalonAdminInput } from '~/lib/salons/salon-admin-schema'
import { createAccount, grantAdmin } from '~/server/accounts/users.server'
import { adminSummary } from '~/server/admin/summary.server'
import { approveClaim } from '~/server/claims/approve.server'
import { listClaims } from '~/server/claims/list.server'
import { rejectClaim } from '~/server/claims/reject.server'
import { salons } from '~/server/salons/tables.server'
import { activatePlacement } from '~/server/featured/activate.server'
import { cancelPlacement } from '~/server/featured/cancel.server'
import { adminFeatured } from '~/server/featured/list-admin.server'
import { movePlacement } from '~/server/featured/move.server'
import { pausePlacement } from '~/server/featured/pause.server'
import { logger } from '~/server/platform/logger.server'
import { type SessionUser } from '~/server/accounts/permissions.server'
import { requireAdmin, requireUser } from '~/edge/guards.server'
import { requireSalonOwner } from '~/edge/owner-guards.server'
import { assignOwner } from '~/server/admin/assign-owner.server'
import { createSalon } from '~/server/salons/create.server'
import { deleteSalon } from '~/server/workflows/delete-salon.server'
import { previewImport, runImport } from '~/server/salons/import.server'
import { salonForAdmin } from '~/server/admin/salon.server'
import { listSalonsForAdmin } from '~/server/salons/list-admin.server'
import { updateSalon } from '~/server/salons/update.server'
import { approveSubmission } from '~/server/submissions/approve.server'
import { listSubmissions } from '~/server/submissions/list.server'
import { rejectSubmission } from '~/server/submissions/reject.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { uniqueEmail, routeArgs, userOf } from '../actions'
import { anonymousRequest, requestAs, thrown } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 200 })
const [owned] = await database.select({ id: salons.id }).from(salons).where(isNotNull(salons.owner_id)).limit(1)
const [unowned] = await database
	.select({ id: salons.id })
	.from(salons)
	.where(eq(salons.id, owned!.id + 1))

describe('requireUser', () => {
	it('sends a visitor to /auth with the way back', async () => {
		expect(await thrown(requireUser(routeArgs(anonymousRequest('/dashboard?tab=featured'))))).toEqual({
			status: 302,
			location: `/auth?tab=login&redirectTo=${encodeURIComponent('/dashboard?tab=featured')}`,
		})
	})
	it('sends a visitor who followed a link in the browser (a data request) back to the page, not to its data', async () => {
		for (const [asked, back] of [
			['/trimsalon/een-salon/plek-aanvragen.data', '/trimsalon/een-salon/plek-aanvragen'],
			['/account/aanvragen.data?_routes=routes%2Faccount.requests&x=1', '/account/aanvragen?x=1'],
			['/_root.data', '/'],
		])
			expect(await thrown(requireUser(routeArgs(anonymousRequest(asked!))))).toEqual({
				status: 302,
				location: `/auth?tab=login&redirectTo=${encodeURIComponent(back!)}`,
			})
	})
	it('returns the logged-in user', async () => {
		const { user } = await requireUser(routeArgs(await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)))
		expect(user.email).toBe(DEMO_ACCOUNTS.user)
	})
})

describe('requireAdmin', () => {
	it('lets an admin through', async () => {
		expect((await requireAdmin(routeArgs(await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)))).user.email).toBe(DEMO_ACCOUNTS.admin)
	})
	it('sends a normal user and an owner to /dashboard with the access-denied toast; API callers get 403', async () => {
		for (const email of [DEMO_ACCOUNTS.user, DEMO_ACCOUNTS.owner]) {
			const request = await requestAs(email, DEMO_PASSWORD)
			expect(await thrown(requireAdmin(routeArgs(request)))).toEqual({ status: 302, location: '/dashboard' })
			expect(await thrown(requireAdmin(routeArgs(request), { api: true }))).toEqual({
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
			expect(await thrown(requireAdmin(routeArgs(request)))).toEqual({
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
		expect((await requireSalonOwner(routeArgs(ownerRequest), owned!.id)).user.email).toBe(DEMO_ACCOUNTS.owner)
		expect(await thrown(requireSalonOwner(routeArgs(ownerRequest), unowned!.id))).toMatchObject({ status: 403 })
	})
	it('answers 403 to other users, 404 for an unknown salon and redirects visitors', async () => {
		const userRequest = await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)
		expect(await thrown(requireSalonOwner(routeArgs(userRequest), owned!.id))).toMatchObject({ status: 403 })
		expect(await thrown(requireSalonOwner(routeArgs(userRequest), 999_999))).toMatchObject({ status: 404 })
		expect(await thrown(requireSalonOwner(routeArgs(anonymousRequest()), owned!.id))).toMatchObject({ status: 302 })
	})
})

describe('admin verbs', () => {
	// Unknown ids and an empty listing: the permission is checked first, so an admin would get 404 or 400 here, anyone else 403.
	const NO_ID = 999_999
	const listing = {} as SalonAdminInput
	const verbs: [string, (actor: SessionUser) => Promise<unknown>][] = [
		['adminSummary', (actor) => adminSummary(actorWith(actor))],
		['createSalon', (actor) => createSalon(actorWith(actor), listing)],
		['updateSalon', (actor) => updateSalon(actorWith(actor), { ...listing, salonId: NO_ID })],
		['deleteSalon', (actor) => deleteSalon(actorWith(actor), { salonId: NO_ID })],
		['assignOwner', (actor) => assignOwner(actorWith(actor), { salonId: NO_ID, ownerEmail: null })],
		['previewImport', (actor) => previewImport(actorWith(actor), { text: 'name\nSalon' })],
		['runImport', (actor) => runImport(actorWith(actor), { text: 'name\nSalon' })],
		['listSalonsForAdmin', (actor) => listSalonsForAdmin(actorWith(actor), { q: '', page: 1 })],
		['salonForAdmin', (actor) => salonForAdmin(actorWith(actor), { salonId: NO_ID })],
		['listClaims', (actor) => listClaims(actorWith(actor))],
		['approveClaim', (actor) => approveClaim(actorWith(actor), { claimId: NO_ID })],
		['rejectClaim', (actor) => rejectClaim(actorWith(actor), { claimId: NO_ID, reason: null })],
		['listSubmissions', (actor) => listSubmissions(actorWith(actor))],
		['approveSubmission', (actor) => approveSubmission(actorWith(actor), { submissionId: NO_ID })],
		['rejectSubmission', (actor) => rejectSubmission(actorWith(actor), { submissionId: NO_ID, reason: null })],
		['adminFeatured', (actor) => adminFeatured(actorWith(actor), { q: '', status: null })],
		['pausePlacement', (actor) => pausePlacement(actorWith(actor), { placementId: NO_ID })],
		['activatePlacement', (actor) => activatePlacement(actorWith(actor), { placementId: NO_ID })],
		['cancelPlacement', (actor) => cancelPlacement(actorWith(actor), { placementId: NO_ID })],
		['movePlacement', (actor) => movePlacement(actorWith(actor), { placementId: NO_ID, position: 1 })],
	]

	it('refuse an admin whose session has not passed two-factor sign-in, whatever the caller claims, and a non-admin', async () => {
		const email = uniqueEmail('admin-zonder-tweestaps')
		await grantAdmin((await createAccount({ email, password: DEMO_PASSWORD, emailVerified: true })).id)
		const withoutTwoFactor = await userOf(await requestAs(email, DEMO_PASSWORD))
		const user = await userOf(await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD))
		const actors: [string, SessionUser][] = [
			['an admin without two-factor', withoutTwoFactor],
			['the same admin, claiming two-factor', { ...withoutTwoFactor, twoFactorEnabled: true }],
			['a user', user],
		]
		for (const [who, actor] of actors)
			for (const [name, verb] of verbs) await expect(verb(actor), `${name} by ${who}`).rejects.toMatchObject({ code: 'forbidden' })
	})

	it('let an admin with two-factor sign-in through', async () => {
		const admin = await userOf(await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD))
		await expect(adminSummary(actorWith(admin))).resolves.toMatchObject({ salons: 200 })
		await expect(deleteSalon(actorWith(admin), { salonId: NO_ID })).rejects.toMatchObject({ code: 'notFound' })
	})
})
