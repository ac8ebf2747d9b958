import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

const heading = (page: Page) => page.getByTestId('result-heading')
const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Zoek op stad, postcode of naam' })
const countIn = async (page: Page) => Number((await heading(page).textContent())!.match(/^(\d+)/)![1])

test.describe('[DIRECTORY]', () => {
	test('lists all salons a page at a time, with city picker and text, accessibly', async ({ page }) => {
		await gotoHydrated(page, '/directory')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trimsalons in Nederland')
		// Other specs may add salons to the shared server's directory.
		await expect(heading(page)).toHaveText(/^2\.5\d\d trimsalons$/)
		await expect(page.getByRole('main').getByRole('article')).toHaveCount(24)
		await expect(page.getByRole('navigation', { name: 'Paginering' })).toBeVisible()
		await expect(page.getByLabel('Kies een stad')).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Een trimsalon vinden die bij je hond past' })).toBeVisible()
		await expectAccessible(page)
	})

	test('a search by name shows the count for all matches and the cards', async ({ page }) => {
		await gotoHydrated(page, '/directory?location=Poedel')
		await expect(heading(page)).toHaveText(/^\d+ trimsalons gevonden voor "Poedel"$/)
		expect(await countIn(page)).toBeGreaterThan(24)
		const card = page.getByRole('main').getByRole('article').first()
		await expect(card.getByRole('heading')).toContainText('Poedel')
		await expect(searchInput(page)).toHaveValue('Poedel')
	})

	test('a place lists the salons within the radius, nearest first, and a smaller radius narrows them', async ({ page }) => {
		await gotoHydrated(page, '/directory?location=Amsterdam')
		await expect(page.getByText('Binnen 10 km van Amsterdam, dichtstbijzijnde eerst.')).toBeVisible()
		const ten = await countIn(page)
		const distances = await page
			.getByRole('main')
			.getByText(/^op \d+(,\d)? k?m$/)
			.allTextContents()
		expect(distances.length).toBeGreaterThan(0)
		await page.getByRole('search').getByLabel('Straal').selectOption('5')
		await expect(page).toHaveURL(/\/directory\?location=Amsterdam&radius=5$/)
		await expect(page.getByText('Binnen 5 km van Amsterdam, dichtstbijzijnde eerst.')).toBeVisible()
		expect(await countIn(page)).toBeLessThan(ten)
		await expectAccessible(page)
	})

	test('a postcode, with or without space, is searched around its area', async ({ page }) => {
		await gotoHydrated(page, '/directory?location=3511ab')
		await expect(page.getByText(/^Binnen 10 km van 3511 AB/)).toBeVisible()
		await gotoHydrated(page, '/directory?location=3511%20AB&radius=20')
		await expect(page.getByText(/^Binnen 20 km van 3511 AB/)).toBeVisible()
	})

	test('nothing found shows the empty state', async ({ page }) => {
		await gotoHydrated(page, '/directory?location=xyzzyqwerty')
		await expect(page.getByRole('heading', { name: 'Geen trimmers gevonden' })).toBeVisible()
		await expect(page.getByText('Probeer andere zoektermen of bekijk alle trimsalons.')).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: 'Bekijk alle trimsalons' })).toHaveAttribute('href', '/directory')
		await expectAccessible(page)
	})

	test('shows six skeleton cards while the next results load', async ({ page }) => {
		await gotoHydrated(page, '/directory')
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/directory.data**', async (route) => {
			await held
			await route.continue()
		})
		await searchInput(page).fill('Utrecht')
		await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click()
		await expect(page.getByTestId('salon-card-skeleton')).toHaveCount(6)
		release()
		await expect(page.getByTestId('salon-card-skeleton')).toHaveCount(0)
		await expect(heading(page)).toContainText('gevonden voor "Utrecht"')
	})

	test('answers hostile query strings with 200', async ({ request }) => {
		const queries = [
			'location=' + 'x'.repeat(10_000),
			"location=';drop%20table%20pet_groomers;--",
			'location=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
			'location=%F0%9F%90%A9',
			'page=-3&radius=abc',
			'page=99999999999&radius=7',
		]
		for (const query of queries) {
			const response = await request.get(`/directory?${query}`)
			expect(response.status(), query.slice(0, 40)).toBe(200)
			expect(await response.text()).not.toContain('<script>alert(1)</script>')
		}
	})
})

test.describe('[DIRECTORY] without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('page links and the search form work', async ({ page }) => {
		await page.goto('/directory')
		const firstOnPage1 = await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent()
		await page.getByRole('link', { name: 'Volgende' }).click()
		await expect(page).toHaveURL(/\/directory\?page=2$/)
		await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
		await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).not.toHaveText(firstOnPage1!)
		await page.getByRole('link', { name: 'Pagina 3' }).click()
		await expect(page).toHaveURL(/\/directory\?page=3$/)
		await searchInput(page).fill('Utrecht')
		await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click()
		await expect(page).toHaveURL(/\/directory\?location=Utrecht$/)
		await expect(heading(page)).toContainText('gevonden voor "Utrecht"')
	})
})
