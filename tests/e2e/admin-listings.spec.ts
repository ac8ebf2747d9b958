import { signInAdmin } from './accounts'
import type { Browser } from '@playwright/test'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

/** A logged-in admin in a browser context of its own. */
async function adminPage(browser: Browser) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) } })
	const page = await context.newPage()
	await signInAdmin(page.request)
	return page
}

test.describe('[ADMIN][LISTINGS]', () => {
	test('the admin adds a listing in the dialog, finds it, edits it, gives it an owner and deletes it', async ({ browser }) => {
		const page = await adminPage(browser)
		const name = `Trimsalon Beheer ${Date.now()}`
		await gotoHydrated(page, '/admin/listings')
		await expect(page.getByRole('navigation', { name: 'Trimsalons beheren' }).getByRole('link', { name: 'Overzicht' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await expectAccessible(page)

		await page.getByRole('button', { name: 'Trimsalon toevoegen' }).click()
		const dialog = page.getByRole('dialog', { name: 'Trimsalon toevoegen' })
		await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled()
		await dialog.getByRole('textbox', { name: 'Naam', exact: true }).fill(name)
		await dialog.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Utrecht')
		await dialog.getByRole('textbox', { name: 'Breedtegraad' }).fill('52,09')
		await dialog.getByRole('textbox', { name: 'Diensten' }).fill('Wassen')
		await dialog.getByRole('textbox', { name: 'Diensten' }).press('Enter')
		await expectAccessible(page)
		await dialog.getByRole('button', { name: 'Opslaan' }).click()
		await expect(toast(page, 'Trimsalon succesvol toegevoegd')).toBeVisible()

		await page.getByRole('searchbox', { name: 'Zoek op naam, plaats of postcode' }).fill(name)
		await page.getByRole('button', { name: 'Zoeken' }).click()
		await expect(page.getByTestId('listing-total')).toHaveText('1 trimsalon')
		await expect(page.getByRole('row').nth(1)).toContainText('Geen eigenaar')
		await page.getByRole('link', { name }).click()
		await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Trimsalons beheren' }).getByRole('link', { name: 'Details' })).toHaveAttribute(
			'aria-current',
			'page',
		)

		await page.getByRole('button', { name: 'Bewerken' }).click()
		const edit = page.getByRole('dialog', { name: 'Trimsalon bewerken' })
		await edit.getByRole('textbox', { name: 'Telefoon' }).fill('030 123 4567')
		await edit.getByRole('button', { name: 'Opslaan' }).click()
		await expect(toast(page, 'Trimsalon succesvol bijgewerkt')).toBeVisible()
		await expect(page.getByText('Telefoon: leeg → 030 123 4567')).toBeVisible()

		await page.getByRole('textbox', { name: 'E-mailadres van de eigenaar' }).fill('gebruiker@example.com')
		await page.getByRole('button', { name: 'Eigenaar opslaan' }).click()
		await expect(page.getByText('Eigenaar toegewezen (gebruiker@example.com)')).toBeVisible()
		await expectAccessible(page)

		await page.getByRole('button', { name: 'Verwijderen' }).click()
		const confirm = page.getByRole('dialog', { name: 'Trimsalon verwijderen' })
		await expect(confirm).toContainText('Weet je zeker dat je deze trimsalon wilt verwijderen?')
		await expect(confirm).toContainText('De eigenaar houdt zijn account maar verliest deze vermelding.')
		await confirm.getByRole('button', { name: 'Verwijderen' }).click()
		await expect(toast(page, 'Trimsalon succesvol verwijderd')).toBeVisible()
		await expect(page).toHaveURL(/\/admin\/listings$/)
	})

	test('a visitor is sent to log in, a user to the dashboard', async ({ page, request }) => {
		await page.goto('/admin/listings')
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=%2Fadmin%2Flistings/)
		const signIn = await request.post('/api/auth/sign-in/email', { data: { email: 'gebruiker@example.com', password: 'demo1234' } })
		expect(signIn.ok()).toBe(true)
		const asUser = await request.get('/admin/listings', { maxRedirects: 0 })
		expect(asUser.status()).toBe(302)
		expect(asUser.headers()['location']).toBe('/dashboard')
	})
})
