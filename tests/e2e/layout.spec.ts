import type { Page } from '@playwright/test'
import { registerVerified, signInAdmin } from './accounts'
import { findSalonPage } from './discovery-helpers'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

test.describe('[LAYOUT]', () => {
	test('home is rendered on the server with header, footer and the salon-count badge', async ({ request }) => {
		const response = await request.get('/')
		expect(response.status()).toBe(200)
		const html = await response.text()
		expect(html).toContain('<title>Vind de beste trimsalon voor je hond | Trimsalonwijzer</title>')
		expect(html).toContain('Meer dan 1000 trimsalons')
		expect(html).toContain('Vergelijk meer dan 1000 trimsalons')
		for (const label of [
			'Home',
			'Trimsalons',
			'Steden',
			'Contact',
			'Boekingssysteem voor hondentrimsalons',
			'Zoek Trimsalon',
			'Inloggen',
		]) {
			expect(html).toContain(`>${label}</a>`)
		}
		for (const city of ['amsterdam', 'rotterdam', 'utrecht', 'groningen', 'eindhoven']) expect(html).toContain(`href="/city/${city}"`)
		expect(html).toContain('href="/privacy"')
		expect(html).toContain('href="/terms"')
		expect(html).toContain('<meta name="theme-color" content="#3B82F6"/>')
	})

	test('the footer points to the sister sites for dog physiotherapy and dog schools', async ({ page }) => {
		await gotoHydrated(page, '/')
		const footer = page.getByRole('contentinfo')
		await expect(footer.getByRole('link', { name: 'Hondenfysiotherapeuten in Nederland' })).toHaveAttribute(
			'href',
			'https://www.hondenfysiowijzer.nl',
		)
		await expect(footer.getByRole('link', { name: 'Hondenscholen in Nederland' })).toHaveAttribute(
			'href',
			'https://www.hondenschoolwijzer.nl',
		)
	})

	test('a new page starts at the top at once, also after a footer link at the bottom of a long page', async ({ page }) => {
		await gotoHydrated(page, '/')
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
		await page.getByRole('contentinfo').getByRole('link', { name: 'Privacybeleid' }).click()
		await expect(page).toHaveURL(/\/privacy$/)
		// The URL changes a moment before the new page is rendered: wait for the new page's own heading.
		await expect(page.getByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeVisible()
		expect(await page.evaluate(() => window.scrollY)).toBe(0)
	})

	test('home in the browser: badge, search and no accessibility violations', async ({ page }) => {
		await gotoHydrated(page, '/')
		await expect(page.getByTestId('salon-count-badge')).toHaveText('Meer dan 1000 trimsalons')
		await expect(page.getByRole('contentinfo')).toContainText('Populaire steden')
		await expectAccessible(page)
		await expect(page.locator('body')).toHaveAttribute('data-prerender-ready', 'true')
	})

	test('an empty search goes to /directory, a text to /directory?location=', async ({ page }) => {
		// The home page has several search forms; the hero's is the one under #zoeken.
		const hero = page.locator('#zoeken')
		await gotoHydrated(page, '/')
		await hero.getByRole('button', { name: 'Zoeken' }).click()
		await expect(page).toHaveURL(/\/directory$/)
		await gotoHydrated(page, '/')
		await hero.getByLabel('Zoek op stad, postcode of naam').fill('Den Haag')
		await hero.getByRole('button', { name: 'Zoeken' }).click()
		await expect(page).toHaveURL(/\/directory\?location=Den%20Haag$/)
	})

	test('no header label wraps or runs out of the header at any width, signed out, signed in or as admin', async ({ page, browser }) => {
		test.setTimeout(90_000)
		/** Every visible link and button of the header row: its label on one line, and the row within the page's width. */
		const check = async (viewer: Page, who: string) => {
			for (const width of [1024, 1100, 1279, 1280, 1366, 1440, 1536, 1920]) {
				await viewer.setViewportSize({ width, height: 800 })
				const found = await viewer.getByRole('banner').evaluate((header) => {
					const row = header.firstElementChild as HTMLElement
					const items = [...row.querySelectorAll<HTMLElement>('a, button')].filter((item) => item.offsetParent !== null)
					// A text that wraps is laid out as one box per line.
					const lines = (text: Node) => {
						const range = document.createRange()
						range.selectNodeContents(text)
						return new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top))).size
					}
					const texts = (item: HTMLElement) => {
						const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
						const found: Node[] = []
						while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) found.push(walker.currentNode)
						return found
					}
					const wrapped = items.filter((item) => texts(item).some((text) => lines(text) > 1))
					return {
						labels: items.map((item) => item.textContent?.trim()),
						wrapped: wrapped.map((item) => item.textContent?.trim()),
						overflow: Math.max(0, row.scrollWidth - row.clientWidth),
					}
				})
				expect(found.wrapped, `${who} at ${width} px: ${found.labels.join(' | ')}`).toEqual([])
				expect(found.overflow, `${who} at ${width} px`).toBe(0)
			}
		}
		await gotoHydrated(page, '/')
		await check(page, 'visitor')
		await registerVerified(page.request, 'kop')
		await gotoHydrated(page, '/')
		await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn account' })).toBeAttached()
		await check(page, 'member')
		const adminContext = await browser.newContext()
		const admin = await adminContext.newPage()
		await signInAdmin(admin.request)
		await gotoHydrated(admin, '/')
		await expect(admin.getByRole('banner').getByRole('link', { name: 'Admin Portal' })).toBeAttached()
		await check(admin, 'admin')
		await adminContext.close()
	})

	test('the mobile menu opens and closes on a link click', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await gotoHydrated(page, '/')
		const toggle = page.getByRole('button', { name: 'Menu openen' })
		await expect(toggle).toHaveAttribute('aria-expanded', 'false')
		await toggle.click()
		const menu = page.getByRole('navigation', { name: 'Mobiel menu' })
		await expect(menu).toBeVisible()
		await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true')
		await menu.getByRole('link', { name: 'Contact' }).click()
		await expect(page).toHaveURL(/\/contact$/)
		await expect(menu).toBeHidden()
	})

	test('an unknown path shows the 404 texts with status 404', async ({ page }) => {
		const response = await gotoHydrated(page, '/deze-pagina-bestaat-niet')
		expect(response?.status()).toBe(404)
		await expect(page.getByText('404', { exact: true })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Oeps! Pagina niet gevonden' })).toBeVisible()
		for (const [name, href] of [
			['Naar de homepage', '/'],
			['Bekijk alle trimsalons', '/directory'],
			['Inloggen', '/auth'],
		] as const) {
			await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', href)
		}
		await expectAccessible(page)
	})

	test('/healthz answers 200 when the database answers', async ({ request }) => {
		const response = await request.get('/healthz')
		expect(response.status()).toBe(200)
		expect(await response.json()).toEqual({ status: 'ok' })
	})
})

