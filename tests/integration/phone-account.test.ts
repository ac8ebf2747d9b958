/**
 * Mijn account: a number added or changed with a code by SMS, and an e-mail address added to a phone
 * account with the usual confirmation link.
 */
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as account } from '~/routes/account'
import { action as claimsApi } from '~/routes/api.claims'
import { action as dashboardFeatured } from '~/routes/dashboard/featured'
import { action as submitSalon, loader as submitPage } from '~/routes/submit-trimsalon'
import { loader as authApi, action as authApiAction } from '~/routes/api.auth'
import { profiles, smsCodes, users } from '~/server/accounts/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { smsOutbox } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { config } from '~/server/platform/config.server'
import { formRequest, linkIn, requestContext, toastOf, mailTo, mailsTo, run, uniqueEmail } from '../actions'
import { emailAccount, phoneOnlyAccount, uniqueNumber } from '../phone-accounts'
import { useTestDatabase } from '../db'
import { waitFor } from '../wait'

const database = await useTestDatabase()
let clients = 0
const nextClient = () => `198.51.101.${++clients}`
const REFUSED = 'onjuist, verlopen of te vaak geprobeerd'
const PASSWORD = 'geheim123'

const post = (cookie: string, fields: Record<string, string>, clientIp = nextClient()) =>
	run(account, formRequest('/account', fields, cookie), clientIp)

const userOf = async (id: string) => (await database.select().from(users).where(eq(users.id, id)))[0]!
const textsTo = (number: string) => database.select().from(smsOutbox).where(eq(smsOutbox.to, number)).orderBy(desc(smsOutbox.id))

/** The code in the newest text to this number (texts go out in the background). */
async function codeFor(number: string) {
	const text = await waitFor(`a text to ${number}`, async () => (await textsTo(number))[0])
	return text.body.match(/: (\d{6})\./)![1]!
}

type CodeStep = { codeFor: { phone: string; request: string }; notice: string }

