import type { Page } from '@playwright/test'
import { mailTo } from '../outbox'
import { mailLink, ownerWithSalon, uniqueEmail } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'
import { AREA_ALERT_TITLE } from '~/lib/alerts/alerts'
import { paths } from '~/lib/common/paths'

const ALERT_SUBJECT = 'neemt weer nieuwe klanten aan'

/** The demo owner's salon in Haarlem, by the heading of its panel on the featured page. */
async function haarlemSalonName(owner: Page) {
	await gotoHydrated(owner, '/dashboard/uitgelicht')
	const heading = await owner
		.getByRole('region', { name: /in Haarlem/ })
		.getByRole('heading')
		.first()
		.textContent()
	return heading!.replace(/\s*in Haarlem\s*$/, '').trim()
}

/** Saves the salon's answer to "neemt u nieuwe klanten aan?" on the dashboard. */
async function saveAvailability(
	owner: Page,
	salonName: string,
	answer: 'Ja, we nemen nieuwe klanten aan' | 'Nee, we hebben een klantenstop',
) {
	await gotoHydrated(owner, '/dashboard')
	const card = owner.getByRole('article', { name: salonName })
	await card.getByRole('tab', { name: 'Nieuwe klanten' }).click()
	await card.getByRole('radio', { name: answer }).check()
	await card.getByRole('spinbutton', { name: /wachttijd/ }).fill('1')
	await card.getByRole('button', { name: 'Beschikbaarheid opslaan' }).click()
	await expect(toast(owner, 'Trimsalon bijgewerkt')).toBeVisible()
}

