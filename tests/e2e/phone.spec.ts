import type { APIRequestContext, Page } from '@playwright/test'
import { codeIn, textTo } from '../outbox'
import { totpCode } from '../sign-in'
import { logIn, mailLink, PASSWORD, registerVerified, uniqueEmail } from './accounts'
import { expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

let counter = 0
/** A fresh Dutch mobile number (06 12 plus six digits) for each test run. */
function uniqueMobile() {
	const digits = String((Date.now() + process.pid * 7919 + ++counter * 104729) % 1_000_000).padStart(6, '0')
	return { dashed: `06-12${digits}`, international: `+31 6 12${digits.slice(0, 2)} ${digits.slice(2)}`, e164: `+3161${2}${digits}` }
}

/**
 * The code in the newest text message to this number (of one kind, when `about` is given); waits,
 * since codes go out in the background.
 */
async function smsCode(request: APIRequestContext, e164: string, about = '') {
	return codeIn(await textTo(request, e164, (texts) => texts.find((text) => text.body.includes(about))))
}

/** The code of the newest of at least two texts to this number (a new code replaces the old one). */
async function secondCode(request: APIRequestContext, e164: string) {
	return codeIn(await textTo(request, e164, (texts) => (texts.length > 1 ? texts[0] : undefined)))
}

/** Signs up with this number and the code from /dev/sms; the page is then logged in. */
async function signUpByNumber(page: Page, e164: string) {
	await gotoHydrated(page, '/auth?tab=signup')
	const signup = page.getByRole('tabpanel', { name: 'Registreren' })
	await signup.getByLabel('E-mailadres of mobiel nummer').fill(e164)
	await signup.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
	await signup.getByLabel('Bevestig wachtwoord').fill(PASSWORD)
	await signup.getByRole('button', { name: 'Account aanmaken' }).click()
	await signup.getByLabel('Code uit de sms').fill(await smsCode(page.request, e164))
	await signup.getByRole('button', { name: 'Bevestigen' }).click()
	await expect(page).toHaveURL(/\/trimsalon-signup$/)
}

test.describe('[PHONE]', () => {
	// Each test signs up, reads /dev/sms and signs in again: several page loads on a shared machine.
	test.describe.configure({ timeout: 180_000 })
	test('register with a number, refuse a wrong code, confirm with the code from /dev/sms, log in with the number written another way', async ({
		page,
	}) => {
		const mobile = uniqueMobile()
		await gotoHydrated(page, '/auth?tab=signup')
		const form = page.getByRole('tabpanel', { name: 'Registreren' })
		await form.getByLabel('E-mailadres of mobiel nummer').fill('0201234567')
		await form.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
		await form.getByLabel('Bevestig wachtwoord').fill(PASSWORD)
		await form.getByRole('button', { name: 'Account aanmaken' }).click()
		await expect(form.getByText('Vul een Nederlands mobiel nummer in (06…) of een e-mailadres')).toBeVisible()

		await form.getByLabel('E-mailadres of mobiel nummer').fill(mobile.dashed)
		await form.getByRole('button', { name: 'Account aanmaken' }).click()
		await expect(form.getByText(/We hebben een sms met een code van 6 cijfers gestuurd/)).toBeVisible()
		await expectAccessible(page)
		const code = await smsCode(page.request, mobile.e164)

		const wrong = code === '000000' ? '111111' : '000000'
		await form.getByLabel('Code uit de sms').fill(wrong)
		await form.getByRole('button', { name: 'Bevestigen' }).click()
		await expect(form.getByRole('alert')).toContainText('De code is onjuist, verlopen of te vaak geprobeerd.')
		await expect(form.getByLabel('Code uit de sms')).toHaveAttribute('autocomplete', 'one-time-code')

		await form.getByLabel('Code uit de sms').fill(code)
		await form.getByRole('button', { name: 'Bevestigen' }).click()
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
		await expect(toast(page, 'Account aangemaakt')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible()

		await page.context().clearCookies()
		await gotoHydrated(page, '/auth')
		await logIn(page, mobile.international, 'fout-wachtwoord')
		await expect(page.getByRole('alert')).toBeVisible()
		await logIn(page, mobile.international, PASSWORD)
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
		await expect(toast(page, 'Succesvol ingelogd')).toBeVisible()
	})

	test('reset the password of a number account by SMS', async ({ page }) => {
		const mobile = uniqueMobile()
		await signUpByNumber(page, mobile.e164)
		await page.context().clearCookies()

		await gotoHydrated(page, '/auth')
		await page.getByLabel('E-mailadres of mobiel nummer').fill(mobile.dashed)
		await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click()
		await expect(page.getByText(/ontvang je binnen een minuut een sms/)).toBeVisible()
		await expectAccessible(page)
		await page.getByLabel('Code uit de sms').fill(await smsCode(page.request, mobile.e164, 'nieuw wachtwoord'))
		await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-geheim1')
		await page.getByLabel('Bevestig nieuw wachtwoord').fill('nieuw-geheim1')
		await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
		await expect(toast(page, 'Wachtwoord bijgewerkt')).toBeVisible()
		await logIn(page, mobile.dashed, 'nieuw-geheim1')
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
	})

	test('past a few texts from one client the forms solve a proof of work by themselves, a new code from the code step too', async ({
		page,
	}) => {
		// This test is a client of its own: spend its few texts without a proof first (on numbers without an account, which get none).
		for (let i = 0; i < 3; i++) {
			const answer = await page.request.post('/auth', { form: { intent: 'forgot', email: uniqueMobile().e164 } })
			expect(answer.status()).toBe(200)
		}
		const mobile = uniqueMobile()
		await gotoHydrated(page, '/auth?tab=signup')
		const form = page.getByRole('tabpanel', { name: 'Registreren' })
		const status = form.getByRole('status').filter({ hasText: 'Controle tegen misbruik' })
		await form.getByLabel('E-mailadres of mobiel nummer').fill(mobile.e164)
		await form.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
		await form.getByLabel('Bevestig wachtwoord').fill(PASSWORD)
		await expect(status).toHaveText('Controle tegen misbruik: klaar.')
		await form.getByRole('button', { name: 'Account aanmaken' }).click()
		await expect(form.getByText(/We hebben een sms met een code van 6 cijfers gestuurd/)).toBeVisible()
		await smsCode(page.request, mobile.e164)

		// The code step follows an answer: its proof for a new code starts at once.
		await expect(status).toHaveText('Controle tegen misbruik: klaar.')
		await expectAccessible(page)
		await form.getByRole('button', { name: 'Vraag een nieuwe code aan' }).click()
		await expect(form.getByText(/een eerdere code werkt niet meer/)).toBeVisible()
		await form.getByLabel('Code uit de sms').fill(await secondCode(page.request, mobile.e164))
		await form.getByRole('button', { name: 'Bevestigen' }).click()
		await expect(toast(page, 'Account aangemaakt')).toBeVisible()
	})

	test('a number account with two-factor logs in with the number, the password and the code from the app', async ({ page }) => {
		const mobile = uniqueMobile()
		await signUpByNumber(page, mobile.e164)
		await gotoHydrated(page, '/account')
		await page.getByRole('link', { name: 'Instellen' }).click()
		// The account page has a 'Je wachtwoord' field too: fill the one of the page the link opens.
		await expect(page.getByRole('heading', { level: 1, name: 'Tweestapsverificatie' })).toBeVisible()
		await page.getByLabel('Je wachtwoord').fill(PASSWORD)
		await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click()
		const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
		await page.getByLabel('Code uit je authenticator-app').fill(totpCode(secret))
		await page.getByRole('button', { name: 'Bevestigen en aanzetten' }).click()
		await expect(toast(page, 'Tweestapsverificatie staat aan')).toBeVisible()

		await page.context().clearCookies()
		await gotoHydrated(page, '/auth?tab=login')
		await logIn(page, mobile.international, PASSWORD)
		await expect(page).toHaveURL(/\/auth\?mode=two-factor/)
		await page.getByLabel('Verificatiecode').fill(totpCode(secret))
		await page.getByRole('button', { name: 'Bevestigen' }).click()
		await expect(toast(page, 'Succesvol ingelogd')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible()
	})

	test('an e-mail account adds a number under Mijn account with the code from /dev/sms, then logs in with it', async ({ page }) => {
		const mobile = uniqueMobile()
		await registerVerified(page.request, 'nummer')
		await gotoHydrated(page, '/account')
		const section = page.getByRole('region', { name: 'Mobiel nummer' })
		await expect(section.getByText('Je hebt nog geen mobiel nummer toegevoegd.')).toBeVisible()
		await section.getByRole('textbox', { name: 'Mobiel nummer' }).fill(mobile.dashed)
		await section.getByRole('button', { name: 'Code sturen' }).click()
		// A session alone is not enough: the current password is asked for first.
		await expect(section.getByText('Vul je huidige wachtwoord in.')).toBeVisible()
		await section.getByLabel('Je wachtwoord').fill(PASSWORD)
		await section.getByRole('button', { name: 'Code sturen' }).click()
		await expect(section.getByText(/ontvang je binnen een minuut een sms met een code van 6 cijfers/)).toBeVisible()
		await smsCode(page.request, mobile.e164, 'om dit nummer aan je account toe te voegen')
		await section.getByRole('button', { name: 'Vraag een nieuwe code aan' }).click()
		await expect(section.getByText(/een eerdere code werkt niet meer/)).toBeVisible()
		await expect(section.getByLabel('Code uit de sms')).toHaveAttribute('autocomplete', 'one-time-code')
		await expectAccessible(page)
		const code = await secondCode(page.request, mobile.e164)
		await section.getByLabel('Code uit de sms').fill(code === '000000' ? '111111' : '000000')
		await section.getByRole('button', { name: 'Nummer bevestigen' }).click()
		await expect(section.getByRole('alert')).toContainText('De code is onjuist, verlopen of te vaak geprobeerd.')
		await section.getByLabel('Code uit de sms').fill(code)
		await section.getByRole('button', { name: 'Nummer bevestigen' }).click()
		await expect(toast(page, 'Nummer opgeslagen')).toBeVisible()
		await expect(section.getByText(`Je nummer: 06 ${mobile.e164.slice(4)}.`)).toBeVisible()

		await page.context().clearCookies()
		await gotoHydrated(page, '/auth?tab=login')
		await logIn(page, mobile.dashed, PASSWORD)
		await expect(toast(page, 'Succesvol ingelogd')).toBeVisible()
	})

	test('a number account is sent to Mijn account before a claim, adds an e-mail address with the link from /dev/mail, then claims', async ({
		page,
	}) => {
		const mobile = uniqueMobile()
		await signUpByNumber(page, mobile.e164)
		// A salon of a range no other browser test claims (the admin's claims test approves one of 2400-2449).
		await gotoHydrated(page, `/trimsalon/${2450 + Math.floor(Math.random() * 50)}`)
		const salonUrl = page.url()
		await page.getByRole('button', { name: 'Claim deze trimsalon' }).click()
		const dialog = page.getByRole('dialog', { name: 'Claim deze trimsalon' })
		await dialog.getByRole('button', { name: 'Claim indienen' }).click()
		await expect(page).toHaveURL(/\/account$/)
		await expect(toast(page, 'E-mailadres nodig')).toBeVisible()
		await expect(toast(page, 'Voeg eerst een e-mailadres toe; we sturen je daar bevestigingen en facturen.')).toBeVisible()

		const email = uniqueEmail('telefoon-mail')
		const section = page.getByRole('region', { name: 'E-mailadres' })
		await section.getByRole('textbox', { name: 'E-mailadres' }).fill(email)
		await section.getByRole('button', { name: 'Bevestigingslink sturen' }).click()
		await expect(toast(page, 'Bevestig je e-mailadres')).toBeVisible()
		await expectAccessible(page)
		await page.goto(await mailLink(page.request, email, 'Bevestig je e-mailadres'))
		await expect(page).toHaveURL(/\/account\?email=bevestigd$/)
		await expect(page.getByText('Je e-mailadres is bevestigd.')).toBeVisible()
		await expect(page.getByRole('region', { name: 'E-mailadres' })).toHaveCount(0)

		await gotoHydrated(page, salonUrl)
		await page.getByRole('button', { name: 'Claim deze trimsalon' }).click()
		await dialog.getByRole('button', { name: 'Claim indienen' }).click()
		await expect(toast(page, 'Claim ingediend')).toBeVisible()
	})
})
