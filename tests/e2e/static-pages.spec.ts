import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

const PAGES = [
	{
		path: '/privacy',
		title: 'Privacybeleid',
		sections: [
			'Inleiding',
			'Welke gegevens we verzamelen',
			'Waarvoor we je gegevens gebruiken',
			'Bewaartermijnen',
			'Gegevens uit openbare bronnen',
			'Bezoekstatistieken voor trimsalons',
			'Meldingen over nieuwe plekken bij trimsalons',
			'Cookies',
			'Jouw rechten',
			'Contact',
		],
	},
	{
		path: '/terms',
		title: 'Algemene Voorwaarden',
		sections: [
			'Algemeen',
			'Onze dienst',
			'Hoe de volgorde van de resultaten tot stand komt',
			'Gebruik van de website',
			'Beoordelingen',
			'Aansprakelijkheid',
			'Toepasselijk recht en geschillen',
			'Wijzigingen',
			'Contact',
		],
	},
]

test.describe('[STATIC PAGES]', () => {
	test('the legal pages name the company behind the site; the demo says its details are examples', async ({ page }) => {
		for (const path of ['/privacy', '/terms']) {
			await gotoHydrated(page, path)
			await expect(page.locator('address').first()).toContainText('KvK-nummer 00000000, btw-nummer NL000000000B00')
			await expect(page.getByText('Dit zijn voorbeeldgegevens.').first()).toBeVisible()
		}
	})

	test('search results say how their order is decided', async ({ page }) => {
		await gotoHydrated(page, '/directory?location=utrecht')
		await page.getByRole('link', { name: 'Hoe bepalen we de volgorde?' }).click()
		await expect(page).toHaveURL(/\/terms#volgorde$/)
		await expect(page.getByRole('heading', { name: /Hoe de volgorde van de resultaten tot stand komt/ })).toBeVisible()
	})

	for (const { path, title, sections } of PAGES) {
		test(`${path} has its sections, the update date and breadcrumbs`, async ({ page }) => {
			const response = await gotoHydrated(page, path)
			expect(response?.status()).toBe(200)
			await expect(page).toHaveTitle(`${title} | Trimsalonwijzer`)
			const main = page.getByRole('main')
			await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
			await expect(main).toContainText('Laatst bijgewerkt: 27 april 2025')
			await expect(main.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Inhoud' })).toHaveText(
				sections.map((name, i) => `${i + 1}. ${name}`),
			)
			const crumbs = main.getByRole('navigation', { name: 'Kruimelpad' })
			await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
			await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title)
			await expect(main.getByRole('link', { name: 'info@trimsalonwijzer.nl' }).last()).toHaveAttribute(
				'href',
				'mailto:info@trimsalonwijzer.nl',
			)
			await main.getByRole('navigation', { name: 'Inhoud' }).getByRole('link', { name: 'Contact' }).click()
			await expect(page).toHaveURL(new RegExp(`${path}#contact$`))
			await expectAccessible(page)
		})
	}

	test('the privacy policy names what is stored and the single session cookie', async ({ page }) => {
		await gotoHydrated(page, '/privacy')
		const main = page.getByRole('main')
		for (const stored of [
			'Account:',
			'Claims:',
			'Aanmeldingen van trimsalons:',
			'Contactberichten:',
			'Betalingen:',
			'Meldingen over nieuwe plekken:',
		])
			await expect(main).toContainText(stored)
		await expect(main.locator('#cookies')).toContainText('We gebruiken één cookie: een sessiecookie')
	})
})
