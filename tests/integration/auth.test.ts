import { count, eq, isNull, sql } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { describe, expect, it } from 'vitest'
import { ALREADY_REGISTERED, UNVERIFIED_MESSAGE } from '~/lib/accounts/auth-messages'
import * as apiAuth from '~/routes/api.auth'
import * as authRoute from '~/routes/auth'
import * as logout from '~/routes/logout'
import * as signupPage from '~/routes/trimsalon-signup'
import { auth } from '~/server/accounts/auth.server'
import { config } from '~/server/platform/config.server'
import { profiles, users } from '~/server/accounts/tables.server'
import { rateLimits } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { listingSubmissions } from '~/server/submissions/tables.server'
import { limitKey } from '~/server/platform/rate-limit.server'
import { sessionUser } from '~/server/accounts/permissions.server'
import { assignOwner } from '~/server/admin/assign-owner.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { cookiesOf, formRequest, linkIn, mailsTo, mailTo, run, toastOf, uniqueEmail, userOf } from '../actions'
import { anonymousRequest, requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 200 })

const PASSWORD = 'geheim123'
let ip = 0
/** Every test its own client address, so the rate limits of one test never touch another. */
const nextIp = () => `198.51.100.${++ip}`

const post = (fields: Record<string, string>, cookie?: string, clientIp = nextIp()) =>
	run(authRoute.action, formRequest('/auth', fields, cookie), clientIp)

async function signUp(email: string, extra: Record<string, string> = {}) {
	return post({ intent: 'signup', email, password: PASSWORD, confirmPassword: PASSWORD, ...extra })
}

/** Follows a link from a mail through better-auth, as the browser would; returns where it leads and the cookies. */
async function follow(link: string) {
	const response = await auth().handler(new Request(link))
	return { status: response.status, location: response.headers.get('Location'), cookie: cookiesOf(response.headers) }
}

async function verifiedAccount() {
	const email = uniqueEmail('geverifieerd')
	await signUp(email)
	await follow(linkIn((await mailTo(email, 'Bevestig je e-mailadres')).text))
	return email
}

const countUsers = async () => (await database.select({ n: count() }).from(users))[0]!.n