test.describe('[CACHE]', () => {
	test('a page from the page cache arrives gzipped with a fresh nonce and comes to life in the browser', async ({ page }) => {
		// Another test's write may empty the cache in between; a few tries find a hit.
		let response = await gotoHydrated(page, '/cities')
		for (let attempt = 0; attempt < 10 && response?.headers()['x-cache'] !== 'HIT'; attempt++)
			response = await gotoHydrated(page, '/cities')
		const headers = response!.headers()
		expect(headers['x-cache']).toBe('HIT')
		expect(headers['content-encoding']).toBe('gzip')
		// The scripts ran (gotoHydrated waited for hydration), so the nonce in the page matched the header's.
		const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1]
		expect(
			await page
				.locator('script[nonce]')
				.first()
				.evaluate((script) => (script as HTMLScriptElement).nonce),
		).toBe(nonce)
	})
})

test.describe('[SPEED]', () => {
	// An SVG file shown as an image (an <img>, a CSS mask) costs the browser a document of its own on the main
	// thread, tens of milliseconds each while the page comes to life: pictures are raster files, icons inline SVG.
	test('the pages everyone reads show no SVG file as an image, and every picture they show loads', async ({ page, request }) => {
		const salon = await findSalonPage(request, (html) => html.includes('/images/salons/') && html.includes('botjes'))
		let checked = 0
		for (const path of ['/', '/directory?location=amsterdam', '/city/amsterdam', salon, '/blog']) {
			await gotoHydrated(page, path)
			const { svgImages, broken, pictures } = await page.evaluate(() => {
				const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
				const images = [...document.images].filter((image) => image.complete && image.loading !== 'lazy')
				return {
					svgImages: entries
						.filter((entry) => ['img', 'css'].includes(entry.initiatorType) && new URL(entry.name).pathname.endsWith('.svg'))
						.map((entry) => entry.name),
					broken: images.filter((image) => image.naturalWidth === 0).map((image) => image.src),
					pictures: images.length,
				}
			})
			expect(svgImages, path).toEqual([])
			expect(broken, path).toEqual([])
			checked += pictures
		}
		// The salon's photo at least: the check of the pictures is not made on none.
		expect(checked).toBeGreaterThan(0)
	})

	test('the browser fetches the stylesheet and the first photo before the scripts, which start after the first paint and still bring the page to life', async ({
		page,
	}) => {
		const cdp = await page.context().newCDPSession(page)
		await cdp.send('Network.enable')
		const requests = new Map<string, { priority: string; order: number }>()
		cdp.on('Network.requestWillBeSent', ({ request }) =>
			requests.set(new URL(request.url).pathname, { priority: request.initialPriority, order: requests.size }),
		)
		await gotoHydrated(page, '/directory?location=amsterdam')
		const scripts = [...requests].filter(([path]) => path.startsWith('/assets/') && path.endsWith('.js'))
		expect(scripts.length).toBeGreaterThan(5)
		const firstScript = Math.min(...scripts.map(([, { order }]) => order))
		const stylesheet = [...requests].find(([path]) => path.endsWith('.css'))
		expect(stylesheet?.[1].priority).toBe('VeryHigh')
		expect(stylesheet![1].order).toBeLessThan(firstScript)
		// No script is asked for before the page can paint: not before the stylesheet, which holds the first paint, is in.
		// (The paint entry's own time is when the frame reached the screen, which may come after the script started.)
		const { stylesheetEnd, scriptStarts } = await page.evaluate(() => {
			const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
			return {
				stylesheetEnd: entries.find((entry) => entry.name.endsWith('.css'))?.responseEnd ?? Infinity,
				scriptStarts: entries
					.filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
					.map((entry) => entry.startTime),
			}
		})
		expect(scriptStarts).toHaveLength(scripts.length)
		expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(stylesheetEnd)
		// The first card's photo comes early; a first card without a photo shows initials, and then no photo is urgent.
		const firstPhoto = page.getByRole('listitem').first().locator('img')
		const images = [...requests].filter(([path]) => /\.(webp|jpe?g|png|avif)$/.test(path))
		if (await firstPhoto.count()) {
			const photo = requests.get(new URL((await firstPhoto.getAttribute('src'))!, page.url()).pathname)
			expect(photo?.priority).toBe('High')
			expect(photo!.order).toBeLessThan(firstScript)
		} else expect(images.filter(([, { priority }]) => priority === 'High')).toEqual([])
	})

	test('going back before the page has come to life shows the page gone back to', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		await page.getByRole('contentinfo').getByRole('link', { name: 'Steden' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trimsalons per stad')
		// The reloaded page's scripts are held back: it is the server's HTML alone until they come. Going back
		// is then a step to an entry the router made, in the same document, which no script has taken over yet.
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/assets/*.js', async (route) => {
			await held
			await route.continue()
		})
		await page.reload({ waitUntil: 'domcontentloaded' })
		expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
		await page.goBack({ waitUntil: 'commit' })
		await expect(page).toHaveURL(/\/blog$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
		release()
		await page.unrouteAll({ behavior: 'wait' })
		// Once the router has taken over, going back is its own again: no page is loaded for it.
		await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
		await page.evaluate(() => Object.assign(window, { sameDocument: true }))
		await page.getByRole('contentinfo').getByRole('link', { name: 'Steden' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trimsalons per stad')
		await page.goBack()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
	})

	test('a form whose code loads on demand is rendered in its place, also for a visitor without JavaScript', async ({ request }) => {
		const html = await (await request.get('/directory?location=utrecht')).text()
		const form = html.indexOf('>Mail me</button>')
		expect(form).toBeGreaterThan(0)
		// In its place: before the section that follows it, not moved to the end behind a script that puts it back.
		expect(form).toBeLessThan(html.indexOf('>Zoek per stad</h2>'))
		expect(html).not.toContain('<template id="B:')
		expect(html).not.toContain('$RC(')
	})
})
