import type { Browser } from '@playwright/test'
import ICAL from 'ical.js'
import { PASSWORD, logIn, registerVerified } from './accounts'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { mailTo } from '../outbox'

const OWNER = 'eigenaar@example.com'

/** The public page and name of the demo owner's salon in Amsterdam, which takes online bookings, read from the owner's dashboard. */
async function amsterdamSalon(browser: Browser) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '127.202.0.1' } })
	const owner = await context.newPage()
	expect((await owner.request.post('/api/auth/sign-in/email', { data: { email: OWNER, password: 'demo1234' } })).ok()).toBe(true)
	await gotoHydrated(owner, '/dashboard')
	const card = owner.getByRole('article').filter({ hasText: 'Amsterdam' }).first()
	const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
	const path = (await card.getByRole('link', { name: /Bekijk de openbare pagina/ }).getAttribute('href'))!
	await context.close()
	return { name, path }
}

/** The one event of a mail's .ics, as a calendar app reads it. */
const eventOf = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!)

test.describe('[AFSPRAAK MAKEN]', () => {
	test('a visitor books a free time at the price for their dog, reads it confirmed, and both sides get a mail with the event', async ({
		page,
		request,
		browser,
	}) => {
		test.setTimeout(90_000)
		const member = await registerVerified(request, 'boeker')
		const salon = await amsterdamSalon(browser)

		// The salon page's 'Afspraak maken' sends a visitor to log in, and back to the booking page.
		await gotoHydrated(page, salon.path)
		await page.getByRole('link', { name: 'Afspraak maken' }).first().click()
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=%2Ftrimsalon%2F.+%2Fafspraak-maken/)
		await logIn(page, member, PASSWORD)
		await expect(page).toHaveURL(/\/trimsalon\/.+\/afspraak-maken$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Afspraak maken bij ${salon.name}`)
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

		// The dog and the treatment; the form's own messages before anything is sent.
		await page.getByRole('button', { name: 'Volgende' }).click()
		await expect(page.getByText('Vul de naam van je hond in.')).toBeVisible()
		await page.getByLabel('Naam van je hond').fill('Bobbie')
		await page.getByLabel('Ras').fill('Labradoodle')
		await page.getByLabel('Gewicht').fill('12,5')
		await page.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
		await expect(page.getByRole('radio', { name: /Volledige trimbeurt/ })).toBeChecked()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Volgende' }).click()

		// Middel (12,5 kg) costs 60 euros and 90 minutes; a curly coat adds 15 euros and 30 minutes.
		await expect(page.getByText(/Volledige trimbeurt voor Bobbie: €\s75,00/)).toBeVisible()
		await expect(page.getByText(/Duur: ongeveer 2 uur/)).toBeVisible()
		const first = page.getByRole('radio', { name: /^\d{2}:\d{2}$/ }).first()
		const time = (await first.getAttribute('value'))!
		const clock = (await first.locator('xpath=..').textContent())!.trim()
		const day = (await page.locator('fieldset fieldset legend').first().textContent())!.trim()
		await page.getByRole('group', { name: day }).getByRole('radio', { name: clock }).check()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Afspraak bevestigen' }).click()

		await expect(page.getByRole('heading', { name: 'Afspraak bevestigd' })).toBeVisible()
		await expect(page.getByText(new RegExp(`^${day}, ${clock}–\\d{2}:\\d{2}$`, 'i'))).toBeVisible()
		await expect(page.getByText(/€\s75,00/)).toBeVisible()
		await expectAccessible(page)

		const toMember = await mailTo(page.request, member, `Afspraak bevestigd bij ${salon.name}`)
		expect(toMember.text).toContain(`${day} om ${clock}`)
		expect(eventOf(toMember.attachments![0]!.content).startDate.toJSDate().getTime()).toBe(new Date(time).getTime())
		const toOwner = await mailTo(page.request, OWNER, `Nieuwe afspraak bij ${salon.name}: Bobbie`)
		expect(toOwner.text).toContain(member)
		const ownersEvent = eventOf(toOwner.attachments![0]!.content)
		// The instant, in UTC: exact also in the hour October repeats.
		expect(ownersEvent.startDate.toString()).toMatch(/Z$/)
		expect(ownersEvent.startDate.toJSDate().getTime()).toBe(new Date(time).getTime())

		// The owner's Agenda lists it with the dog and how to reach its owner.
		const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '127.202.0.3' } })
		const owner = await ownerContext.newPage()
		expect((await owner.request.post('/api/auth/sign-in/email', { data: { email: OWNER, password: 'demo1234' } })).ok()).toBe(true)
		await gotoHydrated(owner, '/dashboard/agenda')
		await owner.getByRole('navigation', { name: 'Kies een trimsalon' }).getByRole('link', { name: salon.name }).click()
		const booked = owner.getByRole('listitem').filter({ hasText: 'Bobbie' }).filter({ hasText: member })
		await expect(booked).toContainText('Labradoodle')
		await expect(booked).toContainText('12,5 kg')
		await expect(booked).toContainText('Krullend')
		await expect(booked).toContainText(clock)
		await expectAccessible(owner)
		await ownerContext.close()

		// The time is given: a second dog owner is not offered it.
		const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '127.202.0.2' } })
		const second = await other.newPage()
		await registerVerified(second.request, 'tweede')
		await gotoHydrated(second, new URL(page.url()).pathname)
		await second.getByLabel('Naam van je hond').fill('Max')
		await second.getByLabel('Ras').fill('Poedel')
		await second.getByLabel('Gewicht').fill('12,5')
		await second.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
		await second.getByRole('button', { name: 'Volgende' }).click()
		await expect(second.getByRole('button', { name: 'Afspraak bevestigen' })).toBeVisible()
		await expect(second.locator(`input[value="${time}"]`)).toHaveCount(0)
		await other.close()
	})
})

test('the directory’s filter "Online te boeken" lists the salons that take online bookings, each card with its link', async ({ page }) => {
	await gotoHydrated(page, '/directory')
	await page.getByRole('checkbox', { name: 'Online te boeken' }).check()
	await expect(page).toHaveURL(/[?&]onlineTeBoeken=1/)
	const cards = page.getByRole('main').getByRole('article')
	const links = cards.getByRole('link', { name: /^Afspraak maken bij / })
	// The address changes as the filtered list is asked for; the unfiltered cards stay until it arrives, and only then
	// does every card (at least one) have the link.
	await expect
		.poll(async () => {
			const count = await cards.count()
			return count > 0 && count === (await links.count())
		})
		.toBe(true)
	await expectAccessible(page)
})
