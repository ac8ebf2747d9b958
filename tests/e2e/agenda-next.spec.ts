import type { Browser, Locator, Page } from '@playwright/test'
import { haarlemBookingPage, registerVerified } from './accounts'
import { amsterdamDatePlus } from './dates'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

/** A weekday of next week (0 Monday … 4 Friday) in Amsterdam: open at Haarlem, within its horizon, past any notice. */
function nextWeekday(offset: number) {
	const today = amsterdamDatePlus(0)
	const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7
	return amsterdamDatePlus(7 - weekday + offset)
}

const dayName = (date: string) =>
	new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
		new Date(`${date}T12:00:00Z`),
	)

/** A new dog owner books the first time offered on `day` at Haarlem for `dog`. */
async function clientBooks(browser: Browser, bookingPath: string, dog: string, day: string) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) } })
	const page = await context.newPage()
	await registerVerified(page.request, 'volgende')
	await gotoHydrated(page, bookingPath)
	await page.getByLabel('Naam van je hond').fill(dog)
	await page.getByLabel('Ras').fill('Poedel')
	await page.getByLabel('Gewicht').fill('8')
	await page.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
	await page.getByRole('button', { name: 'Volgende' }).click()
	await expect(page.getByRole('button', { name: 'Afspraak bevestigen' })).toBeVisible()
	const more = page.getByText('Meer dagen')
	if (await more.isVisible()) await more.click()
	await page
		.getByRole('group', { name: dayName(day) })
		.getByRole('radio')
		.first()
		.check()
	await page.getByRole('button', { name: 'Afspraak bevestigen' }).click()
	await expect(page.getByRole('heading', { level: 2, name: /Afspraak (bevestigd|aangevraagd)/ })).toBeVisible()
	await context.close()
}

/** The demo owner, signed in, at the Agenda of the Haarlem salon (the list shows this week and the next). */
async function ownersAgenda(page: Page, salonName: string) {
	expect((await page.request.post('/api/auth/sign-in/email', { data: { email: 'eigenaar@example.com', password: 'demo1234' } })).ok()).toBe(
		true,
	)
	await gotoHydrated(page, '/dashboard')
	await page.getByRole('link', { name: 'Agenda', exact: true }).click()
	await page.getByRole('navigation', { name: 'Kies een trimsalon' }).getByRole('link', { name: salonName }).click()
	await expect(page.getByRole('heading', { level: 2, name: `Agenda van ${salonName}` })).toBeVisible()
}

/** A new client's first booking may wait for approval: the owner approves it first. */
async function approvedIn(page: Page, dog: string) {
	const item = page.getByRole('article').filter({ hasText: dog }).last()
	const approve = item.getByRole('button', { name: 'Goedkeuren' })
	if (await approve.isVisible()) {
		await approve.click()
		await expect(toast(page, 'Afspraak goedgekeurd')).toBeVisible()
	}
}

/** 'Volgende afspraak plannen' in `place` (the list's article or the dialog): 2 appointments every 6 weeks, listed, then booked. */
async function planTwo(page: Page, place: Locator) {
	await place.getByText('Volgende afspraak plannen').click()
	await expect(place.getByLabel('Over hoeveel weken')).toHaveValue('6')
	await place.getByLabel('Aantal afspraken').selectOption({ label: '2 afspraken, elke zoveel weken' })
	await place.getByRole('button', { name: 'Data bekijken' }).click()
	await expect(place.getByRole('heading', { name: 'De volgende afspraken, elke 6 weken' })).toBeFocused()
	await expect(place.getByRole('listitem').filter({ hasText: / om \d\d:\d\d/ })).toHaveCount(2)
	await expectAccessible(page)
	await place.getByRole('button', { name: '2 afspraken inplannen' }).click()
	const result = place.getByRole('status').filter({ hasText: '2 afspraken ingepland' })
	await expect(result).toBeFocused()
	await expect(result.getByRole('listitem')).toHaveCount(2)
	await expectAccessible(page)
}

test.describe('[AGENDA VOLGENDE AFSPRAAK]', () => {
	test("on a desktop, the owner plans a client's next two appointments from the grid's dialog, which shows what was booked", async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000)
		const haarlem = await haarlemBookingPage(browser, clientAddress(test.info().workerIndex))
		const dog = `Pien${Date.now() % 100000}`
		await clientBooks(browser, haarlem.path, dog, nextWeekday(3))
		await ownersAgenda(page, haarlem.name)
		await approvedIn(page, dog)
		await page.getByRole('link', { name: 'Volgende week' }).click()
		await expect(page).toHaveURL(/week=/)
		const event = page.locator('.sx__time-grid-event').filter({ hasText: dog })
		await event.click()
		const dialog = page.getByRole('dialog', { name: `Afspraak voor ${dog}` })
		await expect(dialog).toBeVisible()
		await planTwo(page, dialog)
		await expect(page).toHaveURL(/week=/)
	})

	test.describe('on a phone', () => {
		test.use({ viewport: { width: 390, height: 844 } })

		test('the owner plans them from the list, and the view stays where it was', async ({ page, browser }) => {
			test.setTimeout(120_000)
			const haarlem = await haarlemBookingPage(browser, clientAddress(test.info().workerIndex))
			const dog = `Moos${Date.now() % 100000}`
			await clientBooks(browser, haarlem.path, dog, nextWeekday(4))
			await ownersAgenda(page, haarlem.name)
			await approvedIn(page, dog)
			const item = page.getByRole('article').filter({ hasText: dog }).last()
			await planTwo(page, item)
			await expect(page.getByRole('heading', { level: 2, name: `Agenda van ${haarlem.name}` })).toBeVisible()
		})
	})
})
