import type { Browser, Locator, Page } from '@playwright/test'
import { registerVerified } from './accounts'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

const OWNER = 'eigenaar@example.com'
const MINUTE = 60_000
/** The demo salon's rules and its 'Volledige trimbeurt' for a dog of 12,5 kg with a curly coat: 2 hours, and 15 minutes after. */
const OCCUPIES_MINUTES = 120 + 15
const CANCEL_HOURS = 24

test.use({ viewport: { width: 390, height: 844 } })

/** The booking page of the demo owner's Amsterdam salon (it takes online bookings and new clients), read from the owner's dashboard. */
async function amsterdamBookingPage(browser: Browser) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '127.204.0.1' } })
	const owner = await context.newPage()
	expect((await owner.request.post('/api/auth/sign-in/email', { data: { email: OWNER, password: 'demo1234' } })).ok()).toBe(true)
	await gotoHydrated(owner, '/dashboard')
	const card = owner.getByRole('article').filter({ hasText: 'Amsterdam' }).first()
	const path = (await card.getByRole('link', { name: /Bekijk de openbare pagina/ }).getAttribute('href'))!
	await context.close()
	return `${path}/afspraak-maken`
}

/** What a step produced has the focus and is on screen, below the sticky header, as a thumb and a screen reader need it. */
async function expectInViewAndFocused(page: Page, target: Locator) {
	await expect(target).toBeFocused()
	await expect(target).toBeInViewport()
	const header = (await page.locator('header').first().boundingBox())!
	const box = (await target.boundingBox())!
	expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
	expect(box.y).toBeLessThan(844)
}

/** The first step filled in for Bobbie, 12,5 kg written with its unit, a curly coat. */
async function fillDog(page: Page) {
	await page.getByLabel('Naam van je hond').fill('Bobbie')
	await page.getByLabel('Ras').fill('Labradoodle')
	await page.getByLabel('Gewicht').fill('12,5 kg')
	await page.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
}