describe('Mijn account: the mobile number', () => {
	it('adds a number to an e-mail account only with the right code, asked for in this browser', async () => {
		const user = await emailAccount()
		const number = uniqueNumber()
		const asked = await post(user.cookie, { intent: 'phone', currentPassword: PASSWORD, phone: `06-${number.slice(4)}` })
		expect(asked.status).toBe(200)
		const step = (asked.data as CodeStep).codeFor
		expect(step.phone).toBe(number)
		const code = await codeFor(number)
		expect((await textsTo(number))[0]!.body).toContain('om dit nummer aan je account toe te voegen')

		const wrong = await post(user.cookie, { intent: 'phoneCode', ...step, code: code === '000000' ? '111111' : '000000' })
		expect(wrong.status).toBe(400)
		expect(JSON.stringify(wrong.data)).toContain(REFUSED)
		const otherKey = await post(user.cookie, { intent: 'phoneCode', ...step, request: 'x'.repeat(22), code })
		expect(otherKey.status).toBe(400)
		expect((await userOf(user.id)).phoneNumber).toBeNull()

		const right = await post(user.cookie, { intent: 'phoneCode', ...step, code })
		expect(right.status).toBe(302)
		expect(await userOf(user.id)).toMatchObject({ phoneNumber: number, phoneNumberVerified: true, email: user.email })
		const told = await mailTo(user.email, 'Mobiel nummer toegevoegd aan je account')
		expect(told.text).toContain(`het mobiele nummer 06 ${number.slice(4)} toegevoegd`)
		expect(told.text).toContain('Was jij dit niet?')
	})

	it('asks for the current password before any code is sent: a session alone cannot add or change the number', async () => {
		const user = await emailAccount()
		const number = uniqueNumber()
		for (const fields of [{ phone: number }, { phone: number, currentPassword: 'fout-wachtwoord' }] as Record<string, string>[]) {
			const answer = await post(user.cookie, { intent: 'phone', ...fields })
			expect(answer.status).toBe(400)
			expect(JSON.stringify(answer.data)).toMatch(/Vul je huidige wachtwoord in|Het wachtwoord is onjuist/)
		}
		expect(await database.select().from(smsCodes).where(eq(smsCodes.phone_number, number))).toHaveLength(0)
		expect(await textsTo(number)).toHaveLength(0)
	})

	it('tells the old number by text when a phone account without an address changes its number', async () => {
		const user = await phoneOnlyAccount()
		const number = uniqueNumber()
		const step = ((await post(user.cookie, { intent: 'phone', currentPassword: PASSWORD, phone: number })).data as CodeStep).codeFor
		expect((await post(user.cookie, { intent: 'phoneCode', ...step, code: await codeFor(number) })).status).toBe(302)
		expect((await userOf(user.id)).phoneNumber).toBe(number)
		const text = await waitFor('a text to the old number', async () => (await textsTo(user.phoneNumber))[0])
		expect(text.body).toContain('het mobiele nummer van je account is gewijzigd')
		expect(await mailsTo(user.email)).toHaveLength(0)
	})

	it("answers the same for another account's number, sends it no text, and never takes it", async () => {
		const owner = await phoneOnlyAccount()
		const user = await emailAccount()
		const free = uniqueNumber()
		const forFree = await post(user.cookie, { intent: 'phone', currentPassword: PASSWORD, phone: free })
		const forTaken = await post(user.cookie, { intent: 'phone', currentPassword: PASSWORD, phone: owner.phoneNumber })
		expect(forTaken.status).toBe(forFree.status)
		const noticeOf = (answer: { data: unknown }, number: string) => (answer.data as CodeStep).notice.replace(`06 ${number.slice(4)}`, 'N')
		expect(noticeOf(forTaken, owner.phoneNumber)).toBe(noticeOf(forFree, free))
		await codeFor(free)
		expect(await textsTo(owner.phoneNumber)).toHaveLength(0)
		for (const code of ['123456', '654321']) {
			const tried = await post(user.cookie, { intent: 'phoneCode', ...(forTaken.data as CodeStep).codeFor, code })
			expect(JSON.stringify(tried.data)).toContain(REFUSED)
		}
		expect((await userOf(user.id)).phoneNumber).toBeNull()
		expect((await userOf(owner.id)).phoneNumber).toBe(owner.phoneNumber)
	})

	it('sends a new code for its own open request only ("Geen sms ontvangen?")', async () => {
		const user = await emailAccount()
		const other = await emailAccount()
		const number = uniqueNumber()
		const step = ((await post(user.cookie, { intent: 'phone', currentPassword: PASSWORD, phone: number })).data as CodeStep).codeFor
		await codeFor(number)
		const notMine = await post(other.cookie, { intent: 'phoneCode', resend: '1', ...step })
		expect(notMine.status).toBe(200)
		const resent = await post(user.cookie, { intent: 'phoneCode', resend: '1', ...step })
		expect(resent.data).toMatchObject({ ok: true, codeFor: { phone: number } })
		await waitFor('the second code', async () => (await textsTo(number)).length >= 2)
		expect(await textsTo(number)).toHaveLength(2)
		const code = await codeFor(number)
		expect((await post(user.cookie, { intent: 'phoneCode', ...(resent.data as CodeStep).codeFor, code })).status).toBe(302)
	})

	it("refuses another account's code, even in the browser it was sent to", async () => {
		const first = await emailAccount()
		const second = await emailAccount()
		const number = uniqueNumber()
		const step = ((await post(first.cookie, { intent: 'phone', currentPassword: PASSWORD, phone: number })).data as CodeStep).codeFor
		const code = await codeFor(number)
		const stolen = await post(second.cookie, { intent: 'phoneCode', ...step, code })
		expect(JSON.stringify(stolen.data)).toContain(REFUSED)
		expect((await userOf(second.id)).phoneNumber).toBeNull()
		expect((await post(first.cookie, { intent: 'phoneCode', ...step, code })).status).toBe(302)
	})

	it('refuses a landline or foreign number in Dutch, and sends nothing', async () => {
		const user = await emailAccount()
		for (const phone of ['0201234567', '+441234567890', '', 'x'.repeat(300)]) {
			const answer = await post(user.cookie, { intent: 'phone', currentPassword: PASSWORD, phone })
			expect(answer.status, phone).toBe(400)
			expect(JSON.stringify(answer.data)).toContain('Vul een Nederlands mobiel nummer in')
		}
	})
})