describe('[AUTH] sign-up', () => {
	it('creates an unverified account with the optional names in the profile and mails a link to /trimsalon-signup', async () => {
		const email = uniqueEmail('nieuw')
		const result = await signUp(email.toUpperCase(), { firstName: ' Fleur ', lastName: 'de Vries' })
		expect(result.status).toBe(200)
		expect(result.data).toMatchObject({ ok: true, intent: 'signup', email, notice: expect.stringContaining(email) })
		expect(result.headers.getSetCookie().join()).toContain('toast=')
		const [user] = await database.select().from(users).where(eq(users.email, email))
		expect(user).toMatchObject({ emailVerified: false, name: 'Fleur de Vries' })
		const [profile] = await database.select().from(profiles).where(eq(profiles.id, user!.id))
		expect(profile).toMatchObject({ first_name: 'Fleur', last_name: 'de Vries', email })
		const mail = await mailTo(email, 'Bevestig je e-mailadres')
		expect(mail.text).toContain('Beste Fleur de Vries,')
		expect(new URL(linkIn(mail.text)).searchParams.get('callbackURL')).toBe('/trimsalon-signup?verified=1')
	})

	it('answers an address that has an account exactly like a new one; only its owner gets a mail', async () => {
		const before = await countUsers()
		const result = await signUp(DEMO_ACCOUNTS.user)
		expect(result.status).toBe(200)
		expect(result.data).toMatchObject({ intent: 'signup', notice: expect.stringContaining(DEMO_ACCOUNTS.user) })
		expect(await countUsers()).toBe(before)
		const mail = await mailTo(DEMO_ACCOUNTS.user, 'Aanmelding met je e-mailadres')
		expect(mail.text).toContain(ALREADY_REGISTERED)
	})

	it('answers empty, oversized and hostile input in Dutch and stores nothing', async () => {
		const before = await countUsers()
		const huge = 'x'.repeat(100_000)
		const cases: [Record<string, string>, Record<string, string>][] = [
			[{}, { email: 'Vul je e-mailadres of mobiele nummer in.', password: 'Vul je wachtwoord in.' }],
			[
				{ email: `${huge}@example.com`, password: huge, confirmPassword: huge, firstName: huge },
				{
					email: 'Voer een geldig e-mailadres in.',
					password: 'Wachtwoord mag maximaal 128 tekens lang zijn.',
					firstName: 'Naam mag maximaal 50 tekens bevatten.',
				},
			],
			[
				{ email: "x@example.com'; drop table users; --", password: PASSWORD, confirmPassword: PASSWORD },
				{ email: 'Voer een geldig e-mailadres in.' },
			],
			[{ email: '🐶@🐶.nl', password: PASSWORD, confirmPassword: PASSWORD }, { email: 'Voer een geldig e-mailadres in.' }],
			[
				{ email: uniqueEmail(), password: 'kort', confirmPassword: 'kort' },
				{ password: 'Wachtwoord moet minimaal 6 karakters lang zijn.' },
			],
			[{ email: uniqueEmail(), password: PASSWORD, confirmPassword: 'anders123' }, { confirmPassword: 'Wachtwoorden komen niet overeen.' }],
		]
		for (const [fields, errors] of cases) {
			const result = await post({ intent: 'signup', ...fields })
			expect(result.status).toBe(400)
			expect(result.data).toMatchObject({ ok: false, intent: 'signup', fields: errors })
		}
		expect(await countUsers()).toBe(before)
	})

	it('keeps names with HTML and emoji as plain text', async () => {
		const email = uniqueEmail('html')
		await signUp(email, { firstName: '<img src=x onerror=alert(1)>', lastName: '🐩' })
		const [profile] = await database.select().from(profiles).where(eq(profiles.email, email))
		expect(profile).toMatchObject({ first_name: '<img src=x onerror=alert(1)>', last_name: '🐩' })
		const mail = await mailTo(email, 'Bevestig je e-mailadres')
		expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
	})

	it('refuses web addresses and line breaks in names from the form, in Dutch', async () => {
		const email = uniqueEmail('spamnaam')
		const result = await signUp(email, { firstName: 'Klik op https://spam.example', lastName: 'de\nVries' })
		expect(result).toMatchObject({
			status: 400,
			data: {
				fields: {
					firstName: 'Naam mag geen webadres of e-mailadres bevatten.',
					lastName: 'Naam mag geen regeleinden of besturingstekens bevatten.',
				},
			},
		})
		expect(await database.select().from(users).where(eq(users.email, email))).toEqual([])
	})

	it("refuses a bad name sent straight to better-auth's sign-up, alike for new and known addresses, and mails nobody", async () => {
		const newEmail = uniqueEmail('api-spam')
		const signUpApi = (body: object) =>
			run(
				apiAuth.action,
				new Request('http://localhost:3000/api/auth/sign-up/email', {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ password: PASSWORD, ...body }),
				}),
				nextIp(),
			)
		const before = (await mailsTo(DEMO_ACCOUNTS.user)).length
		const answers = [
			await signUpApi({ email: newEmail, name: 'Win een prijs op spam.example' }),
			await signUpApi({ email: DEMO_ACCOUNTS.user, name: 'Win een prijs op spam.example' }),
			await signUpApi({ email: uniqueEmail('api-spam'), name: 'Fleur', firstName: 'Fleur\r\nBcc: iedereen@example.com' }),
			await signUpApi({ email: uniqueEmail('api-spam'), name: 'x'.repeat(5000) }),
		]
		for (const answer of answers) expect(answer.status).toBe(400)
		expect(answers[0]!.data).toEqual(answers[1]!.data)
		expect(answers[0]!.data).toMatchObject({ message: 'Naam mag geen webadres of e-mailadres bevatten.' })
		expect(await database.select().from(users).where(eq(users.email, newEmail))).toEqual([])
		expect(await mailsTo(newEmail)).toEqual([])
		expect(await mailsTo(DEMO_ACCOUNTS.user)).toHaveLength(before)
	})

	it("refuses a bad name in better-auth's update-user and keeps a good one, trimmed", async () => {
		const email = await verifiedAccount()
		const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
		const updateUser = (name: unknown, body: unknown = { name }) =>
			run(
				apiAuth.action,
				new Request('http://localhost:3000/api/auth/update-user', {
					method: 'POST',
					headers: { 'content-type': 'application/json', origin: config().SITE_URL, cookie },
					body: JSON.stringify(body),
				}),
				nextIp(),
			)
		for (const name of ['Anna\nKlik hier', 'www.spam.example', 'y'.repeat(500), 42])
			expect((await updateUser(name)).status, String(name)).toBe(400)
		expect((await updateUser(undefined, 'Anna')).data).toMatchObject({ message: 'Vul een geldige naam in.' })
		expect((await database.select().from(users).where(eq(users.email, email)))[0]!.name).toBe('')
		expect((await updateUser('  Anna de Boer ')).status).toBe(200)
		expect((await database.select().from(users).where(eq(users.email, email)))[0]!.name).toBe('Anna de Boer')
	})

	it('refuses a form without intent or body with a Dutch message instead of a 500', async () => {
		const result = await post({ email: 'a@example.com' })
		expect(result).toMatchObject({
			status: 400,
			data: { ok: false, intent: 'login', message: 'Onbekend formulier. Vernieuw de pagina en probeer het opnieuw.' },
		})
		const broken = new Request('http://localhost:3000/auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
		expect((await run(authRoute.action, broken)).status).toBe(400)
	})
})

