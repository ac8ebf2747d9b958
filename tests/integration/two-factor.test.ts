import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as twoFactorAction } from '~/routes/account.two-factor'
import { action as adminListings } from '~/routes/admin/listings'
import { loader as adminLoader } from '~/routes/admin/layout'
import { action as authApi } from '~/routes/api.auth'
import { action as authAction } from '~/routes/auth'
import { createAccount, grantAdmin } from '~/server/accounts/users.server'
import { auth } from '~/server/accounts/auth.server'
import { users } from '~/server/accounts/tables.server'
import { TWO_FACTOR_MESSAGES } from '~/lib/accounts/two-factor'
import { cookiesOf, formRequest, run, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { totpCode } from '../sign-in'

const database = await useTestDatabase()
const PASSWORD = 'geheim123'
let clients = 0
const client = () => `10.66.${++clients >> 8}.${clients & 255}`

/** A verified user who set up two-factor through the account page; answers the key and backup codes. */
async function enrolledUser() {
	const email = uniqueEmail('tweestaps')
	const account = await createAccount({ email, password: PASSWORD, emailVerified: true })
	const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
	const started = await run(twoFactorAction, formRequest('/account/two-factor', { intent: 'start', password: PASSWORD }, cookie), client())
	const setup = (started.data as { setup: { secret: string; backupCodes: string[]; qrCode: string } }).setup
	const confirmed = await run(
		twoFactorAction,
		formRequest('/account/two-factor', { intent: 'confirm', code: totpCode(setup.secret) }, cookie),
		client(),
	)
	expect(confirmed.status).toBe(302)
	return { id: account.id, email, ...setup }
}

/** Password, then (when asked) the second step; answers each step's result. */
async function logIn(email: string, second?: Record<string, string>) {
	const ip = client()
	const first = await run(authAction, formRequest('/auth', { intent: 'login', email, password: PASSWORD }), ip)
	if (!second) return { first }
	const answer = await run(authAction, formRequest('/auth', { intent: 'two-factor', ...second }, cookiesOf(first.headers)), ip)
	return { first, answer }
}

describe('two-factor sign-in', () => {
	it('is set up with a QR code, the key as text and ten backup codes, and is on after the first code', async () => {
		const user = await enrolledUser()
		expect(user.qrCode).toMatch(/^data:image\/png;base64,/)
		expect(user.secret).toMatch(/^[A-Z2-7]{16,}$/)
		expect(new Set(user.backupCodes).size).toBe(10)
		const [row] = await database.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id))
		expect(row!.on).toBe(true)
	})

	it('asks for the code after the password, and logs in with it', async () => {
		const user = await enrolledUser()
		const { first, answer } = await logIn(user.email, { code: totpCode(user.secret) })
		expect(first.location).toBe('/auth?mode=two-factor')
		expect(first.headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie))).toBe(false)
		expect(answer!.status).toBe(302)
		expect(answer!.headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie))).toBe(true)
	})

	it('takes a backup code once', async () => {
		const user = await enrolledUser()
		const code = user.backupCodes[0]!
		expect((await logIn(user.email, { code })).answer!.status).toBe(302)
		const again = (await logIn(user.email, { code })).answer!
		expect(again.status).toBe(401)
		expect(again.data).toEqual({ ok: false, intent: 'two-factor', message: TWO_FACTOR_MESSAGES.invalid })
	})

	it('refuses wrong codes, and locks the account after ten', async () => {
		const user = await enrolledUser()
		const answers = []
		for (let attempt = 0; attempt < 11; attempt++) answers.push((await logIn(user.email, { code: '000000' })).answer!)
		expect(answers[0]!.data).toMatchObject({ ok: false, message: TWO_FACTOR_MESSAGES.invalid })
		expect(answers.at(-1)!.data).toMatchObject({ ok: false, message: TWO_FACTOR_MESSAGES.locked })
		// Locked: even the right code is refused now.
		expect((await logIn(user.email, { code: totpCode(user.secret) })).answer!.status).not.toBe(302)
	})
})

describe('an admin without two-factor', () => {
	it('is sent to set it up before any admin page, and refused by admin actions', async () => {
		const email = uniqueEmail('beheerder')
		const admin = await createAccount({ email, password: PASSWORD, emailVerified: true })
		await grantAdmin(admin.id)
		const { first } = await logIn(email)
		expect(first.location).toBe('/account/two-factor')
		const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
		const page = await run(adminLoader, new Request('http://localhost/admin', { headers: { cookie } }))
		expect(page).toMatchObject({ status: 302, location: '/account/two-factor' })
		const write = await run(adminListings, formRequest('/admin/listings', { name: 'Mag niet' }, cookie))
		expect(write.status).toBe(302)
		expect(write.location).toBe('/account/two-factor')
	})
})

describe('the settings behind the forms', () => {
	it('answer 404 over /api/auth however they are spelled; the login step stays open', async () => {
		const email = uniqueEmail('instellingen')
		await createAccount({ email, password: PASSWORD, emailVerified: true })
		const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
		for (const path of [
			'/api/auth/two-factor/disable',
			'/api/auth/Two-Factor/enable',
			'/api/auth/two%2Dfactor/disable',
			'/api/auth//two-factor/generate-backup-codes',
		])
			expect((await run(authApi, formRequest(path, { password: PASSWORD }, cookie))).status, path).toBe(404)
		expect((await run(authApi, formRequest('/api/auth/two-factor/verify-totp', { code: '123456' }))).status).not.toBe(404)
	})

	it('refuse a wrong password in the one failure shape, named by the form that posted', async () => {
		const email = uniqueEmail('fout-wachtwoord')
		await createAccount({ email, password: PASSWORD, emailVerified: true })
		const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
		const refused = await run(
			twoFactorAction,
			formRequest('/account/two-factor', { intent: 'start', password: 'niet-dit' }, cookie),
			client(),
		)
		expect(refused.status).toBe(400)
		const wrong = 'Het wachtwoord is onjuist.'
		expect(refused.data).toEqual({ ok: false, intent: 'start', message: wrong, fields: { password: wrong } })
	})

	it('end every other session when two-factor is turned on', async () => {
		const email = uniqueEmail('andere-sessie')
		await createAccount({ email, password: PASSWORD, emailVerified: true })
		const elsewhere = (await requestAs(email, PASSWORD)).headers.get('cookie')!
		const here = (await requestAs(email, PASSWORD)).headers.get('cookie')!
		const started = await run(twoFactorAction, formRequest('/account/two-factor', { intent: 'start', password: PASSWORD }, here), client())
		const { secret } = (started.data as { setup: { secret: string } }).setup
		const confirmed = await run(
			twoFactorAction,
			formRequest('/account/two-factor', { intent: 'confirm', code: totpCode(secret) }, here),
			client(),
		)
		const sessionOf = async (cookie: string) => (await auth().api.getSession({ headers: new Headers({ cookie }) }))?.user.email
		expect(await sessionOf(elsewhere)).toBeUndefined()
		expect(await sessionOf(cookiesOf(confirmed.headers))).toBe(email)
	})
})
