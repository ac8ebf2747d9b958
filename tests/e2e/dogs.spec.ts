import type { Browser } from '@playwright/test'
import { logIn } from './accounts'
import { expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

/** The public page of the demo owner's salon in Amsterdam, as the owner's dashboard links it. */
async function amsterdamSalonPath(browser: Browser) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '127.202.0.1' } })
	const owner = await context.newPage()
	expect(
		(await owner.request.post('/api/auth/sign-in/email', { data: { email: 'eigenaar@example.com', password: 'demo1234' } })).ok(),
	).toBe(true)
	await gotoHydrated(owner, '/dashboard')
	const card = owner.getByRole('article').filter({ hasText: 'Amsterdam' }).first()
	const path = await card.getByRole('link', { name: /Bekijk de openbare pagina/ }).getAttribute('href')
	await context.close()
	return path!
}

test.describe('[MIJN HONDEN]', () => {
	test('the demo user saves a dog on /account/honden and picks it on the Plek aanvragen form, which fills the dog’s fields', async ({
		page,
		browser,
	}) => {
		test.setTimeout(90_000)
		const dog = `Bobbie ${Date.now() % 100_000}`

		// Mijn account links to Mijn honden; a visitor logs in first and comes back.
		await page.goto('/account/honden')
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=%2Faccount%2Fhonden/)
		await logIn(page, 'gebruiker@example.com', 'demo1234')
		await expect(page).toHaveURL(/\/account\/honden$/)
		await gotoHydrated(page, '/account')
		await page.getByRole('link', { name: 'Mijn honden' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn honden')
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

		// The browser checks the form with the action's schema first.
		await page.getByLabel('Naam van je hond').fill(dog)
		await page.getByLabel('Ras').fill('Labradoodle')
		await page.getByLabel('Gewicht').fill('abc')
		await page.getByRole('button', { name: 'Hond toevoegen' }).click()
		await expect(page.getByText('Vul het gewicht in kilo in, tussen 0,5 en 100 kg.')).toBeVisible()
		await expect(page.getByText('Kies de vacht van je hond.')).toBeVisible()
		await page.getByLabel('Gewicht').fill('12,5')
		// The five coats of a saved dog, as Plek aanvragen offers them too.
		const coats = ['Kies de vacht', 'Kort', 'Lang', 'Krullend', 'Ruwhaar', 'Dubbele vacht']
		await expect(page.getByLabel('Vachttype').locator('option')).toHaveText(coats)
		await page.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
		await page.getByLabel('Notitie voor de trimmer').fill('Bang voor de föhn.')
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Hond toevoegen' }).click()
		await expect(toast(page, 'Hond toegevoegd')).toBeVisible()

		const card = page.getByRole('article', { name: dog })
		await expect(card).toContainText('Labradoodle · 12,5 kg · Krullend')
		await expect(card).toContainText('Bang voor de föhn.')
		// 'Bewerken' puts the dog in a form in its place, with the focus on its heading.
		await card.getByRole('link', { name: `Bewerken ${dog}` }).click()
		await expect(page.getByRole('heading', { name: `${dog} bewerken` })).toBeFocused()
		const editing = page.getByRole('region', { name: `${dog} bewerken` })
		await expect(editing.getByLabel('Gewicht')).toHaveValue('12,5')
		await editing.getByLabel('Notitie voor de trimmer').fill('Bang voor de föhn, gevoelige huid.')
		await expectAccessible(page)
		await editing.getByRole('button', { name: 'Wijzigingen opslaan' }).click()
		await expect(toast(page, 'Hond bijgewerkt')).toBeVisible()
		await expect(card).toContainText('Bang voor de föhn, gevoelige huid.')
		// The add form is empty again, for the next dog.
		await expect(page.getByLabel('Naam van je hond')).toHaveValue('')
		// 'Verwijderen' asks first; the question is reachable by keyboard.
		await card.getByRole('link', { name: `Bewerken ${dog}` }).focus()
		await page.keyboard.press('Tab')
		await page.keyboard.press('Enter')
		await page.keyboard.press('Tab')
		await expect(card.getByRole('button', { name: `Ja, verwijder ${dog}` })).toBeFocused()
		await expectAccessible(page)

		// Plek aanvragen at the demo owner's salon in Amsterdam offers the saved dog and fills the fields with it.
		await gotoHydrated(page, await amsterdamSalonPath(browser))
		await page.getByRole('link', { name: 'Plek aanvragen' }).click()
		await expect(page).toHaveURL(/\/trimsalon\/.+\/plek-aanvragen$/)
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await page.getByLabel('Kies een van je honden').selectOption({ label: `${dog} (Labradoodle, 12,5 kg, Krullend)` })
		await expect(page.getByLabel('Naam van je hond')).toHaveValue(dog)
		await expect(page.getByLabel('Ras')).toHaveValue('Labradoodle')
		await expect(page.getByLabel('Gewicht')).toHaveValue('12,5')
		await expect(page.getByLabel('Vacht', { exact: true })).toHaveValue('krullend')
		await expect(page.getByLabel('Vacht', { exact: true }).locator('option')).toHaveText(coats)
		await expect(page.getByLabel('Bericht')).toHaveValue('Bang voor de föhn, gevoelige huid.')
		await expect(page.getByText(`De gegevens van ${dog} staan hieronder ingevuld`)).toBeVisible()
		// The fields stay editable.
		await page.getByLabel('Gewicht').fill('13')
		await expect(page.getByLabel('Gewicht')).toHaveValue('13')
		await expectAccessible(page)

		// Back on Mijn honden, the dog is deleted after the confirmation.
		await gotoHydrated(page, '/account/honden')
		const saved = page.getByRole('article', { name: dog })
		await saved.locator('summary').click()
		await saved.getByRole('button', { name: `Ja, verwijder ${dog}` }).click()
		await expect(toast(page, 'Hond verwijderd')).toBeVisible()
		await expect(page.getByRole('article', { name: dog })).toHaveCount(0)
	})
})