describe('[AUTH] verification and login', () => {
	it('refuses login until verified, offers a new link, and the link logs in and lands on /trimsalon-signup', async () => {
		const email = uniqueEmail('verifieer')
		await signUp(email)
		const refused = await post({ intent: 'login', email, password: PASSWORD })
		expect(refused.status).toBe(403)
		expect(refused.data).toEqual({ ok: false, intent: 'login', message: UNVERIFIED_MESSAGE, values: { email } })

		const resent = await post({ intent: 'resend', email })
		expect(resent.data).toMatchObject({ ok: true, intent: 'resend', notice: expect.stringContaining(email) })
		const mails = await mailsTo(email, 2)
		expect(mails).toHaveLength(2)

		const landing = await follow(linkIn(mails[0]!.text))
		expect(landing).toMatchObject({ status: 302, location: '/trimsalon-signup?verified=1' })
		const page = await run(
			signupPage.loader,
			new Request('http://localhost:3000/trimsalon-signup?verified=1', { headers: { cookie: landing.cookie } }),
		)
		expect(page).toMatchObject({ status: 302, location: '/trimsalon-signup' })
		expect(page.headers.getSetCookie().join()).toContain('toast=')
		const [user] = await database.select().from(users).where(eq(users.email, email))
		expect(user!.emailVerified).toBe(true)
	})

	it('sends a user without salons to /trimsalon-signup, an owner to /dashboard, and honours a local way back', async () => {
		const email = await verifiedAccount()
		const user = await post({ intent: 'login', email, password: PASSWORD })
		expect(user).toMatchObject({ status: 302, location: '/trimsalon-signup' })
		const session = user.headers.getSetCookie().find((cookie) => cookie.startsWith('better-auth.session_token='))
		expect(session).toMatch(/; HttpOnly/i)
		expect(session).toMatch(/; SameSite=Lax/i)
		expect(await post({ intent: 'login', email: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD })).toMatchObject({ location: '/dashboard' })
		expect(await post({ intent: 'login', email, password: PASSWORD, redirectTo: '/trimsalon/1' })).toMatchObject({
			location: '/trimsalon/1',
		})
		expect(await post({ intent: 'login', email, password: PASSWORD, redirectTo: 'https://evil.example' })).toMatchObject({
			location: '/trimsalon-signup',
		})
	})

	it('gives the same Dutch answer for a wrong password and an unknown address', async () => {
		const wrong = await post({ intent: 'login', email: DEMO_ACCOUNTS.user, password: 'fout-wachtwoord' })
		const unknown = await post({ intent: 'login', email: uniqueEmail('onbekend'), password: 'fout-wachtwoord' })
		for (const result of [wrong, unknown])
			expect(result).toMatchObject({ status: 401, data: { ok: false, message: 'Onjuist e-mailadres of wachtwoord.' } })
		expect(await post({ intent: 'login', email: '', password: '' })).toMatchObject({
			status: 400,
			data: { ok: false, fields: { email: 'Vul je e-mailadres of mobiele nummer in.', password: 'Vul je wachtwoord in.' } },
		})
	})

	it('a bad verification link goes to the login tab with an explanation', async () => {
		const landing = await follow('http://localhost:3000/api/auth/verify-email?token=onzin&callbackURL=%2Ftrimsalon-signup%3Fverified%3D1')
		expect(landing.location).toBe('/trimsalon-signup?verified=1&error=INVALID_TOKEN')
		const page = await run(signupPage.loader, new Request(`http://localhost:3000${landing.location}`))
		expect(page).toMatchObject({ status: 302, location: '/auth?tab=login' })
	})
})

