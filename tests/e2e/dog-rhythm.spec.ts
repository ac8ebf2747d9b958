import { haarlemBookingPage, registerVerified } from './accounts'
import { expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test.describe('[HET RITME VAN DE HOND OP EEN TELEFOON]', () => {
	test('a new dog owner gives a dog its rhythm in Mijn honden (suggested by its coat), turns the reminders off and on, and a booking link of the mail opens with its time chosen', async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000)
		const bookingPage = (await haarlemBookingPage(browser, '127.207.0.1')).path
		await registerVerified(page.request, 'ritme')

		await gotoHydrated(page, '/account/honden')
		await page.getByLabel('Naam van je hond').fill('Saar')
		await page.getByLabel('Ras').fill('Poedel')
		await page.getByLabel('Gewicht').fill('7')
		const rhythm = page.getByLabel('Hoe vaak naar de trimsalon')
		await expect(rhythm).toHaveValue('')
		// The coat suggests a rhythm, as the site's advice has it; the owner picks another.
		await page.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
		await expect(rhythm.locator('option:checked')).toHaveText('Elke 6 weken')
		await expect(page.getByText('Voor deze vacht raden trimmers meestal elke 6 weken aan.')).toBeVisible()
		await page.getByLabel('Vachttype').selectOption({ label: 'Kort' })
		await expect(rhythm.locator('option:checked')).toHaveText('Elke 16 weken')
		await page.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
		await rhythm.selectOption({ label: 'Elke 8 weken' })
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Hond toevoegen' }).click()
		await expect(toast(page, 'Hond toegevoegd')).toBeVisible()
		const card = page.getByRole('article', { name: 'Saar' })
		await expect(card).toContainText('Naar de trimsalon: elke 8 weken')
		const dogId = new URL((await card.getByRole('link', { name: 'Bewerken Saar' }).getAttribute('href'))!, page.url()).searchParams.get(
			'bewerken',
		)!

		// The reminders are on until turned off, here or by the mail's link.
		await page.getByRole('button', { name: 'Herinneringen uitzetten' }).click()
		await expect(toast(page, 'Herinneringen uit')).toBeVisible()
		await page.getByRole('button', { name: 'Herinneringen aanzetten' }).click()
		await expect(toast(page, 'Herinneringen aan')).toBeVisible()
		await expectAccessible(page)

		// A link as the mail writes it: the saved dog, the salon's treatment and one of its free times.
		await gotoHydrated(page, bookingPage)
		const treatmentId = await page.locator('input[name="treatmentId"]:checked').getAttribute('value')
		await page.getByLabel('Naam van je hond').fill('Saar')
		await page.getByLabel('Ras').fill('Poedel')
		await page.getByLabel('Gewicht').fill('7')
		await page.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
		await page.getByRole('button', { name: 'Volgende' }).click()
		await expect(page.getByRole('heading', { level: 2, name: 'Prijs en vrije tijden' })).toBeFocused()
		const time = (await page.locator('input[name="startsAt"]').nth(2).getAttribute('value'))!
		const link = `${bookingPage}?${new URLSearchParams({ hond: dogId, behandeling: treatmentId!, tijd: time })}`

		await gotoHydrated(page, link)
		await expect(page.getByRole('heading', { level: 2, name: 'Prijs en vrije tijden' })).toBeVisible()
		await expect(page.getByText(/voor Saar:/)).toBeVisible()
		await expect(page.locator(`input[name="startsAt"][value="${time}"]`)).toBeChecked()
		await expect(page.getByRole('button', { name: 'Afspraak bevestigen' })).toBeVisible()
		await expectAccessible(page)
	})
})
