import { haarlemBookingPage } from './accounts'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test.describe('[HERHALEN OP EEN TELEFOON]', () => {
	test('the demo user books a series of 3 every 4 weeks at Haarlem, sees each date before confirming, and finds them grouped in Mijn afspraken', async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000)
		const bookingPage = (await haarlemBookingPage(browser, '127.205.0.1')).path
		expect(
			(await page.request.post('/api/auth/sign-in/email', { data: { email: 'gebruiker@example.com', password: 'demo1234' } })).ok(),
		).toBe(true)
		await gotoHydrated(page, bookingPage)
		await page.getByLabel('Naam van je hond').fill('Saar')
		await page.getByLabel('Ras').fill('Poedel')
		await page.getByLabel('Gewicht').fill('8')
		await page.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
		await page.getByRole('button', { name: 'Volgende' }).click()
		await expect(page.getByRole('heading', { level: 2, name: 'Prijs en vrije tijden' })).toBeFocused()

		// The last time offered, weeks ahead, then 'Herhalen': the button asks to see the dates first.
		await page.getByText('Meer dagen').click()
		await page.locator('input[name="startsAt"]').last().check()
		await page.getByLabel('Herhalen').selectOption({ label: 'Elke 4 weken' })
		await page.getByLabel('Aantal afspraken (in totaal)').selectOption({ label: '3 afspraken' })
		await expect(page.getByRole('button', { name: 'Afspraak bevestigen' })).toHaveCount(0)
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Data bekijken' }).click()

		const list = page.getByRole('heading', { level: 2, name: 'Je afspraken, elke 4 weken' })
		await expect(list).toBeFocused()
		await expect(page.getByRole('listitem').filter({ hasText: /om \d\d:\d\d/ })).toHaveCount(3)
		await expect(page.getByText('Je boekt 3 afspraken, elk met een eigen bevestiging.')).toBeVisible()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Afspraak bevestigen' }).click()

		await expect(page.getByRole('heading', { level: 2, name: 'Afspraken bevestigd' })).toBeFocused()
		await expect(page.getByText(/Je 3 afspraken bij .* voor Saar staan vast/)).toBeVisible()
		await expectAccessible(page)

		await gotoHydrated(page, '/account/afspraken')
		const series = page.getByRole('region', { name: 'Reeks van 3, elke 4 weken' })
		await expect(series.getByRole('article')).toHaveCount(3)
		await expect(series.getByRole('button', { name: /^Annuleren/ })).toHaveCount(3)
		await expect(series.getByText('Saar').first()).toBeVisible()
		await expectAccessible(page)
	})
})
