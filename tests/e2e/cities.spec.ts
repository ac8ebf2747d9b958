import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

const holdData = async (page: import('@playwright/test').Page, pattern: string) => {
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(pattern, async (route) => {
		await held
		await route.continue()
	})
	return release
}

test.describe('[CITIES]', () => {
	test('lists every city with its number of salons', async ({ page }) => {
		await gotoHydrated(page, '/cities')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trimsalons per stad')
		expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThanOrEqual(100)
		const amsterdam = page
			.getByRole('main')
			.getByRole('listitem')
			.filter({ has: page.getByRole('link', { name: 'Amsterdam', exact: true }) })
		await expect(amsterdam).toContainText(/\d+ trimsalons/)
		await expectAccessible(page)
		const release = await holdData(page, '**/cities.data**')
		await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Steden' }).click()
		await expect(page.getByTestId('city-tile-skeleton')).toHaveCount(12)
		release()
		await expect(page.getByTestId('city-tile-skeleton')).toHaveCount(0)
	})
})

test.describe('[CITY]', () => {
	test('shows the featured salons, then the count and the list of salons', async ({ page }) => {
		await gotoHydrated(page, '/city/amsterdam')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hondentrimmers in Amsterdam')
		await expect(page).toHaveTitle('Hondentrimmers in Amsterdam | Trimsalonwijzer')
		const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Uitgelichte trimsalons in Amsterdam' }) })
		await expect(featured.getByRole('article')).toHaveCount(3)
		// Paid placements say so, on every card.
		await expect(featured.getByText('Uitgelichte Trimsalon · betaalde vermelding')).toHaveCount(3)
		await expect(page.getByRole('heading', { name: /^\d+ hondentrimmers gevonden in Amsterdam$/ })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Paginering' })).toBeVisible()
		await expectAccessible(page)
	})

	test('a city without placements has no featured section; three skeleton cards show while another city loads', async ({ page }) => {
		await gotoHydrated(page, '/city/groningen')
		await expect(page.getByRole('heading', { name: /^\d+ hondentrimmers gevonden in Groningen$/ })).toBeVisible()
		await expect(page.getByRole('heading', { name: /^Uitgelichte/ })).toHaveCount(0)
		const release = await holdData(page, '**/city/utrecht.data**')
		await page.getByRole('contentinfo').getByRole('link', { name: 'Trimsalons in Utrecht' }).click()
		await expect(page.getByTestId('salon-card-skeleton')).toHaveCount(3)
		release()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hondentrimmers in Utrecht')
	})

	test('an unknown city shows the empty state with status 404', async ({ page }) => {
		const response = await gotoHydrated(page, '/city/atlantis')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Geen hondentrimmers gevonden in Atlantis' })).toBeVisible()
		await expect(page.getByText('Probeer een andere stad of bekijk alle trimsalons in Nederland.')).toBeVisible()
		await expectAccessible(page)
	})
})
