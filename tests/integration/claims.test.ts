import { and, desc, eq, isNull } from 'drizzle-orm'
import { AppError } from '~/server/platform/errors.server'
import { describe, expect, it } from 'vitest'
import * as adminClaims from '~/routes/admin/claims'
import * as claimsApi from '~/routes/api.claims'
import { createAccount } from '~/server/accounts/users.server'
import { linkApprovedSubmissions } from '~/server/submissions/owners.server'
import { approveClaim } from '~/server/claims/approve.server'
import { claimStateFor, listClaimsForUser } from '~/server/claims/list.server'
import { actorWith } from '~/server/accounts/actor.server'

const visitorActor = actorWith(null)
import { rejectClaim } from '~/server/claims/reject.server'
import { OTHER_CLAIM_APPROVED } from '~/server/claims/shared.server'
import { submitClaim } from '~/server/claims/submit.server'
import { users } from '~/server/accounts/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { salons } from '~/server/salons/tables.server'
import { listingSubmissions } from '~/server/submissions/tables.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { RATE_LIMITS } from '~/server/platform/rate-limit.server'
import { formRequest, mailsTo, run, toastOf, uniqueEmail, userOf } from '../actions'
import { anonymousRequest, requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 200 })
const unowned = await database
	.select({ id: salons.id, name: salons.name })
	.from(salons)
	.where(isNull(salons.owner_id))
	.orderBy(salons.id)
	.limit(20)
const [owned] = await database
	.select({ id: salons.id })
	.from(salons)
	.where(eq(salons.owner_id, await userId(DEMO_ACCOUNTS.owner)))
let nextSalon = 0
/** Every test claims salons no other test touches. */
const freshSalon = () => unowned[nextSalon++]!

async function userId(email: string) {
	const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, email))
	return user!.id
}

/** A verified account (optionally without a name) and its session cookie. */
async function account(names: { firstName?: string; lastName?: string } = {}) {
	const email = uniqueEmail('claimer')
	const { id } = await createAccount({ email, password: DEMO_PASSWORD, emailVerified: true, ...names })
	const request = await requestAs(email, DEMO_PASSWORD)
	return { id, email, request, cookie: request.headers.get('cookie')! }
}

const adminCookie = (await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).headers.get('cookie')!
const claim = (salonId: number, cookie?: string, fields: Record<string, string> = {}) =>
	run(claimsApi.action, formRequest('/api/claims', { salonId: String(salonId), ...fields }, cookie))
const decide = (fields: Record<string, string>, cookie = adminCookie) =>
	run(adminClaims.action, formRequest('/admin/claims', fields, cookie))
const claimsOn = (salonId: number) =>
	database.select().from(listingClaims).where(eq(listingClaims.salon_id, salonId)).orderBy(listingClaims.id)
const ownerOf = async (salonId: number) =>
	(await database.select({ owner: salons.owner_id }).from(salons).where(eq(salons.id, salonId)))[0]!.owner

