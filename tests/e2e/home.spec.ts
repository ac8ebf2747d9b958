import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

test.describe('[HOME]', () => {
	test('shows every section of the spec and has no accessibility violations', async ({ page }) => {
		await gotoHydrated(page, '/')
		const main = page.getByRole('main')
		await expect(main.getByRole('heading', { level: 1 })).toHaveText('Vind de perfecte trimsalon voor je hond')
		for (const title of ['Uitgebreid zoeken', 'Betrouwbare beoordelingen', 'Interactieve kaart', 'Eenvoudig vergelijken']) {
			await expect(main.getByRole('heading', { name: title })).toBeVisible()
		}
		const popular = page.locator('section', { has: page.getByRole('heading', { name: 'Populaire steden' }) })
		await expect(popular.getByRole('listitem')).toHaveCount(6)
		await expect(popular.getByRole('link', { name: 'Amsterdam' })).toHaveAttribute('href', '/city/amsterdam')
		const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Uitgelichte trimsalons' }) })
		await expect(featured.getByRole('article')).toHaveCount(3)
		await expect(featured.getByText('Uitgelichte Trimsalon · betaalde vermelding')).toHaveCount(3)
		await expect(main.getByRole('heading', { name: 'Veelgestelde vragen' })).toBeVisible()
		await expect(main.getByRole('heading', { name: 'Vind Trimsalons in Jouw Buurt' })).toBeVisible()
		await expect(main.getByLabel('Kies een stad')).toBeVisible()
		await expect(main.getByRole('heading', { name: 'Klaar om de perfecte trimsalon te vinden?' })).toBeVisible()
		await expectAccessible(page)
	})

	test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
		await gotoHydrated(page, '/')
		const first = page.getByRole('button', { name: 'Hoe vind ik een goede trimsalon bij mij in de buurt?' })
		const third = page.getByRole('button', { name: 'Wat kost een trimbeurt gemiddeld?' })
		const price = page.getByText('tussen de 35 en 120 euro')
		await expect(page.getByRole('button', { name: /\?$/ }).filter({ has: page.locator('svg') })).toHaveCount(5)
		await expect(price).toBeHidden()
		await third.click()
		await expect(price).toBeVisible()
		await expect(third).toHaveAttribute('aria-expanded', 'true')
		await first.click()
		await expect(price).toBeHidden()
		await expect(first).toHaveAttribute('aria-expanded', 'true')
		await first.click()
		await expect(first).toHaveAttribute('aria-expanded', 'false')
	})

	test('the closing search box searches too', async ({ page }) => {
		await gotoHydrated(page, '/')
		const cta = page.getByRole('search', { name: 'Nog een keer zoeken' })
		await cta.getByRole('combobox').fill('Groningen')
		await cta.getByRole('button', { name: 'Zoeken' }).click()
		await expect(page).toHaveURL(/\/directory\?location=Groningen$/)
		await expect(page.getByTestId('result-heading')).toHaveText(/^\d+ trimsalons gevonden voor "Groningen"$/)
	})

	test('suggests places and salons while typing, chosen with the keyboard', async ({ page }) => {
		await gotoHydrated(page, '/')
		const box = page.locator('#zoeken').getByRole('combobox')
		await box.pressSequentially('amst', { delay: 30 })
		const list = page.getByRole('listbox', { name: 'Suggesties' }).first()
		await expect(list.getByRole('option').first()).toContainText('Amsterdam')
		await expect(box).toHaveAttribute('aria-expanded', 'true')
		await box.press('ArrowDown')
		await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
		await box.press('Enter')
		await expect(page).toHaveURL(/\/city\/amsterdam$/)
	})

	test('the city picker opens the chosen city', async ({ page }) => {
		await gotoHydrated(page, '/')
		await page.getByLabel('Kies een stad').selectOption('utrecht')
		await page.getByRole('button', { name: 'Bekijk trimsalons' }).click()
		await expect(page).toHaveURL(/\/city\/utrecht$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hondentrimmers in Utrecht')
	})

	test("after a move within the site, the directory's city picker opens a city named in two words", async ({ page }) => {
		await gotoHydrated(page, '/')
		// The picker's options are built in the browser from the city names of the directory's data.
		await page.locator('#zoeken').getByRole('button', { name: 'Zoeken' }).click()
		await expect(page).toHaveURL(/\/directory$/)
		// Home has a city picker too, and the URL changes before the directory is drawn: pick in the directory's.
		const picker = page.getByRole('region', { name: 'Zoek per stad' })
		await picker.getByLabel('Kies een stad').selectOption({ label: 'Den Haag' })
		await picker.getByRole('button', { name: 'Bekijk trimsalons' }).click()
		await expect(page).toHaveURL(/\/city\/den-haag$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hondentrimmers in Den Haag')
	})
})

