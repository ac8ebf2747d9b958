import type { Browser, Page } from '@playwright/test'
import { registerVerified } from './accounts'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { mailTo } from '../outbox'

const OWNER = 'eigenaar@example.com'

/** The public page and name of the demo owner's salon in Haarlem, which takes online bookings, read from the owner's dashboard. */
async function haarlemSalon(browser: Browser) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '127.203.0.1' } })
	const owner = await context.newPage()
	expect((await owner.request.post('/api/auth/sign-in/email', { data: { email: OWNER, password: 'demo1234' } })).ok()).toBe(true)
	await gotoHydrated(owner, '/dashboard')
	const card = owner.getByRole('article').filter({ hasText: 'Haarlem' }).first()
	const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
	const path = (await card.getByRole('link', { name: /Bekijk de openbare pagina/ }).getAttribute('href'))!
	await context.close()
	return { name, path }
}

/** The booking's first step for a small dog, then the price and the free times. */
async function chooseDog(page: Page, salonPath: string, dogName: string) {
	await gotoHydrated(page, `${salonPath}/afspraak-maken`)
	await page.getByLabel('Naam van je hond').fill(dogName)
	await page.getByLabel('Ras').fill('Poedel')
	await page.getByLabel('Gewicht').fill('6')
	await page.getByLabel('Vachttype').selectOption({ label: 'Kort' })
	await page.getByRole('button', { name: 'Volgende' }).click()
	await expect(page.getByRole('heading', { name: 'Prijs en vrije tijden' })).toBeVisible()
}

test.describe('[WACHTLIJST]', () => {
	test('a dog owner joins the list, a time freed by another is offered by mail, and its link books it', async ({ page, browser }) => {
		test.setTimeout(120_000)
		const salon = await haarlemSalon(browser)
		const waiter = await registerVerified(page.request, 'wachter')

		// The first dog owner joins the waiting list on the second step, without wishes.
		await chooseDog(page, salon.path, 'Wachter')
		await expect(page.getByRole('button', { name: 'Zet me op de wachtlijst' })).toBeVisible()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Zet me op de wachtlijst' }).click()
		await expect(page.getByRole('heading', { name: 'Je staat op de wachtlijst' })).toBeFocused()
		await expect(page.getByText(`Je staat op de wachtlijst van ${salon.name}`)).toBeVisible()
		await expectAccessible(page)
		await gotoHydrated(page, '/account/wachtlijsten')
		await expect(page.getByRole('heading', { name: salon.name })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Van de wachtlijst af' })).toBeVisible()
		await expectAccessible(page)

		// A second dog owner books a time days away and cancels it.
		const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '127.203.0.2' } })
		const second = await other.newPage()
		await registerVerified(second.request, 'annuleerder')
		await chooseDog(second, salon.path, 'Annuleer')
		const time = second.locator('form fieldset > fieldset input[name="startsAt"]').last()
		const startsAt = (await time.getAttribute('value'))!
		await time.check()
		await second.getByRole('button', { name: 'Afspraak bevestigen' }).click()
		await expect(second.getByRole('heading', { name: 'Afspraak bevestigd' })).toBeVisible()
		await gotoHydrated(second, '/account/afspraken')
		await second
			.getByRole('region', { name: 'Komende afspraken' })
			.getByRole('button', { name: /^Annuleren/ })
			.first()
			.click()
		await second.getByRole('button', { name: 'Ja, annuleren' }).click()
		await expect(second.getByRole('region', { name: 'Eerdere afspraken' })).toContainText('Geannuleerd')
		await other.close()

		// The first in line gets the mail, and opens its link from the outbox.
		const offer = await mailTo(page.request, waiter, `Er is een tijd vrijgekomen bij ${salon.name}`)
		expect(offer.attachments?.[0]?.filename).toBe('afspraak.ics')
		expect(offer.text).toMatch(/We houden deze tijd voor je vrij tot/)
		await gotoHydrated(page, '/dev/mail')
		await page
			.getByRole('article', { name: offer.subject })
			.filter({ hasText: waiter })
			.first()
			.getByRole('link', { name: /\/wachtlijst\/aanbod\// })
			.click()
		await expect(page.getByRole('heading', { name: 'Er is een tijd vrijgekomen' })).toBeVisible()
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Deze tijd boeken' }).click()
		await expect(page.getByRole('heading', { name: 'Afspraak bevestigd' })).toBeVisible()
		await expectAccessible(page)

		await gotoHydrated(page, '/account/afspraken')
		const coming = page.getByRole('region', { name: 'Komende afspraken' })
		await expect(coming.getByText('Wachter')).toBeVisible()
		await expect(coming.getByRole('article').filter({ hasText: 'Wachter' })).toHaveCount(1)
		expect(new Date(startsAt).getTime()).toBeGreaterThan(Date.now())
	})
})
