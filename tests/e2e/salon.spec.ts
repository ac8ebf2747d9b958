import { STATS_BEACON_PATH } from '~/lib/statistics/statistics'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { findSalonPage, salonHero, salonPaths } from './discovery-helpers'

const complete = (html: string) =>
	/data-testid="open-state"/.test(html) &&
	html.includes('href="tel:') &&
	!html.includes('Geen prijsinformatie beschikbaar') &&
	html.includes('>Website<') &&
	html.includes('Locatie')

test.describe('[SALON]', () => {
	test('shows hero, about, services, prices, contact, opening hours with open state, map and other salons', async ({ page, request }) => {
		const path = await findSalonPage(request, complete)
		await gotoHydrated(page, path)
		const name = (await page.getByRole('heading', { level: 1 }).textContent())!
		await expect(page.getByRole('heading', { name: `Over ${name}` })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Diensten' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Prijsinformatie' })).toBeVisible()
		const contact = page.locator('section', { has: page.getByRole('heading', { name: 'Contact' }) })
		// The number in the contact details; 'Bellen' beside the actions is for a phone's screen only.
		await expect(contact.locator('dd a[href^="tel:"]')).toHaveAttribute('href', /^tel:[+\d]+$/)
		await expect(contact.getByRole('link', { name: /^Bellen met / })).toBeHidden()
		const website = contact.locator('a[href^="http"]:not([href*="google.com/maps"])')
		await expect(website).not.toHaveText(/^(https?:|www\.)/)
		await expect(page.getByTestId('open-state')).toHaveText(/^Nu (open|gesloten)$/)
		const map = page.getByTestId('map')
		await map.scrollIntoViewIfNeeded()
		await map.locator('img.leaflet-marker-icon').click()
		await expect(map.locator('.leaflet-popup')).toContainText(name)
		const others = page.locator('section', { has: page.getByRole('heading', { name: /^Andere trimsalons in / }) })
		await expect(others.getByRole('link', { name: /^Bekijk alle trimsalons in / })).toHaveAttribute('href', /^\/city\/[^/]+$/)
		await expect(page.locator('body')).toHaveAttribute('data-prerender-ready', 'true')
		await expectAccessible(page)
	})

	test('shows the fallbacks for missing prices and ratings', async ({ page, request }) => {
		await gotoHydrated(page, await findSalonPage(request, (html) => html.includes('Geen prijsinformatie beschikbaar')))
		await expect(page.getByText('Geen prijsinformatie beschikbaar')).toBeVisible()
		await gotoHydrated(page, await findSalonPage(request, (html) => salonHero(html).includes('Geen beoordelingen')))
		await expect(page.getByRole('article').first().locator('header').getByText('Geen beoordelingen')).toBeVisible()
	})

	test('the numeric id and /groomer/{x} move permanently to the slug URL', async ({ request }) => {
		const [path] = await salonPaths(request, 1)
		for (const old of ['/trimsalon/1', '/groomer/1']) {
			const response = await request.get(old, { maxRedirects: 0 })
			expect(response.status(), old).toBe(301)
			expect(response.headers()['location'], old).toBe(path)
		}
		expect((await request.get('/groomer/1')).url()).toMatch(new RegExp(`${path}$`))
	})

	test('an unknown salon shows the not-found texts with status 404', async ({ page }) => {
		const response = await gotoHydrated(page, '/trimsalon/deze-salon-bestaat-niet')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Trimsalon niet gevonden' })).toBeVisible()
		await expect(page.getByText('De gevraagde trimsalon bestaat niet of is verplaatst.')).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: 'Bekijk alle trimsalons' })).toHaveAttribute('href', '/directory')
		await expectAccessible(page)
	})
})

test.describe('[SALON] on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('shows the actions a dog owner came for on the first screen: calling, Afspraak maken and Plek aanvragen', async ({
		page,
		request,
	}) => {
		// A salon that takes online bookings and place requests and has a phone number: the first one the filter lists.
		const html = await (await request.get('/directory?onlineTeBoeken=1&nieuweKlanten=1')).text()
		const path = /href="(\/trimsalon\/[^"/]+)"/.exec(html)![1]!
		await gotoHydrated(page, path)
		for (const action of [
			page.getByRole('link', { name: 'Afspraak maken' }).first(),
			page.getByRole('link', { name: 'Plek aanvragen' }).first(),
			page.getByRole('link', { name: /^Bellen met / }),
		]) {
			await expect(action).toBeVisible()
			const box = (await action.boundingBox())!
			expect(box.y + box.height).toBeLessThanOrEqual(844)
		}
		await expectAccessible(page)
		// 'Bellen' counts for the owner as a click on the number does.
		const beacon = page.waitForRequest((request) => request.url().endsWith(STATS_BEACON_PATH) && request.method() === 'POST')
		await page.getByRole('link', { name: /^Bellen met / }).click()
		expect(JSON.parse((await beacon).postData()!)).toMatchObject({ m: 'phone' })
	})

	test('a salon without a photo shows its initials on its card and the brand colour behind its name, never a placeholder picture', async ({
		page,
		request,
	}) => {
		// The salon's own header, from its start to the name: no picture in it (before, every salon without a photo had the placeholder).
		const heroTop = (html: string) => html.slice(html.lastIndexOf('<header', html.indexOf('<h1')), html.indexOf('<h1'))
		await gotoHydrated(page, await findSalonPage(request, (html) => !heroTop(html).includes('<img')))
		await expect(page.getByRole('article').first().locator('header img')).toHaveCount(0)
		// A card without a photo draws the salon's initials where the photo would be.
		await gotoHydrated(page, '/directory')
		const withoutPhoto = page
			.getByRole('main')
			.getByRole('article')
			.filter({ hasNot: page.locator('img') })
		await expect(withoutPhoto.first().locator('[aria-hidden="true"] > span')).toHaveText(/^\S{1,3}$/)
	})
})
