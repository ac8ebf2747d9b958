import { mailTo } from '../outbox'
import { expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const USER = { email: 'gebruiker@example.com', password: 'demo1234' }

test.describe('[MIJN AFSPRAKEN]', () => {
	test('the demo user opens Mijn afspraken from the account, cancels a coming appointment, and it leaves the coming list; the owner is mailed', async ({
		page,
	}) => {
		expect((await page.request.post('/api/auth/sign-in/email', { data: USER })).ok()).toBe(true)
		await gotoHydrated(page, '/account')
		await page.getByRole('link', { name: 'Mijn afspraken' }).click()
		await expect(page).toHaveURL(/\/account\/afspraken$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn afspraken')
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

		// The seeded visit of ten days ago is listed below; a coming one shows its salon, time, treatment, dog, price and address.
		const coming = page.getByRole('region', { name: 'Komende afspraken' })
		await expect(page.getByRole('region', { name: 'Eerdere afspraken' }).getByRole('listitem').first()).toBeVisible()
		const card = coming
			.getByRole('article')
			.filter({ has: page.getByRole('button', { name: /^Annuleren/ }) })
			.first()
		await expect(card.getByText('Volledige trimbeurt')).toBeVisible()
		await expect(card.getByText('Bobbie')).toBeVisible()
		await expect(card.getByText(/€\s?\d+,\d{2}/)).toBeVisible()
		await expectAccessible(page)

		const button = card.getByRole('button', { name: /^Annuleren/ })
		const name = (await button.textContent())!.trim()
		const salon = (await card.getByRole('heading').textContent())!.trim()
		await button.click()
		await expect(toast(page, 'Afspraak geannuleerd')).toBeVisible()
		await expect(coming.getByRole('button', { name, exact: true })).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Eerdere afspraken' })).toContainText('Geannuleerd')

		const mail = await mailTo(page.request, 'eigenaar@example.com', 'Afspraak geannuleerd: Bobbie')
		expect(mail.text).toContain(salon)
	})

	test('a cancel link that does not (or no longer) work says so in Dutch, with 404, and is accessible', async ({ page }) => {
		const response = await gotoHydrated(page, '/afspraak/annuleren/dit-is-geen-geldige-link')
		expect(response!.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link werkt niet meer')
		await expect(page.getByRole('button', { name: 'Afspraak annuleren' })).toHaveCount(0)
		await expectAccessible(page)
	})
})
