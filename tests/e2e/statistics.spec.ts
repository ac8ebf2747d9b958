import type { Browser, BrowserContext, Locator } from '@playwright/test'
import { STATS_BEACON_PATH } from '~/lib/statistics/statistics'
import { ownerWithSalon } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const ip = () => clientAddress(test.info().workerIndex)
// Headless Chromium names itself HeadlessChrome, which isbot rightly takes for a bot; a person's browser does not.
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** A visitor of their own, without cookies; links to other sites answer with an empty page. */
async function visitor(browser: Browser, userAgent: string): Promise<BrowserContext> {
	const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip() }, userAgent })
	await context.route(
		(url) => url.hostname === 'www.google.com' || url.hostname === 'stats-e2e.example',
		(route) => route.fulfill({ body: 'elders', contentType: 'text/plain' }),
	)
	return context
}

/**
 * A click that lands while the page still shifts (map tiles, photos) misses the link and counts
 * nothing; it is tried again until the browser leaves for the link's host.
 */
async function clickUntilLeaving(link: Locator, hostname: string) {
	await expect(async () => {
		await link.click()
		await link.page().waitForURL((url) => url.hostname === hostname, { timeout: 5_000 })
	}).toPass({ timeout: 30_000 })
}

test.describe('[STATISTICS]', () => {
	test('views and clicks of people reach the dashboard within 60 s, each person once a day; a bot counts nothing', async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000)
		const salon = await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/dashboard')
		const card = page.getByRole('article', { name: salon.name })
		await card.getByRole('button', { name: 'Bewerken' }).click()
		const dialog = page.getByRole('dialog', { name: 'Trimsalon bewerken' })
		await dialog.getByRole('textbox', { name: 'Telefoonnummer' }).fill('030 123 4567')
		await dialog.getByRole('textbox', { name: 'Website' }).fill('stats-e2e.example')
		await dialog.getByRole('button', { name: 'Opslaan' }).click()
		await expect(dialog).toBeHidden()
		const figures = card.getByRole('region', { name: `Statistieken van ${salon.name}` })
		const figure = (label: string) => figures.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]')
		await expect(figure('Weergaven')).toHaveText('0')

		const bot = await visitor(browser, GOOGLEBOT)
		const botPage = await bot.newPage()
		await botPage.goto(`/trimsalon/${salon.id}`)
		await botPage.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await botPage.getByRole('link', { name: '030 123 4567' }).click()
		await bot.close()

		// Each click gets a page of its own: after a tel: link, headless Chromium hands the tab to the
		// system's dialer and that tab then ignores later link clicks.
		const person = await visitor(browser, PERSON)
		const salonPage = async () => {
			const personPage = await person.newPage()
			await gotoHydrated(personPage, `/trimsalon/${salon.id}`)
			return personPage
		}
		const first = await salonPage()
		await expect(first.getByRole('heading', { level: 1, name: salon.name })).toBeVisible()
		await clickUntilLeaving(first.getByRole('link', { name: /stats-e2e\.example/ }), 'stats-e2e.example')
		const second = await salonPage()
		await clickUntilLeaving(second.getByRole('link', { name: `Route plannen naar ${salon.name}` }), 'www.google.com')
		const third = await salonPage()
		// The tab stays on the salon page, so the figure's beacon is awaited before the visitor leaves.
		const phoneBeacon = third.waitForRequest((request) => request.url().endsWith(STATS_BEACON_PATH) && request.method() === 'POST')
		await third.getByRole('link', { name: '030 123 4567' }).click()
		// Its answer, not only its sending: a tab closed at once may take the beacon's request with it.
		await (await phoneBeacon).response()
		await person.close()

		await expect(async () => {
			await page.reload()
			// One person opened the page three times: one view.
			await expect(figure('Weergaven')).toHaveText('1', { timeout: 1000 })
			await expect(figure('Telefoon')).toHaveText('1', { timeout: 1000 })
			await expect(figure('Website')).toHaveText('1', { timeout: 1000 })
			await expect(figure('Route')).toHaveText('1', { timeout: 1000 })
		}).toPass({ timeout: 60_000, intervals: [2000] })
		await expect(figure('In zoekresultaten')).toHaveText('0')
		await expectAccessible(page)
	})

	test('the demo owner sees 90 days per figure in a chart with the featured period compared', async ({ page }) => {
		const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: 'eigenaar@example.com', password: 'demo1234' } })
		expect(signIn.ok()).toBe(true)
		await gotoHydrated(page, '/dashboard')
		const charts = page.getByRole('region', { name: /^Laatste 90 dagen van / })
		await expect(charts).toHaveCount(2)
		// The Amsterdam salon was featured (an ended placement), the Haarlem salon never.
		const chart = charts.filter({ hasText: /Tijdens je uitgelichte periode had je per dag \d+,\d× zoveel weergaven als daarvoor\./ })
		await expect(chart).toHaveCount(1)
		// uPlot is loaded on this page only, after hydration, and draws on a canvas.
		await expect(chart.getByRole('img', { name: /^Paginaweergaven per dag/ }).locator('canvas')).toBeVisible()
		await expect(chart.getByRole('table')).toContainText('Per dag uitgelicht')
		await chart.getByRole('radio', { name: 'Telefoon' }).check()
		await expect(chart.getByRole('img', { name: /^Klikken op je telefoonnummer per dag/ }).locator('canvas')).toHaveCount(1)
		// The Haarlem salon: never featured, or (the featured test buys it) featured only since today.
		await expect(charts.filter({ hasText: /de afgelopen 90 dagen niet uitgelicht|te weinig dagen/ })).toHaveCount(1)
		await expectAccessible(page)
	})

	test('the owner turns the monthly summary mail off and on again with the switch', async ({ page }) => {
		await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/dashboard')
		const mail = page.getByRole('switch', { name: 'Maandelijks overzicht per e-mail' })
		await expect(mail).toHaveAttribute('aria-checked', 'true')
		await mail.click()
		await expect(toast(page, 'Maandoverzicht uitgezet')).toBeVisible()
		await expect(mail).toHaveAttribute('aria-checked', 'false')
		await expect(page.getByText('Uit: je krijgt geen maandelijks overzicht')).toBeVisible()
		await expectAccessible(page)
		await mail.click()
		await expect(toast(page, 'Maandoverzicht aangezet')).toBeVisible()
		await expect(mail).toHaveAttribute('aria-checked', 'true')
		// The setting is stored, not only shown: a fresh load still says so.
		await page.reload()
		await expect(page.getByRole('switch', { name: 'Maandelijks overzicht per e-mail' })).toHaveAttribute('aria-checked', 'true')
		await expectAccessible(page)
	})
})