describe('[AUTH] owners linked by the submission e-mail', () => {
	it('verifying the address of an approved submission makes the user owner of its listing', async () => {
		const email = uniqueEmail('aanmelder')
		const [salon] = await database.select({ id: salons.id }).from(salons).where(isNull(salons.owner_id)).limit(1)
		await database.insert(listingSubmissions).values({
			business_name: 'Trimsalon Test',
			formatted_address: 'Teststraat 1, 1234 AB Teststad',
			search_city: 'Teststad',
			submitter_name: 'Aanmelder',
			submitter_email: email.toUpperCase(),
			status: 'approved',
			listing_id: salon!.id,
		})
		await signUp(email)
		const [unverified] = await database.select({ owner: salons.owner_id }).from(salons).where(eq(salons.id, salon!.id))
		expect(unverified!.owner).toBeNull()

		const landing = await follow(linkIn((await mailTo(email, 'Bevestig je e-mailadres')).text))
		const [user] = await database.select().from(users).where(eq(users.email, email))
		const [linked] = await database.select({ owner: salons.owner_id }).from(salons).where(eq(salons.id, salon!.id))
		expect(linked!.owner).toBe(user!.id)
		const page = await run(
			signupPage.loader,
			new Request('http://localhost:3000/trimsalon-signup?verified=1', { headers: { cookie: landing.cookie } }),
		)
		expect(page.location).toBe('/dashboard')
		expect(await post({ intent: 'login', email, password: PASSWORD })).toMatchObject({ location: '/dashboard' })
	})
})