describe('[CLAIMS] submitting', () => {
	it('stores a pending claim with the trimmed message, queues the toast and mails the claimant and every admin', async () => {
		const salon = freshSalon()
		const claimant = await account({ firstName: 'Fleur', lastName: 'Visser' })
		const result = await claim(salon.id, claimant.cookie, { message: '  Ik ben de eigenaar. <b>Echt</b> 🐩  ' })
		expect(result).toMatchObject({ status: 200, data: { ok: true } })
		expect(await toastOf(result.headers)).toMatchObject({ title: 'Claim ingediend' })
		expect(await claimsOn(salon.id)).toEqual([
			expect.objectContaining({ user_id: claimant.id, status: 'pending', message: 'Ik ben de eigenaar. <b>Echt</b> 🐩' }),
		])

		const [confirmation] = await mailsTo(claimant.email)
		expect(confirmation).toMatchObject({ subject: `Je claim voor ${salon.name} is ontvangen` })
		expect(confirmation!.text).toContain('Beste Fleur Visser,')
		const [notification] = await mailsTo(DEMO_ACCOUNTS.admin)
		expect(notification!.subject).toBe(`Nieuwe claim voor ${salon.name}`)
		expect(notification!.text).toContain('Bericht: Ik ben de eigenaar. <b>Echt</b> 🐩')
		expect(notification!.html).toContain('&lt;b&gt;Echt&lt;/b&gt;')
	})

	it('stores an empty message as null', async () => {
		const salon = freshSalon()
		const claimant = await account()
		await claim(salon.id, claimant.cookie, { message: '   ' })
		expect((await claimsOn(salon.id))[0]!.message).toBeNull()
		expect((await mailsTo(DEMO_ACCOUNTS.admin))[0]!.text).toContain('Bericht: (geen bericht)')
	})

	it('refuses a second pending claim by the same user, and the database itself enforces it', async () => {
		const salon = freshSalon()
		const claimant = await account()
		await claim(salon.id, claimant.cookie)
		expect(await claim(salon.id, claimant.cookie)).toMatchObject({
			status: 409,
			data: { ok: false, message: 'Je hebt al een claim in behandeling voor deze trimsalon.' },
		})
		await expect(database.insert(listingClaims).values({ salon_id: salon.id, user_id: claimant.id })).rejects.toThrow()
		expect(await claimsOn(salon.id)).toHaveLength(1)
	})

	it('claims for the logged-in user only, whatever the form says', async () => {
		const salon = freshSalon()
		const claimant = await account()
		const victim = await account()
		await claim(salon.id, claimant.cookie, { user_id: victim.id, userId: victim.id })
		expect((await claimsOn(salon.id)).map((row) => row.user_id)).toEqual([claimant.id])
	})

	it('answers visitors, owned and unknown salons and bad input in Dutch and stores nothing', async () => {
		const salon = freshSalon()
		const claimant = await account()
		expect(await claim(salon.id)).toMatchObject({ status: 401, data: { message: 'Je moet ingelogd zijn om een claim in te dienen' } })
		expect(await claim(owned!.id, claimant.cookie)).toMatchObject({
			status: 409,
			data: { message: 'Deze trimsalon heeft al een eigenaar.' },
		})
		expect(await claim(999_999, claimant.cookie)).toMatchObject({ status: 404, data: { message: 'Trimsalon niet gevonden' } })
		for (const salonId of ['abc', '-1', '1; drop table listing_claims', '99999999999', '']) {
			expect(await run(claimsApi.action, formRequest('/api/claims', { salonId }, claimant.cookie))).toMatchObject({
				status: 400,
				data: { message: 'Trimsalon niet gevonden' },
			})
		}
		expect(await claim(salon.id, claimant.cookie, { message: 'x'.repeat(100_000) })).toMatchObject({
			status: 400,
			data: { message: 'Je bericht mag maximaal 2000 tekens bevatten.' },
		})
		expect(await claimsOn(salon.id)).toHaveLength(0)
	})

	it('queues its mails in the claim transaction: a refused claim leaves none behind', async () => {
		const salon = freshSalon()
		const claimant = await account()
		expect(await claim(salon.id, claimant.cookie)).toMatchObject({ status: 200 })
		const mails = (await mailsTo(claimant.email)).length
		expect(await claim(salon.id, claimant.cookie)).toMatchObject({ status: 409 })
		expect(await mailsTo(claimant.email)).toHaveLength(mails)
	})
})