describe('Mijn account: an e-mail address for a phone account', () => {
	it('replaces the stand-in only after the link in the mail to the new address is followed', async () => {
		const user = await phoneOnlyAccount()
		const email = uniqueEmail('toegevoegd')
		const asked = await post(user.cookie, { intent: 'email', email })
		expect(asked.status).toBe(302)
		const mail = await mailTo(email, 'Bevestig je e-mailadres')
		expect(mail.text).toContain('Je hebt dit e-mailadres toegevoegd aan je account')
		expect(mail.text).toContain('Heb jij dit adres niet toegevoegd?')
		expect(mail.text).not.toContain('Bedankt voor je aanmelding')
		expect((await userOf(user.id)).email).toBe(user.email)

		const link = linkIn(mail.text)
		expect(new URL(link).searchParams.get('callbackURL')).toBe('/account?email=bevestigd')
		const followed = (await authApi({ request: new Request(link), context: requestContext(nextClient()), params: {} } as never)) as Response
		expect(followed.status).toBe(302)
		expect(followed.headers.get('location')).toContain('/account?email=bevestigd')
		expect(await userOf(user.id)).toMatchObject({ email, emailVerified: true, phoneNumber: user.phoneNumber })
		expect((await database.select().from(profiles).where(eq(profiles.id, user.id)))[0]!.email).toBe(email)
	})

	it("answers the same for another account's address and mails it nothing", async () => {
		const other = await emailAccount()
		const user = await phoneOnlyAccount()
		const answer = await post(user.cookie, { intent: 'email', email: other.email })
		expect(answer.status).toBe(302)
		// An address asked for later, by another account, has its mail: one to the taken address would be there by now.
		const later = uniqueEmail('later')
		expect((await post((await phoneOnlyAccount()).cookie, { intent: 'email', email: later })).status).toBe(302)
		await mailTo(later, 'Bevestig je e-mailadres')
		expect(await mailsTo(other.email)).toHaveLength(0)
		expect((await userOf(user.id)).email).toBe(user.email)
	})

	it('keeps the address of an e-mail account, and better-auth’s own change-email route is closed', async () => {
		const user = await emailAccount()
		const answer = await post(user.cookie, { intent: 'email', email: uniqueEmail('ander') })
		expect(answer.status).toBe(400)
		const direct = new Request(`${config().SITE_URL}/api/auth/change-email`, {
			method: 'POST',
			headers: { cookie: user.cookie, origin: config().SITE_URL, 'content-type': 'application/json' },
			body: JSON.stringify({ newEmail: uniqueEmail('ander') }),
		})
		expect((await run(authApiAction, direct, nextClient())).status).toBe(404)
		expect((await userOf(user.id)).email).toBe(user.email)
	})
})

describe('a phone-only account is asked for an e-mail address where mail follows', () => {
	/** Each form, posted by this account; and whether its answer is the way to Mijn account. */
	const FORMS = [
		{
			name: 'a claim',
			handler: claimsApi,
			path: '/api/claims',
			fields: async () => ({ salonId: String(await freshSalon()), message: '' }),
		},
		{ name: 'a submission', handler: submitSalon, path: '/submit-trimsalon', fields: async () => ({ businessName: '' }) },
		{
			name: 'a featured checkout',
			handler: dashboardFeatured,
			path: '/dashboard/uitgelicht',
			fields: async () => ({ intent: 'checkout', salonId: '1', plan: 'monthly' }),
		},
	]

	async function freshSalon() {
		const [salon] = await database
			.insert(salons)
			.values({ name: 'Telefoon Salon', slug: `telefoon-${Math.random().toString(36).slice(2)}` })
			.returning({ id: salons.id })
		return salon!.id
	}

	it('sends it to Mijn account when it opens the submission form, before it fills anything in', async () => {
		const user = await phoneOnlyAccount()
		const page = (cookie?: string) =>
			run(submitPage, new Request(`${config().SITE_URL}/submit-trimsalon`, { headers: cookie ? { cookie } : {} }))
		expect((await page(user.cookie)).location).toBe('/account')
		expect((await page()).status).toBe(200)
		expect((await page((await emailAccount()).cookie)).status).toBe(200)
	})

	for (const form of FORMS) {
		it(`sends it to Mijn account before ${form.name}, and lets it through once it has an address`, async () => {
			const user = await phoneOnlyAccount()
			const fields = await form.fields()
			const before = await run(form.handler, formRequest(form.path, fields, user.cookie), nextClient())
			expect(before.status).toBe(302)
			expect(before.location).toBe('/account')
			expect((await toastOf(before.headers))?.description).toBe(
				'Voeg eerst een e-mailadres toe; we sturen je daar bevestigingen en facturen.',
			)
			if (form.handler === claimsApi) {
				expect(await database.select().from(listingClaims).where(eq(listingClaims.user_id, user.id))).toHaveLength(0)
			}

			// As after following the confirmation link: a real, verified address.
			await database
				.update(users)
				.set({ email: uniqueEmail('bevestigd') })
				.where(eq(users.id, user.id))
			const after = await run(form.handler, formRequest(form.path, fields, user.cookie), nextClient())
			expect(after.location).not.toBe('/account')
			expect(after.status).toBeLessThan(500)
			if (form.handler === claimsApi) {
				expect(await database.select().from(listingClaims).where(eq(listingClaims.user_id, user.id))).toHaveLength(1)
			}
		})
	}
})