/** The start times the grid offers, as instants. */
const offered = (page: Page) =>
	page.locator('input[name="startsAt"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

test.describe('[AFSPRAAK MAKEN OP EEN TELEFOON]', () => {
	test('each step takes the view and the focus; a time taken meanwhile gives fresh times the message agrees with; a limit shows on the first step', async ({
		page,
		browser,
	}) => {
		test.setTimeout(150_000)
		const bookingPage = await amsterdamBookingPage(browser)
		await registerVerified(page.request, 'telefoon')
		await gotoHydrated(page, bookingPage)

		// The first step: the treatment list says where a coat adds to the price.
		await expect(page.getByRole('heading', { level: 2, name: 'Je hond en de behandeling' })).toBeVisible()
		await expect(page.getByRole('radio', { name: /Volledige trimbeurt/ })).toBeChecked()
		await expect(page.getByText(/^Een vacht kan de prijs verhogen: .*krullend €\s15,00 extra/).first()).toBeVisible()
		await expectAccessible(page)

		// 'Volgende' with nothing filled in: the first field with a problem takes the focus, on screen.
		await page.getByRole('button', { name: 'Volgende' }).click()
		await expectInViewAndFocused(page, page.getByLabel('Naam van je hond'))
		await fillDog(page)
		await page.getByRole('button', { name: 'Volgende' }).click()

		// The second step opens at its heading, with the price in its parts.
		const timesHeading = page.getByRole('heading', { level: 2, name: 'Prijs en vrije tijden' })
		await expectInViewAndFocused(page, timesHeading)
		await expect(page.getByText(/Volledige trimbeurt voor Bobbie: €\s75,00/)).toBeInViewport()
		await expect(page.getByText(/^Volledige trimbeurt, Middel \(12,5 kg\): €\s60,00, 1 uur en 30 minuten$/)).toBeVisible()
		await expect(page.getByText(/^Extra voor de vacht \(krullend\): €\s15,00, 30 minuten$/)).toBeVisible()
		await expect(page.getByText('Duur: ongeveer 2 uur')).toBeVisible()
		await expectAccessible(page)

		// Confirming without a time: the refusal takes the focus, on screen.
		await page.getByRole('button', { name: 'Afspraak bevestigen' }).click()
		await expectInViewAndFocused(page, page.getByRole('alert').filter({ hasText: 'Kies een tijd.' }))

		// The chosen time says how it can be cancelled before it is booked; the nearest lies inside the deadline or not.
		const first = page.locator('input[name="startsAt"]').first()
		const firstStart = new Date((await first.getAttribute('value'))!)
		await first.check()
		const nearest = firstStart.getTime() - Date.now() < CANCEL_HOURS * 60 * MINUTE
		await expect(
			page.getByText(nearest ? 'Deze afspraak kun je niet meer online annuleren.' : /^Annuleren kan tot \w+ \d+ \w+, \d{2}:\d{2} uur\.$/),
		).toBeVisible()

		// Another dog owner books the first time of the third day meanwhile, in a browser of their own.
		const third = page.locator('fieldset fieldset').nth(2)
		const taken = (await third.locator('input[name="startsAt"]').first().getAttribute('value'))!
		const other = await browser.newContext({
			extraHTTPHeaders: { 'X-Forwarded-For': '127.204.0.2' },
			viewport: { width: 390, height: 844 },
		})
		const second = await other.newPage()
		await registerVerified(second.request, 'telefoon-twee')
		await gotoHydrated(second, bookingPage)
		await fillDog(second)
		await second.getByRole('button', { name: 'Volgende' }).click()
		await second.locator(`input[value="${taken}"]`).check()
		await second.getByRole('button', { name: 'Afspraak bevestigen' }).click()
		await expect(second.getByRole('heading', { name: 'Afspraak bevestigd' })).toBeVisible()
		await other.close()

		// Confirming the taken time: the refusal takes the focus, and the grid is the database's now.
		await page.locator(`input[value="${taken}"]`).check()
		await page.getByRole('button', { name: 'Afspraak bevestigen' }).click()
		const refusal = page.getByRole('alert').filter({ hasText: 'Deze tijd is net door iemand anders geboekt.' })
		await expectInViewAndFocused(page, refusal)
		await expect(page.locator('input[name="startsAt"]:checked')).toHaveCount(0)
		const takenAt = new Date(taken).getTime()
		const overlapping = (await offered(page)).filter((start) => Math.abs(new Date(start).getTime() - takenAt) < OCCUPIES_MINUTES * MINUTE)
		expect(overlapping).toEqual([])
		const [, day, named] = /Nog vrij op (.+?): (.+)\.$/.exec((await refusal.textContent())!.trim())!
		const times = named!.split(/, | en /)
		const grid = await page
			.getByRole('group', { name: day, exact: true })
			.getByRole('radio')
			.evaluateAll((radios) => radios.map((radio) => radio.parentElement!.textContent!.trim()))
		expect(grid.slice(0, times.length)).toEqual(times)
		await expectAccessible(page)

		// Booking a time the message named: the confirmation takes the focus, with the day, the times and the cancellation rule.
		await page.getByRole('group', { name: day, exact: true }).getByRole('radio', { name: times[0], exact: true }).check()
		await page.getByRole('button', { name: 'Afspraak bevestigen' }).click()
		const confirmed = page.getByRole('heading', { level: 2, name: 'Afspraak bevestigd' })
		await expectInViewAndFocused(page, confirmed)
		await expect(page.getByText(new RegExp(`^${day}, ${times[0]}–\\d{2}:\\d{2}$`, 'i'))).toBeVisible()
		await expect(
			page.getByText(/Annuleren kan tot \w+ \d+ \w+, \d{2}:\d{2} uur\.|Deze afspraak kun je niet meer online annuleren\./),
		).toBeVisible()
		await expectAccessible(page)

		// A new client holds one coming appointment here: the booking page says so before any field.
		await gotoHydrated(page, bookingPage)
		await expect(page.getByText('Je hebt al een afspraak staan bij deze trimsalon.', { exact: false })).toBeInViewport()
		await expect(page.getByLabel('Naam van je hond')).toHaveCount(0)
		await expectAccessible(page)
	})
})
