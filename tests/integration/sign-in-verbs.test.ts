import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { actorFor } from '~/server/accounts/actor.server'
import { auth } from '~/server/accounts/auth.server'
import { users } from '~/server/accounts/tables.server'
import { requestPasswordReset, resetPassword } from '~/server/accounts/password-reset.server'
import { confirmSecondStep, signIn } from '~/server/accounts/sign-in.server'
import { signUp } from '~/server/accounts/sign-up.server'
import { confirmTwoFactor, startTwoFactor } from '~/server/accounts/two-factor/settings.server'
import { config } from '~/server/platform/config.server'
import { linkIn, mailTo, uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'
import { totpCode } from '../sign-in'

const database = await useTestDatabase()
const PASSWORD = 'geheim123'
let clients = 0

/** A browser on this site, from its own address, holding these cookies (from an earlier result). */
function browser(cookies: string[] = []) {
	const cookie = cookies.map((value) => value.split(';')[0]).join('; ')
	const authHeaders = { origin: config().SITE_URL, ...(cookie && { cookie }) }
	return actorFor({ cookieHeader: cookie, client: { ip: `10.77.0.${++clients}`, userAgent: '', authHeaders }, sharedViewer: null })
}

/** Whether a result carries a session cookie (a refusal carries no cookies). */
const hasSession = (result: object) =>
	'cookies' in result && (result.cookies as string[]).some((cookie) => /session_token=[^;]+/.test(cookie))
const cookiesIn = (result: object) => ('cookies' in result ? (result.cookies as string[]) : [])

/** The id of the account with this address. */
async function userIdOf(email: string) {
	return (await database.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
}

/** Signed up and confirmed through the mailed link: the address signs in with PASSWORD. */
async function confirmedAccount() {
	const email = uniqueEmail('werkwoord')
	expect(await signUp(await browser(), { email, password: PASSWORD, firstName: null, lastName: null })).toEqual({ kind: 'mail-sent' })
	const token = new URL(linkIn((await mailTo(email, 'Bevestig je e-mailadres')).text)).searchParams.get('token')!
	await auth().api.verifyEmail({ query: { token } })
	return email
}

describe('the sign-in verbs', () => {
	it('sign up, then sign in: the session cookie; a wrong password is refused with its code', async () => {
		const email = uniqueEmail('onbevestigd')
		await signUp(await browser(), { email, password: PASSWORD, firstName: 'Fleur', lastName: null })
		expect(await signIn(await browser(), { email, password: PASSWORD })).toMatchObject({ kind: 'refused', code: 'forbidden' })

		const confirmed = await confirmedAccount()
		const result = await signIn(await browser(), { email: confirmed, password: PASSWORD })
		expect(result).toMatchObject({ kind: 'signed-in', user: { id: await userIdOf(confirmed) }, twoFactorSetUpFirst: false })
		expect(hasSession(result)).toBe(true)
		expect(await signIn(await browser(), { email: confirmed, password: 'fout-wachtwoord' })).toEqual({
			kind: 'refused',
			code: 'unauthenticated',
			message: 'Onjuist e-mailadres of wachtwoord.',
		})
	})

	it('an account with two-factor needs the second step, and the code completes it', async () => {
		const email = await confirmedAccount()
		const session = cookiesIn(await signIn(await browser(), { email, password: PASSWORD }))
		const { secret } = await startTwoFactor(await browser(session), { password: PASSWORD })
		await confirmTwoFactor(await browser(session), { code: totpCode(secret) })

		const first = await signIn(await browser(), { email, password: PASSWORD })
		expect(first.kind).toBe('two-factor-needed')
		expect(hasSession(first)).toBe(false)
		const pending = cookiesIn(first)
		expect(await confirmSecondStep(await browser(pending), { code: '000000', trustDevice: false })).toMatchObject({
			kind: 'refused',
			code: 'unauthenticated',
		})
		const second = await confirmSecondStep(await browser(pending), { code: totpCode(secret), trustDevice: false })
		expect(second.kind).toBe('signed-in')
		expect(hasSession(second)).toBe(true)
	})

	it('a reset request mails a link whose token sets the new password, once', async () => {
		const email = await confirmedAccount()
		expect(await requestPasswordReset(await browser(), { email })).toEqual({ kind: 'mail-sent' })
		const token = new URL(linkIn((await mailTo(email, 'Stel een nieuw wachtwoord in')).text)).pathname.split('/').pop()!

		const reset = { token, password: 'nieuw-wachtwoord' }
		expect(await resetPassword(await browser(), reset)).toEqual({ kind: 'password-updated' })
		expect(await signIn(await browser(), { email, password: PASSWORD })).toMatchObject({ kind: 'refused', code: 'unauthenticated' })
		expect(await signIn(await browser(), { email, password: 'nieuw-wachtwoord' })).toMatchObject({ kind: 'signed-in' })
		expect(await resetPassword(await browser(), reset)).toMatchObject({ kind: 'refused', code: 'invalid' })
	})
})
