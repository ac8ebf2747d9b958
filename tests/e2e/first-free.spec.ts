import type { Locator } from '@playwright/test'
import { localBusinessProblems } from '../schema-org'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { structuredData } from './discovery-helpers'

const DAY = '(vandaag|morgen|(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \\d{1,2} [a-z]+)'
const FIRST_FREE = new RegExp(`^Eerst vrij: ${DAY} \\d{2}:\\d{2}$`)
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']

/** An Amsterdam date as 'YYYY-MM-DD', `days` after today. */
const amsterdamDate = (days = 0) =>
	new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

/** 'Eerst vrij: woensdag 9 december 10:00' as '2026-12-09 10:00', to compare; a date before today's month is next year's. */
function momentOf(line: string): string {
	const [, day, time] = /^Eerst vrij: (.+) (\d{2}:\d{2})$/.exec(line)!
	if (day === 'vandaag') return `${amsterdamDate()} ${time}`
	if (day === 'morgen') return `${amsterdamDate(1)} ${time}`
	const [, date, month] = day!.split(' ')
	const today = amsterdamDate()
	const monthNumber = MONTHS.indexOf(month!) + 1
	const year = Number(today.slice(0, 4)) + (monthNumber < Number(today.slice(5, 7)) ? 1 : 0)
	return `${year}-${String(monthNumber).padStart(2, '0')}-${date!.padStart(2, '0')} ${time}`
}

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article')
const bookable = (card: Locator) => card.getByRole('link', { name: /^Afspraak maken/ })

test.describe('[EERST VRIJ]', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('a bookable salon’s page says when it is first free instead of its waiting list, lists its prices and offers them in its JSON-LD', async ({
		page,
		request,
		baseURL,
	}) => {
		await gotoHydrated(page, '/directory?onlineTeBoeken=1')
		const card = cards(page).first()
		const line = (await card.getByTestId('first-free').textContent())!
		expect(line).toMatch(FIRST_FREE)
		await expect(card.getByTestId('availability')).toHaveCount(0)
		await card.getByRole('heading').getByRole('link').click()

		const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
		await expect(hero.getByTestId('first-free')).toHaveText(line)
		await expect(hero.getByTestId('first-free')).toBeInViewport()
		await expect(hero.getByTestId('availability')).toHaveCount(0)
		const prices = page.locator('section', { has: page.getByRole('heading', { name: 'Prijsinformatie' }) })
		await expect(prices.getByRole('listitem').first()).toHaveText(/^Volledige trimbeurt vanaf €\s45,00$/)
		await expect(prices.getByText('Geen prijsinformatie beschikbaar')).toHaveCount(0)
		await expectAccessible(page)

		const html = await (await request.get(new URL(page.url()).pathname)).text()
		const business = structuredData(html).find((data) => data['@type'] === 'LocalBusiness')!
		expect(localBusinessProblems(business)).toEqual([])
		expect(business.priceRange).toBe('€€')
		expect(business.url).toBe(`${baseURL}${new URL(page.url()).pathname}`)
		expect(business.makesOffer).toContainEqual({
			'@type': 'Offer',
			itemOffered: { '@type': 'Service', name: 'Volledige trimbeurt' },
			priceSpecification: { '@type': 'PriceSpecification', minPrice: 45, priceCurrency: 'EUR' },
		})
	})

	test('the directory orders the bookable salons by their first free time for the chosen size, the others after them', async ({ page }) => {
		await gotoHydrated(page, '/directory')
		await page.getByLabel('Volgorde').selectOption({ label: 'Eerst vrij, groot (boven 25 kg)' })
		await expect(page).toHaveURL(/[?&]eerstVrij=groot(&|$)/)
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await expect(page.getByLabel('Volgorde')).toHaveValue('groot')
		// The sorted list: it opens with a bookable salon (the list before it, by default order, does not).
		await expect(cards(page).first().getByTestId('first-free')).toBeVisible()

		const all = await cards(page).all()
		const lines: string[] = []
		for (const card of all) {
			if (!(await bookable(card).count())) break
			lines.push((await card.getByTestId('first-free').textContent())!)
		}
		// The demo has seven bookable salons (other specs may switch booking on for more); every one comes before the first that is not.
		expect(lines.length).toBeGreaterThanOrEqual(7)
		for (const line of lines) expect(line).toMatch(FIRST_FREE)
		const moments = lines.map(momentOf)
		expect(moments).toEqual([...moments].sort())
		for (const card of all.slice(lines.length)) {
			await expect(bookable(card)).toHaveCount(0)
			await expect(card.getByTestId('first-free')).toHaveCount(0)
		}
		await expectAccessible(page)
	})

	test('a search near a place lists its bookable salons first, then the others nearest first', async ({ page }) => {
		await gotoHydrated(page, '/directory?location=Rotterdam&eerstVrij=klein')
		const all = await cards(page).all()
		const bookableCount = (await Promise.all(all.map((card) => bookable(card).count()))).findIndex((count) => count === 0)
		// The demo has two bookable salons in Rotterdam.
		expect(bookableCount).toBe(2)
		// A salon without coordinates in the place's city has no distance and comes after those that have one.
		const kilometres = async (card: Locator) => {
			const distance = card.getByText(/^op [\d,.]+ k?m$/)
			if (!(await distance.count())) return Number.MAX_VALUE
			const [, amount, unit] = /^op ([\d,.]+) (k?m)$/.exec((await distance.textContent())!)!
			return Number(amount!.replace('.', '').replace(',', '.')) / (unit === 'm' ? 1000 : 1)
		}
		const distances = await Promise.all(all.slice(bookableCount).map(kilometres))
		expect(distances[0]).toBeLessThan(Number.MAX_VALUE)
		expect(distances).toEqual([...distances].sort((a, b) => a - b))
	})

	test('an unknown size is the list’s own order at its own address, never an error', async ({ page }) => {
		const response = await gotoHydrated(page, '/directory?location=Utrecht&eerstVrij=reus')
		expect(response!.status()).toBe(200)
		await expect(page).toHaveURL(/\/directory\?location=Utrecht$/)
		await expect(page.getByLabel('Volgorde')).toHaveValue('')
	})
})
