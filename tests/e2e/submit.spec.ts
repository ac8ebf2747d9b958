import type { Page } from '@playwright/test'
import { uniqueEmail } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

/** A field by its accessible name (the required marker '*' is hidden from it). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })

async function fillRequired(page: Page, values: { name: string; email: string }) {
	await field(page, 'Bedrijfsnaam').fill(values.name)
	await field(page, 'Adres').fill('Oudegracht 12')
	await field(page, 'Plaats').fill('Utrecht')
	await field(page, 'Naam eigenaar').fill('Fleur Visser')
	await field(page, 'E-mailadres').fill(values.email)
}

test.describe('[SUBMIT]', () => {
	test('the form names a blank required field and refuses a bad e-mail and website with their own toasts', async ({ page }) => {
		await gotoHydrated(page, '/submit-trimsalon')
		await expect(page.getByRole('heading', { level: 1, name: 'Trimsalon aanmelden' })).toBeVisible()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Aanmelding versturen' }).click()
		await expect(toast(page, 'Ontbrekende informatie')).toBeVisible()
		await expect(toast(page, "Het veld 'Bedrijfsnaam' is verplicht.")).toBeVisible()
		await expect(field(page, 'Bedrijfsnaam')).toBeFocused()

		await fillRequired(page, { name: 'Trimsalon Test', email: 'fleur@voorbeeld' })
		await page.getByRole('button', { name: 'Aanmelding versturen' }).click()
		await expect(toast(page, 'Ongeldig email adres')).toBeVisible()
		await expect(toast(page, 'Voer een geldig email adres in.')).toBeVisible()

		await field(page, 'E-mailadres').fill('fleur@voorbeeld.nl')
		await field(page, 'Website').fill('geen website')
		await page.getByRole('button', { name: 'Aanmelding versturen' }).click()
		await expect(toast(page, 'Ongeldige website URL')).toBeVisible()
		await expect(page.getByText(/^Voer een geldige website URL in \(bijv\. www\.\S+ of https:\/\/\S+\)$/).first()).toBeVisible()
		await expectAccessible(page)
	})

	test('services are tags: added with Enter or the button and removed by clicking', async ({ page }) => {
		await gotoHydrated(page, '/submit-trimsalon')
		const services = field(page, 'Diensten')
		await services.fill('Knippen')
		await services.press('Enter')
		await services.fill('  Wassen ')
		await page.getByRole('button', { name: 'Toevoegen' }).click()
		await services.fill('knippen')
		await services.press('Enter')
		const tags = page.getByRole('list', { name: 'Toegevoegde diensten' })
		await expect(tags.getByRole('listitem')).toHaveText(['Knippen ×', 'Wassen ×'])
		await tags.getByRole('button', { name: 'Knippen verwijderen' }).click()
		await expect(tags.getByRole('listitem')).toHaveText(['Wassen ×'])
		await expect(services).toHaveValue('')
	})

	test('works without JavaScript: errors in the page, the input kept, then the confirmation', async ({ browser }) => {
		const context = await browser.newContext({
			javaScriptEnabled: false,
			extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) },
		})
		const page = await context.newPage()
		await page.goto('/submit-trimsalon')
		const name = `Zonder Script ${Date.now()}`
		const email = uniqueEmail('zonder-js')
		await fillRequired(page, { name, email })
		await field(page, 'Plaats').fill('')
		await field(page, 'Diensten').fill('Knippen, Wassen')
		await page.getByRole('button', { name: 'Aanmelding versturen' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Ontbrekende informatie' })).toContainText("Het veld 'Plaats' is verplicht.")
		await expect(field(page, 'Bedrijfsnaam')).toHaveValue(name)
		await expect(page.getByRole('list', { name: 'Toegevoegde diensten' }).getByRole('listitem')).toHaveText(['Knippen ×', 'Wassen ×'])

		await field(page, 'Plaats').fill('Utrecht')
		await page.getByRole('button', { name: 'Aanmelding versturen' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je aanmelding!' })).toBeVisible()
		await expect(page.getByText(name)).toBeVisible()
		await context.close()
	})
})