describe('[AUTH] owners linked once, never again after an admin decided', () => {
	const admin = async () => userOf(await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD))
	const ownerOf = async (salonId: number) =>
		(await database.select({ owner: salons.owner_id }).from(salons).where(eq(salons.id, salonId)))[0]!.owner

	/** An unowned salon that came from an approved submission with this submitter address. */
	async function approvedSubmissionFor(email: string) {
		const [salon] = await database
			.insert(salons)
			.values({ name: 'Trimsalon Eenmaal', slug: `trimsalon-eenmaal-${Math.random().toString(36).slice(2)}` })
			.returning({ id: salons.id })
		await database.insert(listingSubmissions).values({
			business_name: 'Trimsalon Eenmaal',
			formatted_address: 'Teststraat 1, 1234 AB Teststad',
			search_city: 'Teststad',
			submitter_name: 'Aanmelder',
			submitter_email: email,
			status: 'approved',
			listing_id: salon!.id,
		})
		return salon!.id
	}

	it('an owner the admin removed stays removed after the next login', async () => {
		const email = uniqueEmail('verwijderd')
		const salonId = await approvedSubmissionFor(email)
		await signUp(email)
		await follow(linkIn((await mailTo(email, 'Bevestig je e-mailadres')).text))
		expect(await ownerOf(salonId)).not.toBeNull()

		await assignOwner(actorWith(await admin()), { salonId, ownerEmail: null })
		expect(await post({ intent: 'login', email, password: PASSWORD })).toMatchObject({ status: 302 })
		expect(await ownerOf(salonId)).toBeNull()
	})

	it("an admin's choice of owner, made before the submitter verified, is not overruled by the verification", async () => {
		const email = uniqueEmail('later')
		const salonId = await approvedSubmissionFor(email)
		await assignOwner(actorWith(await admin()), { salonId, ownerEmail: DEMO_ACCOUNTS.user })
		await assignOwner(actorWith(await admin()), { salonId, ownerEmail: null })
		await signUp(email)
		await follow(linkIn((await mailTo(email, 'Bevestig je e-mailadres')).text))
		expect(await ownerOf(salonId)).toBeNull()
	})
})

