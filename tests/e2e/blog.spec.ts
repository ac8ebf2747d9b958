import { readdirSync } from 'node:fs'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

const SLUGS = readdirSync('content/blog')
	.filter((name) => name.endsWith('.md'))
	.map((name) => name.replace(/\.md$/, ''))
const DUTCH_DATE = /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/

test.describe('[BLOG]', () => {
	test('the list shows all six articles and the category buttons filter them', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
		const categories = page.getByRole('navigation', { name: 'Categorieën' }).getByRole('link')
		await expect(categories).toHaveText(['Alle categorieën', 'Verzorging', 'Puppy Tips', 'Gezondheid', 'Producten', 'Styling', 'Training'])
		const cards = page.getByRole('list', { name: 'Artikelen' }).getByRole('article')
		await expect(cards).toHaveCount(6)
		for (const slug of SLUGS) await expect(page.locator(`a[href="/blog/${slug}"]`)).toHaveCount(1)

		await categories.filter({ hasText: 'Gezondheid' }).click()
		await expect(page).toHaveURL(/\/blog\?categorie=gezondheid$/)
		await expect(cards).toHaveCount(1)
		await expect(cards.first()).toContainText('Gezondheid')
		await expect(categories.filter({ hasText: 'Gezondheid' })).toHaveAttribute('aria-current', 'page')

		await categories.filter({ hasText: 'Alle categorieën' }).click()
		await expect(page).toHaveURL(/\/blog$/)
		await expect(cards).toHaveCount(6)
		await expectAccessible(page)
	})

	test('the filter works without JavaScript: the server renders the chosen category', async ({ request }) => {
		const html = await (await request.get('/blog?categorie=training')).text()
		expect(html.match(/<article/g)).toHaveLength(1)
		expect(html).toContain('href="/blog/training-voor-de-trimtafel"')
		expect(html).toContain('<link rel="canonical" href="http://127.0.0.1')
		expect(html).toContain('/blog?categorie=training"/>')
	})

	test('list images are sized, and lazy below the first row', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		const images = page.getByRole('list', { name: 'Artikelen' }).getByRole('img')
		await expect(images).toHaveCount(6)
		for (let i = 0; i < 6; i++) {
			await expect(images.nth(i)).toHaveAttribute('width', '1200')
			await expect(images.nth(i)).toHaveAttribute('height', '630')
			await expect(images.nth(i)).toHaveAttribute('loading', i < 3 ? 'eager' : 'lazy')
		}
	})

	for (const slug of SLUGS) {
		test(`the article ${slug} opens with its parts`, async ({ page }) => {
			// A long page: axe-core alone takes several seconds here, more on a busy machine.
			test.slow()
			// The list test proves the list links here; this one opens the article directly.
			const response = await gotoHydrated(page, `/blog/${slug}`)
			expect(response?.status()).toBe(200)
			const title = (await page.getByRole('heading', { level: 1 }).textContent())!
			expect(title.length).toBeGreaterThan(10)
			await expect(page).toHaveTitle(`${title} | Trimsalonwijzer`)
			const main = page.getByRole('main')
			const article = main.getByRole('article').first()
			await expect(main.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Home')
			await expect(main.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Blog' })).toHaveAttribute(
				'href',
				'/blog',
			)
			await expect(article.locator('header time')).toHaveText(DUTCH_DATE)
			await expect(main.getByRole('complementary', { name: 'Over de auteur' })).toBeVisible()
			expect(await article.locator('h2').count()).toBeGreaterThanOrEqual(4)
			await expect(main.getByRole('link', { name: 'Bekijk alle trimsalons' })).toHaveAttribute('href', '/directory')
			const related = page.getByRole('region', { name: 'Gerelateerde artikelen' }).getByRole('article')
			await expect(related).toHaveCount(3)
			const hero = article.locator(':scope > img')
			await expect(hero).toHaveAttribute('width', '1200')
			expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
			const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
			expect(jsonLd.some((text) => text.includes('"BlogPosting"') && text.includes(title.replace(/"/g, '\\"')))).toBe(true)
			expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true)
			await expectAccessible(page)
		})
	}

	test('an unknown article says so, with status 404 and a link back', async ({ page }) => {
		const response = await gotoHydrated(page, '/blog/dit-artikel-bestaat-niet')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Artikel niet gevonden' })).toBeVisible()
		await page.getByRole('main').getByRole('link', { name: 'Terug naar de blog' }).click()
		await expect(page).toHaveURL(/\/blog$/)
		await gotoHydrated(page, '/blog/dit-artikel-bestaat-niet')
		await expectAccessible(page)
	})
})
