import { eq } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { describe, expect, it } from 'vitest'
import { PORTAL_FAILED } from '~/lib/featured/featured-plans'
import { paths } from '~/lib/common/paths'
import { action as accountAction } from '~/routes/account'
import { action as featuredAction } from '~/routes/dashboard/featured'
import { createAccount, grantAdmin } from '~/server/accounts/users.server'
import { deleteAccount } from '~/server/workflows/delete-account.server'
import { WRONG_PASSWORD } from '~/server/accounts/password-check.server'
import { auth } from '~/server/accounts/auth.server'
import { sessions, users } from '~/server/accounts/tables.server'
import { auditLog } from '~/server/audit/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { rateLimits } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { AppError } from '~/server/platform/errors.server'
import { limitKey, RATE_LIMITS } from '~/server/platform/rate-limit.server'
import { ownedSalons } from '~/server/salons/owned.server'
import { saveOpeningHours, updateOwnSalon } from '~/server/salons/owner-edit.server'
import { cookiesOf, formRequest, mailTo, run, toastOf, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
const PASSWORD = 'geheim123'
let attempts = 0

async function ownerOf(name: string) {
	const email = uniqueEmail('eigenaar')
	const account = await createAccount({ email, password: PASSWORD, emailVerified: true, firstName: 'Fleur' })
	const [salon] = await database
		.insert(salons)
		.values({ name, slug: `${name.toLowerCase().replaceAll(' ', '-')}-${Math.random().toString(36).slice(2)}`, owner_id: account.id })
		.returning()
	return { user: { id: account.id, email, name: 'Fleur', emailVerified: true }, salon: salon! }
}

const edit = { name: 'Nieuwe Naam', description_nl: null, phone_number: null, website: null, services_nl: ['Wassen'] }

describe("an owner's changes", () => {
	it('are saved for the owner, with the changed fields in the history', async () => {
		const { user, salon } = await ownerOf('Salon Eigen')
		await updateOwnSalon(actorWith(user), { salonId: salon.id, ...edit })
		await saveOpeningHours(actorWith(user), { salonId: salon.id, opening_hours: ['Maandag: 09:00 - 17:00'] })
		const [after] = await ownedSalons(actorWith(user))
		expect(after).toMatchObject({ name: 'Nieuwe Naam', services_nl: ['Wassen'], opening_hours: ['Maandag: 09:00 - 17:00'] })
		const history = await database
			.select()
			.from(auditLog)
			.where(eq(auditLog.entity_id, String(salon.id)))
		expect(history.map((entry) => Object.keys(entry.changes ?? {}))).toEqual(
			expect.arrayContaining([expect.arrayContaining(['name', 'services_nl']), ['opening_hours']]),
		)
	})

	it('are refused for anyone else, whatever the route checked, and change nothing', async () => {
		const { salon } = await ownerOf('Salon Ander')
		const { user: stranger } = await ownerOf('Salon Vreemd')
		await expect(updateOwnSalon(actorWith(stranger), { salonId: salon.id, ...edit })).rejects.toMatchObject({ code: 'forbidden' })
		await expect(saveOpeningHours(actorWith(stranger), { salonId: salon.id, opening_hours: [] })).rejects.toBeInstanceOf(AppError)
		await expect(updateOwnSalon(actorWith(stranger), { salonId: 2_000_000_000, ...edit })).rejects.toMatchObject({ code: 'notFound' })
		const [unchanged] = await database.select().from(salons).where(eq(salons.id, salon.id))
		expect(unchanged!.name).toBe('Salon Ander')
	})
})

describe('deleting an account', () => {
	it('removes the user, sessions and claims, leaves the salons listed without owner, and mails a confirmation', async () => {
		const { user, salon } = await ownerOf('Salon Blijft')
		const [other] = await database
			.insert(salons)
			.values({ name: 'Geclaimd', slug: `geclaimd-${Date.now()}` })
			.returning()
		await database.insert(listingClaims).values({ salon_id: other!.id, user_id: user.id })
		const cookie = (await requestAs(user.email, PASSWORD)).headers.get('cookie')!

		const wrong = await run(accountAction, formRequest('/account', { intent: 'delete', password: 'fout', confirm: 'on' }, cookie))
		expect(wrong.status).toBe(400)
		expect(wrong.data).toEqual({ ok: false, intent: 'delete', message: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } })

		const answer = await run(accountAction, formRequest('/account', { intent: 'delete', password: PASSWORD, confirm: 'on' }, cookie))
		expect(answer).toMatchObject({ status: 302, location: '/' })
		expect(await database.select().from(users).where(eq(users.id, user.id))).toEqual([])
		expect(await database.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
		expect(await database.select().from(listingClaims).where(eq(listingClaims.user_id, user.id))).toEqual([])
		const [kept] = await database.select().from(salons).where(eq(salons.id, salon.id))
		expect(kept!.owner_id).toBeNull()
		const mail = await mailTo(user.email, 'Je account is verwijderd')
		expect(mail.text).toContain('Salon Blijft blijft in de gids staan')
	})

	it('checks the password at most RATE_LIMITS.accountDeletion.max times per user in the window, counted in the database', async () => {
		const { user } = await ownerOf('Salon Raden')
		const { user: other } = await ownerOf('Salon Ander Raden')
		const cookie = (await requestAs(user.email, PASSWORD)).headers.get('cookie')!
		const otherCookie = (await requestAs(other.email, PASSWORD)).headers.get('cookie')!
		// Every attempt from its own address: the limit counts the user, not the client.
		const attempt = (password: string, from = cookie) =>
			run(accountAction, formRequest('/account', { intent: 'delete', password, confirm: 'on' }, from), `192.0.2.${++attempts}`)
		for (let i = 0; i < RATE_LIMITS.accountDeletion.max; i++) expect((await attempt('fout')).status).toBe(400)

		const refused = await attempt('fout')
		expect(refused.status).toBe(429)
		expect(refused.data).toMatchObject({
			intent: 'delete',
			message: 'Je hebt te vaak geprobeerd je account te verwijderen. Probeer het over 15 minuten opnieuw.',
		})
		// The right password waits for the window too, and the account stays.
		expect((await attempt(PASSWORD)).status).toBe(429)
		expect(await database.select().from(users).where(eq(users.id, user.id))).toHaveLength(1)
		const [counter] = await database
			.select()
			.from(rateLimits)
			.where(eq(rateLimits.key, limitKey('app:accountDeletion', user.id)))
		expect(counter!.count).toBe(RATE_LIMITS.accountDeletion.max + 2)
		// Another user's attempts are their own.
		expect((await attempt('fout', otherCookie)).status).toBe(400)
	})

	it('is refused to an administrator', async () => {
		const { user } = await ownerOf('Salon Beheer')
		await grantAdmin(user.id)
		await expect(deleteAccount(actorWith(user), { password: PASSWORD })).rejects.toMatchObject({ code: 'forbidden' })
		expect(await database.select().from(users).where(eq(users.id, user.id))).toHaveLength(1)
	})
})

describe('changing the password', () => {
	it('ends the other sessions and keeps this one, with the new session cookie', async () => {
		const { user } = await ownerOf('Salon Wachtwoord')
		const here = (await requestAs(user.email, PASSWORD)).headers.get('cookie')!
		const elsewhere = (await requestAs(user.email, PASSWORD)).headers.get('cookie')!
		const fields = { intent: 'password', currentPassword: PASSWORD, password: 'nieuw-geheim', confirmPassword: 'nieuw-geheim' }
		const answer = await run(accountAction, formRequest('/account', fields, here))
		expect(answer).toMatchObject({ status: 302, location: '/account' })
		const renewed = cookiesOf(answer.headers)
		const sessionOf = async (cookie: string) => (await auth().api.getSession({ headers: new Headers({ cookie }) }))?.user.id
		expect(await sessionOf(elsewhere)).toBeUndefined()
		expect(await sessionOf(renewed)).toBe(user.id)
		await expect(requestAs(user.email, PASSWORD)).rejects.toThrow()
		await requestAs(user.email, 'nieuw-geheim')
	})
})

describe('the featured tab', () => {
	it('goes back to the tab with the reason as a destructive toast when a checkout or the portal is refused', async () => {
		const { user, salon } = await ownerOf('Salon Uitgelicht')
		const cookie = (await requestAs(user.email, PASSWORD)).headers.get('cookie')!
		const post = (fields: Record<string, string>) => run(featuredAction, formRequest(paths.dashboardFeatured, fields, cookie))

		const checkout = await post({ intent: 'checkout', salonId: String(salon.id), plan: 'nooit' })
		expect(checkout).toMatchObject({ status: 302, location: paths.dashboardFeatured })
		expect(await toastOf(checkout.headers)).toEqual({
			id: expect.any(String),
			title: 'Uitlichten niet gestart',
			description: 'Kies een abonnement.',
			variant: 'destructive',
		})
		const portal = await post({ intent: 'portal' })
		expect(portal).toMatchObject({ status: 302, location: paths.dashboardFeatured })
		expect(await toastOf(portal.headers)).toEqual({ id: expect.any(String), title: PORTAL_FAILED, variant: 'destructive' })
	})
})