describe('[CLAIMS] approving and rejecting', () => {
	it('approving makes the claimant owner, rejects the other pending claims and mails both, in one go', async () => {
		const salon = freshSalon()
		const winner = await account()
		const other = await account({ firstName: 'Otto' })
		await claim(salon.id, winner.cookie)
		await claim(salon.id, other.cookie)
		const [first, second] = await claimsOn(salon.id)

		const result = await decide({ intent: 'approve', claimId: String(first!.id) })
		expect(result).toMatchObject({ status: 302, location: '/admin/claims' })
		expect(await toastOf(result.headers)).toMatchObject({ title: 'Claim goedgekeurd' })
		expect(await ownerOf(salon.id)).toBe(winner.id)
		const [approved, rejected] = await claimsOn(salon.id)
		expect(approved).toMatchObject({ status: 'approved', reviewed_at: expect.any(Date) })
		expect(rejected).toMatchObject({ id: second!.id, status: 'rejected', rejection_reason: OTHER_CLAIM_APPROVED })

		const [approval] = await mailsTo(winner.email)
		expect(approval!.subject).toBe(`Je claim voor ${salon.name} is goedgekeurd`)
		expect(approval!.text).toContain('Beste Trimsalon eigenaar,')
		expect((await mailsTo(other.email))[0]!.text).toContain('Beste Otto,')
		expect(await claimStateFor(visitorActor, { id: salon.id, owner_id: winner.id })).toEqual({ owned: true })
	})

	it("approving settles the salon's submission: its submitter verifying later does not become owner", async () => {
		const salon = freshSalon()
		const submitter = uniqueEmail('indiener')
		await database.insert(listingSubmissions).values({
			business_name: salon.name,
			formatted_address: 'Teststraat 1',
			search_city: 'Teststad',
			submitter_name: 'Indiener',
			submitter_email: submitter,
			status: 'approved',
			listing_id: salon.id,
		})
		const claimant = await account()
		await claim(salon.id, claimant.cookie)
		await decide({ intent: 'approve', claimId: String((await claimsOn(salon.id))[0]!.id) })
		const [submission] = await database.select().from(listingSubmissions).where(eq(listingSubmissions.listing_id, salon.id))
		expect(submission!.owner_settled_at).toEqual(expect.any(Date))

		await database.update(salons).set({ owner_id: null }).where(eq(salons.id, salon.id))
		const { id } = await createAccount({ email: submitter, password: DEMO_PASSWORD, emailVerified: true })
		expect(await linkApprovedSubmissions(id)).toEqual([])
		expect(await ownerOf(salon.id)).toBeNull()
	})

	it('rejecting stores the reason and mails the claimant; an empty reason is null', async () => {
		const [salonA, salonB] = [freshSalon(), freshSalon()]
		const claimant = await account()
		await claim(salonA.id, claimant.cookie)
		await claim(salonB.id, claimant.cookie)
		const [claimA] = await claimsOn(salonA.id)
		const [claimB] = await claimsOn(salonB.id)

		const result = await decide({ intent: 'reject', claimId: String(claimA!.id), reason: '  Geen bewijs van eigendom.  ' })
		expect(await toastOf(result.headers)).toMatchObject({ title: 'Claim afgewezen' })
		expect((await claimsOn(salonA.id))[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Geen bewijs van eigendom.' })
		const [mail] = await mailsTo(claimant.email)
		expect(mail!.subject).toBe(`Je claim voor ${salonA.name} is afgewezen`)
		expect(mail!.text).toContain('Beste Gebruiker,')
		expect(mail!.text).toContain('Reden: Geen bewijs van eigendom.')

		await decide({ intent: 'reject', claimId: String(claimB!.id), reason: '' })
		expect((await claimsOn(salonB.id))[0]).toMatchObject({ status: 'rejected', rejection_reason: null })
		expect(await ownerOf(salonA.id)).toBeNull()
	})

	it('a claim is reviewed once; unknown claims and bad input get the spec error toasts', async () => {
		const salon = freshSalon()
		const claimant = await account()
		await claim(salon.id, claimant.cookie)
		const [row] = await claimsOn(salon.id)
		await decide({ intent: 'reject', claimId: String(row!.id) })
		expect(await toastOf((await decide({ intent: 'approve', claimId: String(row!.id) })).headers)).toMatchObject({
			title: 'Fout bij goedkeuren claim',
			description: 'Deze claim is al behandeld.',
			variant: 'destructive',
		})
		expect(await toastOf((await decide({ intent: 'reject', claimId: '999999' })).headers)).toMatchObject({
			title: 'Fout bij afwijzen claim',
			description: 'Claim niet gevonden',
		})
		expect((await decide({ intent: 'approve', claimId: 'abc' })).status).toBe(302)
		expect(await ownerOf(salon.id)).toBeNull()
	})
})

describe('[CLAIMS] authorisation', () => {
	it('an anonymous user, a normal user and an owner of another salon cannot approve, reject or list claims', async () => {
		const salon = freshSalon()
		const claimant = await account()
		await claim(salon.id, claimant.cookie)
		const [row] = await claimsOn(salon.id)
		const ownerCookie = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		const userCookie = (await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)).headers.get('cookie')!

		for (const intent of ['approve', 'reject']) {
			expect(await decide({ intent, claimId: String(row!.id) }, '')).toMatchObject({
				status: 302,
				location: expect.stringMatching(/^\/auth\?tab=login/),
			})
			for (const cookie of [userCookie, ownerCookie, claimant.cookie]) {
				expect(await decide({ intent, claimId: String(row!.id) }, cookie)).toMatchObject({ status: 302, location: '/dashboard' })
			}
		}
		for (const cookie of [userCookie, ownerCookie]) {
			expect(await run(adminClaims.loader, new Request('http://localhost:3000/admin/claims', { headers: { cookie } }))).toMatchObject({
				status: 302,
				location: '/dashboard',
			})
		}

		// The server operations check the role themselves, whoever calls them.
		for (const request of [await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD), claimant.request]) {
			const actor = await userOf(request)
			await expect(approveClaim(actorWith(actor), { claimId: row!.id })).rejects.toMatchObject({
				code: 'forbidden',
				message: 'Alleen beheerders mogen dit doen.',
			})
			await expect(rejectClaim(actorWith(actor), { claimId: row!.id, reason: null })).rejects.toBeInstanceOf(AppError)
		}
		expect((await claimsOn(salon.id))[0]!.status).toBe('pending')
		expect(await ownerOf(salon.id)).toBeNull()
	})

	it('the admin route lists the claims for an admin', async () => {
		const result = await run(adminClaims.loader, new Request('http://localhost:3000/admin/claims', { headers: { cookie: adminCookie } }))
		expect(result.status).toBe(200)
		expect((result.data as { claims: unknown[] }).claims.length).toBeGreaterThan(0)
	})
})