test.describe('[MAP]', () => {
	test('the map search moves to the place and shows the salons in the radius, with a popup link to the salon', async ({ page }) => {
		test.slow() // a real map: tiles, clusters and zoom animations on a busy 2-core machine
		await gotoHydrated(page, '/')
		const block = page.locator('section', { has: page.getByRole('heading', { name: 'Vind Trimsalons in Jouw Buurt' }) })
		const map = block.getByTestId('map')
		await map.scrollIntoViewIfNeeded()
		await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
		await block.getByPlaceholder('Voer postcode of stad in').fill('Utrecht')
		await block.getByLabel('Straal').selectOption('5')
		// Clusters of the national view stay until the radius search's markers arrive: wait for those.
		const radiusMarkers = page.waitForResponse((response) => /\/api\/map\/markers\?.*radius=5/.test(response.url()))
		await block.getByRole('button', { name: 'Zoeken' }).click()
		await radiusMarkers
		await expect(block.getByText(/\d+ trimsalons binnen 5 km van Utrecht\./)).toBeVisible()
		await expect(block.getByRole('link', { name: 'Bekijk ze in de lijst' })).toHaveAttribute('href', '/directory?location=Utrecht&radius=5')
		await expect(map.locator('path.leaflet-interactive')).toHaveCount(1)

		// Zoom into clusters until single salon markers show, then open one. Markers are refetched after
		// every zoom, so a cluster seen a moment ago may be gone, and one zoom may show only clusters: retry.
		const single = map.locator('img.leaflet-marker-icon')
		await expect(async () => {
			if (!(await single.count())) await map.locator('.marker-cluster').first().dispatchEvent('click', undefined, { timeout: 2_000 })
			await expect(single.first()).toBeAttached({ timeout: 3_000 })
		}).toPass({ timeout: 60_000 })
		// A marker of the previous view may lie outside the map's window; a click event opens any popup, which Leaflet pans into view.
		await single.first().dispatchEvent('click')
		const link = map.locator('.leaflet-popup').getByRole('link', { name: 'Bekijk details' })
		await expect(link).toHaveAttribute('href', /^\/groomer\/\d+$/)
		// Centre it: a popup near the map's top edge would otherwise sit under the sticky header.
		await link.evaluate((element) => element.scrollIntoView({ block: 'center' }))
		await link.click()
		await expect(page).toHaveURL(/\/trimsalon\/[a-z0-9-]+$/)
		await expect(page.getByRole('heading', { level: 2, name: /^Over / })).toBeVisible()
	})

	test('pages without a map never load the map library', async ({ page }) => {
		const requested: string[] = []
		page.on('request', (request) => requested.push(request.url()))
		await gotoHydrated(page, '/directory')
		await gotoHydrated(page, '/cities')
		// A lazy map would be asked for once the page is idle: wait until the network is quiet.
		await page.waitForLoadState('networkidle')
		expect(requested.filter((url) => /leaflet|directory-map|salon-map/.test(url))).toEqual([])
	})
})