describe('[AUTH] password reset', () => {
	it('never tells whether an address has an account', async () => {
		const email = uniqueEmail('niemand')
		const result = await post({ intent: 'forgot', email })
		expect(result).toMatchObject({ status: 200, data: { ok: true, intent: 'forgot', notice: expect.stringContaining(email) } })
		// A reset asked for later, for an account, has been mailed: a mail to the unknown address would be there by now.
		const known = await verifiedAccount()
		await post({ intent: 'forgot', email: known })
		await mailTo(known, 'Stel een nieuw wachtwoord in')
		expect(await mailsTo(email)).toHaveLength(0)
	})

	it('mails a link to /auth?mode=reset-password, checks the passwords match and ends every session', async () => {
		const email = await verifiedAccount()
		const otherDevice = await requestAs(email, PASSWORD)
		expect(await sessionUser(otherDevice.headers.get('cookie'))).not.toBeNull()

		expect((await post({ intent: 'forgot', email })).data).toMatchObject({ notice: expect.stringContaining(email) })
		const landing = await follow(linkIn((await mailTo(email, 'Stel een nieuw wachtwoord in')).text))
		const target = new URL(landing.location!, 'http://localhost:3000')
		expect(`${target.pathname}?mode=${target.searchParams.get('mode')}`).toBe('/auth?mode=reset-password')
		const token = target.searchParams.get('token')!

		const mismatch = await post({ intent: 'reset', token, password: 'nieuw-wachtwoord', confirmPassword: 'ander-wachtwoord' })
		expect(mismatch).toMatchObject({ status: 400, data: { ok: false, fields: { confirmPassword: 'Wachtwoorden komen niet overeen.' } } })
		const reset = await post({ intent: 'reset', token, password: 'nieuw-wachtwoord', confirmPassword: 'nieuw-wachtwoord' })
		expect(reset).toMatchObject({ status: 302, location: '/auth?tab=login' })

		expect(await sessionUser(otherDevice.headers.get('cookie'))).toBeNull()
		expect(await post({ intent: 'login', email, password: PASSWORD })).toMatchObject({ status: 401 })
		expect(await post({ intent: 'login', email, password: 'nieuw-wachtwoord' })).toMatchObject({ status: 302 })
		const reused = await post({ intent: 'reset', token, password: 'nog-een-keer', confirmPassword: 'nog-een-keer' })
		expect(reused).toMatchObject({ status: 400, data: { ok: false, message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.' } })
	})
})

describe('[AUTH] rate limits', () => {
	it('refuses the 11th sign-in within a minute from one address in Dutch, counted in the database', async () => {
		const address = nextIp()
		for (let attempt = 1; attempt <= 10; attempt++) {
			expect((await post({ intent: 'login', email: DEMO_ACCOUNTS.user, password: 'fout' }, undefined, address)).status).toBe(401)
		}
		const limited = await post({ intent: 'login', email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD }, undefined, address)
		expect(limited.status).toBe(429)
		expect((limited.data as { message: string }).message).toMatch(/^Te veel pogingen\. Probeer het over \d+ seconden opnieuw\.$/)
		expect(await post({ intent: 'login', email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD })).toMatchObject({ status: 302 })
		// Counted under a key that does not hold the address; the refused attempt counts too.
		const [row] = await database
			.select()
			.from(rateLimits)
			.where(eq(rateLimits.key, limitKey('auth', `${address}|/sign-in/email`)))
		expect(row).toMatchObject({ count: 11 })
		expect(await database.execute(sql`select key from rate_limits where key like ${`%${address}%`}`)).toMatchObject({ rows: [] })
	})

	it('limits sign-up, reset mails and verification mails too', async () => {
		const cases: [Record<string, string>, number][] = [
			[{ intent: 'signup', password: PASSWORD, confirmPassword: PASSWORD }, 5],
			[{ intent: 'forgot' }, 3],
			[{ intent: 'resend' }, 3],
		]
		for (const [fields, max] of cases) {
			const address = nextIp()
			for (let attempt = 1; attempt <= max; attempt++)
				expect((await post({ ...fields, email: uniqueEmail() }, undefined, address)).status).toBe(200)
			const limited = await post({ ...fields, email: uniqueEmail() }, undefined, address)
			expect(limited.status).toBe(429)
			expect((limited.data as { message: string }).message).toMatch(/^Te veel pogingen/)
		}
	})
})

describe('[AUTH] sign-out', () => {
	it('revokes the server session, clears the cookie and says so on the home page', async () => {
		const email = await verifiedAccount()
		const session = await requestAs(email, PASSWORD)
		const result = await run(logout.action, formRequest('/logout', {}, session.headers.get('cookie')!))
		expect(result).toMatchObject({ status: 302, location: '/' })
		expect(await toastOf(result.headers)).toMatchObject({ title: 'Uitgelogd', description: 'Je bent succesvol uitgelogd.' })
		expect(result.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=;/)
		expect(await sessionUser(session.headers.get('cookie'))).toBeNull()
	})
})

describe('[AUTH] the /api/auth route', () => {
	it('counts rate limits by the address the server saw, not by a header the client sends', async () => {
		const address = nextIp()
		const signIn = (spoofed: string) =>
			run(
				apiAuth.action,
				new Request('http://localhost:3000/api/auth/sign-in/email', {
					method: 'POST',
					headers: { 'content-type': 'application/json', 'x-trimsalon-client-ip': spoofed },
					body: JSON.stringify({ email: DEMO_ACCOUNTS.user, password: 'fout' }),
				}),
				address,
			)
		for (let attempt = 1; attempt <= 10; attempt++) expect((await signIn(`10.0.0.${attempt}`)).status).toBe(401)
		expect((await signIn('10.0.0.99')).status).toBe(429)
	})
})

describe('[AUTH] /auth loader', () => {
	const load = (query: string, request?: Request) => run(authRoute.loader, request ?? anonymousRequest(`/auth${query}`))

	it('sends type=signup links to /trimsalon-signup and shows the page to visitors', async () => {
		expect(await load('?type=signup')).toMatchObject({ status: 302, location: '/trimsalon-signup' })
		expect((await load('?tab=signup')).data).toMatchObject({ mode: 'tabs', tab: 'signup' })
	})

	it('sends a logged-in user on, except in reset-password mode', async () => {
		expect(await load('', await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD, '/auth'))).toMatchObject({ location: '/dashboard' })
		expect(await load('', await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD, '/auth?tab=login'))).toMatchObject({
			location: '/trimsalon-signup',
		})
		const resetting = await load('', await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD, '/auth?mode=reset-password&token=abc'))
		expect(resetting.data).toMatchObject({ mode: 'reset-password', token: 'abc' })
	})
})