describe('[CLAIMS] the user’s own claims and the salon page state', () => {
	it('lists the user’s claims newest first with Dutch status labels', async () => {
		const claimant = await account()
		const user = await userOf(claimant.request)
		const [a, b, c] = [freshSalon(), freshSalon(), freshSalon()]
		for (const salon of [a, b, c]) await submitClaim(actorWith(user), { salonId: String(salon.id) })
		const admin = await userOf(await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD))
		const mine = async () =>
			await database.select().from(listingClaims).where(eq(listingClaims.user_id, claimant.id)).orderBy(listingClaims.id)
		const [claimA, claimB] = await mine()
		await approveClaim(actorWith(admin), { claimId: claimA!.id })
		await rejectClaim(actorWith(admin), { claimId: claimB!.id, reason: 'Nee' })

		const list = await listClaimsForUser(actorWith(user))
		expect(list.map((row) => [row.salon.name, row.status_label])).toEqual([
			[c.name, 'In behandeling'],
			[b.name, 'Afgewezen'],
			[a.name, 'Goedgekeurd'],
		])
		const other = await account()
		expect(await listClaimsForUser(actorWith(await userOf(other.request)))).toEqual([])
	})

	it('tells the page whether to show the button, the dialog or the pending state', async () => {
		const salon = freshSalon()
		const claimant = await account()
		const unclaimed = { id: salon.id, owner_id: null }
		const user = await userOf(claimant.request)
		expect(await claimStateFor(visitorActor, unclaimed)).toEqual({ owned: false, signedIn: false, status: null })
		expect(await claimStateFor({ ...actorWith(user), viewer: 'member' }, unclaimed)).toEqual({ owned: false, signedIn: true, status: null })
		await claim(salon.id, claimant.cookie)
		expect(await claimStateFor({ ...actorWith(user), viewer: 'member' }, unclaimed)).toEqual({
			owned: false,
			signedIn: true,
			status: 'pending',
		})
		// A shared render knows only that a member asks: the copy every member shares.
		expect(await claimStateFor({ ...actorWith(null), viewer: 'member' }, unclaimed)).toEqual({ owned: false, signedIn: true, status: null })
		const [row] = await database
			.select()
			.from(listingClaims)
			.where(and(eq(listingClaims.salon_id, salon.id)))
		expect(row!.status).toBe('pending')
	})
})

describe('[CLAIMS] the claim endpoint', () => {
	it('answers a GET with 405', async () => {
		const result = await run(claimsApi.loader, anonymousRequest('/api/claims'))
		expect(result.status).toBe(405)
		expect(result.headers.get('Allow')).toBe('POST')
	})
})

describe('[CLAIMS] the limit per account', () => {
	it('is counted by the verb itself: claims filed without a request meet it too', async () => {
		const claimant = await account()
		const actor = actorWith(await userOf(claimant.request))
		// Salons from the other end of the list: no other test claims them.
		const targets = await database
			.select({ id: salons.id })
			.from(salons)
			.where(isNull(salons.owner_id))
			.orderBy(desc(salons.id))
			.limit(RATE_LIMITS.claim.max + 1)
		for (const target of targets.slice(0, -1)) await submitClaim(actor, { salonId: String(target.id) })
		await expect(submitClaim(actor, { salonId: String(targets.at(-1)!.id) })).rejects.toMatchObject({ code: 'tooManyRequests' })
		expect(await claimsOn(targets.at(-1)!.id)).toEqual([])
	})
})