test.describe('[ALERTS]', () => {
	test('subscribe on /directory, confirm from the mail, an owner says "ja", the alert arrives, the unsubscribe page’s button ends it', async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000)
		const email = uniqueEmail('melding')
		await gotoHydrated(page, '/directory?location=Haarlem')
		const form = page.getByRole('region', { name: 'Mail me als een trimsalon bij mij in de buurt nieuwe klanten aanneemt' })
		await expect(form.getByLabel(/postcode/i)).toHaveValue('Haarlem')
		// The form's schema loads once the form is used; a post sent before it arrived waits for the check, and a failed check posts nothing.
		const posts: string[] = []
		page.on('request', (request) => {
			if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(paths.alertsSubscribe)) posts.push(request.url())
		})
		await form.getByRole('button', { name: 'Mail me' }).click()
		await expect(form.getByText('Vul je e-mailadres in.')).toBeVisible()
		expect(posts).toEqual([])
		await form.getByLabel(/e-mail/i).fill(email)
		await form.getByLabel(/postcode/i).fill('0000')
		await form.getByRole('button', { name: 'Mail me' }).click()
		await expect(form.getByText(/We kennen deze postcode of plaats niet/)).toBeVisible()
		await form.getByLabel(/postcode/i).fill('Haarlem')
		await form.getByLabel('Straal').selectOption('10')
		await expectAccessible(page)
		await form.getByRole('button', { name: 'Mail me' }).click()
		await expect(form.getByText(`krijg je een mail op ${email}`)).toBeVisible()

		// Opening the link (as a mail scanner does) confirms nothing; the page's button does.
		await gotoHydrated(page, await mailLink(page.request, email, 'Bevestig je melding'))
		await expect(page.getByRole('heading', { name: 'Bevestig je melding' })).toBeVisible()
		await expect(page.getByText('een van de trimsalons binnen 10 km van Haarlem')).toBeVisible()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Melding bevestigen' }).click()
		await expect(page.getByRole('heading', { name: 'Je melding is bevestigd' })).toBeVisible()

		const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '127.200.0.1' } })
		const owner = await ownerContext.newPage()
		expect(
			(await owner.request.post('/api/auth/sign-in/email', { data: { email: 'eigenaar@example.com', password: 'demo1234' } })).ok(),
		).toBe(true)
		const salon = await haarlemSalonName(owner)
		await saveAvailability(owner, salon, 'Nee, we hebben een klantenstop')
		await saveAvailability(owner, salon, 'Ja, we nemen nieuwe klanten aan')

		const alert = (await mailTo(page.request, email, `${salon} ${ALERT_SUBJECT}`)).text
		const unsubscribe = alert.match(/https?:\/\/[^"<\s]+\/meldingen\/afmelden\/[\w-]{43}/)?.[0] ?? ''
		expect(alert).toContain('wachttijd ± 1 week')
		expect(alert).toContain('volgens de eigenaar sinds')
		expect(alert).toContain('binnen 10 km van Haarlem')
		expect(alert).toContain(`/trimsalon/`)

		await gotoHydrated(page, unsubscribe)
		await expect(page.getByRole('heading', { name: 'Afmelden' })).toBeVisible()
		await page.getByRole('button', { name: 'Afmelden' }).click()
		await expect(page.getByRole('heading', { name: 'Je bent afgemeld' })).toBeVisible()
		await expect(page.getByText('Je ontvangt over deze melding geen mails meer.')).toBeVisible()
		await expectAccessible(page)

		// The subscription is gone: its link now finds nothing to end, so no mail can follow.
		await page.goto(unsubscribe)
		await expect(page.getByText('Deze melding bestaat niet meer')).toBeVisible()
		await ownerContext.close()
	})

	test('a salon with a klantenstop offers an alert for itself; the user sees it under Mijn account and ends it there', async ({ page }) => {
		const salon = await ownerWithSalon(page, clientAddress(test.info().workerIndex))
		await saveAvailability(page, salon.name, 'Nee, we hebben een klantenstop')
		await page.getByRole('link', { name: `Bekijk de openbare pagina van ${salon.name}` }).click()
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		const form = page.getByRole('region', { name: 'Mail me als deze trimsalon weer nieuwe klanten aanneemt' })
		await expect(form.getByLabel(/postcode/i)).toHaveCount(0)
		await form.getByLabel(/e-mail/i).fill(salon.email)
		await form.getByRole('button', { name: 'Mail me' }).click()
		await expect(form.getByText(`krijg je een mail op ${salon.email}`)).toBeVisible()
		await gotoHydrated(page, await mailLink(page.request, salon.email, 'Bevestig je melding'))
		await expect(page.getByText(`Je vroeg om een mail wanneer ${salon.name} weer nieuwe klanten aanneemt.`)).toBeVisible()
		await page.getByRole('button', { name: 'Melding bevestigen' }).click()
		await expect(page.getByRole('heading', { name: 'Je melding is bevestigd' })).toBeVisible()

		await gotoHydrated(page, '/account')
		const alerts = page.getByRole('region', { name: 'Meldingen over nieuwe plekken' })
		await expect(alerts.getByText(salon.name)).toBeVisible()
		await expectAccessible(page)
		await alerts.getByRole('button', { name: `Melding beëindigen: ${salon.name}` }).click()
		await expect(toast(page, 'Melding beëindigd')).toBeVisible()
		await expect(alerts.getByText('Je hebt geen meldingen.')).toBeVisible()
	})

	test('past a few requests from one client the form solves a proof of work by itself, keyboard only', async ({ page }) => {
		// This test is a client of its own: spend its few requests without a proof first.
		for (let i = 0; i < 3; i++) {
			const answer = await page.request.post('/meldingen/aanmelden', {
				form: { email: uniqueEmail('bewijs'), place: 'Haarlem', radius: '10' },
			})
			expect(answer.status()).toBe(200)
		}
		const refused = await page.request.post('/meldingen/aanmelden', {
			form: { email: uniqueEmail('bewijs'), place: 'Haarlem', radius: '10' },
		})
		expect(refused.status()).toBe(400)

		const email = uniqueEmail('bewijs')
		await gotoHydrated(page, '/directory?location=Haarlem')
		const form = page.getByRole('region', { name: AREA_ALERT_TITLE })
		const status = form.getByRole('status').filter({ hasText: 'misbruik' })
		await expect(status).toHaveText('We controleren automatisch op misbruik zodra je begint.')
		await form.getByLabel(/e-mail/i).focus()
		await page.keyboard.type(email)
		await expect(status).toHaveText('Controle tegen misbruik: klaar.')
		await expectAccessible(page)
		await page.keyboard.press('Enter')
		await expect(form.getByText(`krijg je een mail op ${email}`)).toBeVisible()
	})
})
