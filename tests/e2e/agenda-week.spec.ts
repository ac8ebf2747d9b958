import type { Locator, Page } from '@playwright/test'
import { ownerWithSalon, registerVerified } from './accounts'
import { amsterdamDatePlus } from './dates'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const OWNER = 'eigenaar@example.com'

/** The Monday of next week in Amsterdam (weeks start on Monday). */
function nextMonday() {
	const today = amsterdamDatePlus(0)
	const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7
	return amsterdamDatePlus(7 - weekday)
}

/** 'woensdag 9 december', as the booking page names a day. */
const dayName = (date: string) =>
	new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
		new Date(`${date}T12:00:00Z`),
	)

async function signInOwner(page: Page) {
	const signedIn = await page.request.post('/api/auth/sign-in/email', {
		data: { email: OWNER, password: 'demo1234' },
		headers: { 'x-forwarded-for': clientAddress(test.info().workerIndex) },
	})
	expect(signedIn.ok()).toBe(true)
}

/** The time grid of the Agenda, once its component has loaded. */
async function grid(page: Page) {
	const region = page.getByRole('region', { name: 'De week in het raster' })
	await expect(region.locator('[data-time-grid-date]').first()).toBeVisible()
	return region
}

/** The demo owner's Haarlem salon, from its card on the dashboard: its name and public page. */
async function haarlemSalon(page: Page) {
	await gotoHydrated(page, '/dashboard')
	const card = page.getByRole('article').filter({ hasText: 'Haarlem' }).first()
	const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
	const path = (await card.getByRole('link', { name: /Bekijk de openbare pagina/ }).getAttribute('href'))!
	return { name, path }
}

/** From the dashboard, through its 'Agenda' tab, to this salon's Agenda. */
async function openAgendaOf(page: Page, name: string) {
	await page.getByRole('link', { name: 'Agenda', exact: true }).click()
	await page.getByRole('navigation', { name: 'Kies een trimsalon' }).getByRole('link', { name }).click()
	await expect(page.getByRole('heading', { level: 2, name: `Agenda van ${name}` })).toBeVisible()
}

const nextWeekLink = (page: Page) => page.getByRole('navigation', { name: 'Weken' }).getByRole('link', { name: 'Volgende week' })

/** The Agenda of the demo owner's Haarlem salon, at the week (this one or the next) that holds the demo dog owner's coming appointment. */
async function weekWithDemoAppointment(page: Page) {
	await openAgendaOf(page, (await haarlemSalon(page)).name)
	// The demo booking itself ('Volledige trimbeurt'): other specs book and cancel other times for Bobbie at Haarlem meanwhile.
	const demoBooking = page
		.getByRole('region', { name: 'Deze week' })
		.getByRole('article')
		.filter({ hasText: 'Bobbie' })
		.filter({ hasText: 'Volledige trimbeurt' })
	// The grid loads after the page: the week is changed once it stands, so it cannot answer for the week before.
	await grid(page)
	if (!(await demoBooking.count())) {
		await nextWeekLink(page).click()
		await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/)
	}
}

/** Every appointment in the first week of the list, by its day (from the day's heading) and its time 'HH:MM–HH:MM'. */
async function listedTimes(list: Locator) {
	const listed: { date: string; start: string; end: string; text: string }[] = []
	for (const day of await list.locator('section[aria-labelledby^="dag-"]').all()) {
		const date = (await day.getAttribute('aria-labelledby'))!.slice('dag-'.length)
		for (const article of await day.getByRole('article').all()) {
			const title = (await article.locator('p').first().textContent())!
			const [, start, end] = title.match(/(\d{2}:\d{2})–(\d{2}:\d{2})/)!
			listed.push({ date, start: start!, end: end!, text: title })
		}
	}
	return listed
}

/** The blocks of one day's column in the grid. */
const column = (region: Locator, date: string) => region.locator(`[data-time-grid-date="${date}"]`)

test.describe('[AGENDA WEEK]', () => {
	test('the week shows each appointment as a block at its time, on a desktop and on a phone, and is accessible', async ({ page }) => {
		await signInOwner(page)
		await weekWithDemoAppointment(page)
		const region = await grid(page)
		const list = page.getByRole('region', { name: /^(Deze week|Volgende week)$/ }).first()
		const listed = await listedTimes(list)
		expect(listed.some((appointment) => appointment.text.includes('Volledige trimbeurt'))).toBe(true)
		for (const appointment of listed) {
			const block = column(region, appointment.date).getByRole('button', { name: new RegExp(`${appointment.start} – ${appointment.end}`) })
			await expect(block).toBeVisible()
		}
		await expect(
			column(region, listed[0]!.date)
				.getByRole('button', { name: /Bobbie · Volledige trimbeurt/ })
				.first(),
		).toBeVisible()
		await expect(region.locator('[data-time-grid-date]')).toHaveCount(7)
		await expectAccessible(page)

		// A phone shows a day at a time, the same blocks in it.
		await page.setViewportSize({ width: 390, height: 844 })
		await page.reload()
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		const phone = await grid(page)
		await expect(phone.locator('[data-time-grid-date]')).toHaveCount(1)
		const shown = (await phone.locator('[data-time-grid-date]').getAttribute('data-time-grid-date'))!
		for (const appointment of listed.filter((appointment) => appointment.date === shown))
			await expect(
				column(phone, shown).getByRole('button', { name: new RegExp(`${appointment.start} – ${appointment.end}`) }),
			).toBeVisible()
		await expectAccessible(page)
	})

	test('on a phone a day at a time: back from a Monday is the Sunday before, and forward again its Monday', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await signInOwner(page)
		await openAgendaOf(page, (await haarlemSalon(page)).name)
		await nextWeekLink(page).click()
		await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/)
		const monday = new URL(page.url()).searchParams.get('week')!
		expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1)
		const shown = async () => (await grid(page)).locator('[data-time-grid-date]').getAttribute('data-time-grid-date')
		await expect.poll(shown).toBe(monday)

		await page.getByRole('button', { name: 'Vorige periode' }).click()
		const sunday = new Date(Date.parse(`${monday}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
		await expect(page).toHaveURL(new RegExp(`week=${sunday}`))
		await expect.poll(shown).toBe(sunday)
		await expectAccessible(page)

		await page.getByRole('button', { name: 'Volgende periode' }).click()
		await expect(page).toHaveURL(new RegExp(`week=${monday}`))
		await expect.poll(shown).toBe(monday)
	})

	test('with the keyboard only, the week is read and an appointment opened, and the focus comes back to it', async ({ page }) => {
		await signInOwner(page)
		await weekWithDemoAppointment(page)
		await grid(page)
		await page.locator('body').focus()
		let reached = false
		for (let step = 0; step < 120 && !reached; step++) {
			await page.keyboard.press('Tab')
			reached = await page.evaluate(() => Boolean(document.activeElement?.closest('.sx__time-grid-event')))
		}
		expect(reached).toBe(true)
		const focused = page.locator('.sx__time-grid-event:focus')
		await expect(focused).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/)
		const isDemo = (await focused.textContent())!.includes('Bobbie')
		await page.keyboard.press('Enter')
		const dialog = page.getByRole('dialog')
		await expect(dialog).toBeVisible()
		if (isDemo) {
			await expect(dialog.getByText('Bobbie, Labradoodle, 12 kg, Krullend')).toBeVisible()
			await expect(dialog.getByText('gebruiker@example.com')).toBeVisible()
		}
		await expectAccessible(page)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(focused).toBeFocused()
	})

	test('a phone appointment added by choosing an empty time appears there and is no longer offered online', async ({ page, browser }) => {
		test.setTimeout(120_000)
		await signInOwner(page)
		const salon = await haarlemSalon(page)
		// Next week's Wednesday: a day the salon is open, within the booking horizon, past any notice.
		const day = nextWeekday(2)

		// What a dog owner is offered that day, before.
		const member = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) } })
		const memberPage = await member.newPage()
		await registerVerified(memberPage.request, 'week')
		const offered = async () => {
			await gotoHydrated(memberPage, `${salon.path}/afspraak-maken`)
			await memberPage.getByLabel('Naam van je hond').fill('Pip')
			await memberPage.getByLabel('Ras').fill('Poedel')
			await memberPage.getByLabel('Gewicht').fill('6')
			await memberPage.getByLabel('Vachttype').selectOption({ label: 'Krullend' })
			await memberPage.getByRole('button', { name: 'Volgende' }).click()
			await expect(memberPage.getByRole('button', { name: 'Afspraak bevestigen' })).toBeVisible()
			// Days after the first few are folded away.
			const more = memberPage.getByText('Meer dagen')
			if (await more.isVisible()) await more.click()
			const group = memberPage.getByRole('group', { name: dayName(day) })
			await expect(group).toBeVisible()
			return group.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.textContent!.trim()))
		}
		const before = await offered()
		expect(before.length).toBeGreaterThan(0)

		// The owner chooses an empty time in that day's column: the dialog starts with its date and time.
		await gotoHydrated(page, '/dashboard')
		await openAgendaOf(page, salon.name)
		await nextWeekLink(page).click()
		await expect(page).toHaveURL(/week=/)
		const free = before[Math.floor(before.length / 2)]!
		const dialog = page.getByRole('dialog', { name: 'Tijd in je agenda' })
		const dog = `Telefoonhond ${Date.now() % 100000}`
		// Near the end of the day: the demo appointment, if it is on this day, lies at its start.
		const addByPhone = async () => {
			const box = (await column(await grid(page), day).boundingBox())!
			await column(await grid(page), day).click({ position: { x: box.width / 2, y: box.height - 3 } })
			await expect(dialog).toBeVisible()
			await expect(dialog.getByLabel('Datum')).toHaveValue(day)
			await expect(dialog.getByLabel('Begintijd')).toHaveValue(/^\d{2}:(00|15|30|45)$/)
			await expect(dialog.getByRole('button', { name: 'Telefonische afspraak' })).toHaveAttribute('aria-pressed', 'true')
			// The time is the grid's; this test takes one the salon offered, so its disappearance says something.
			await dialog.getByLabel('Begintijd').fill(free)
			await dialog.getByLabel('Duur in minuten').fill('60')
			await dialog.getByLabel('Naam van de klant').fill('Mevrouw Jansen')
			await dialog.getByLabel('Naam van de hond').fill(dog)
			await expectAccessible(page)
			await dialog.getByRole('button', { name: 'Afspraak toevoegen' }).click()
		}
		await addByPhone()
		await expect(toast(page, 'Afspraak toegevoegd')).toBeVisible()
		await expect(dialog).toBeHidden()
		await expect(page).toHaveURL(/week=/)
		await expect(column(await grid(page), day).getByRole('button', { name: new RegExp(dog) })).toBeVisible()

		// The same time again: refused in the dialog, next to its fields, and not in the same form on the page.
		await addByPhone()
		await expect(dialog.getByRole('alert')).toHaveText('Deze tijd overlapt met een andere afspraak of blokkade. Kies een andere tijd.')
		await page.keyboard.press('Escape')
		await expect(page.getByRole('region', { name: 'Telefonische afspraak' }).getByRole('alert')).toHaveCount(0)

		const after = await offered()
		expect(before).toContain(free)
		expect(after).not.toContain(free)
		await member.close()
	})

	test('a first booking that waits for approval is counted on the tab, listed on top of the Agenda and approved there', async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000)
		const { id } = await ownerWithSalon(page, clientAddress(test.info().workerIndex))
		const day = amsterdamDatePlus(3)
		const post = (path: string, form: Record<string, string>) =>
			page.request.post(`${path}?salon=${id}`, { form: { salonId: String(id), ...form }, maxRedirects: 0 })
		await post('/dashboard/agenda/behandelingen', {
			intent: 'treatment',
			name: 'Wassen en knippen',
			'minutes-klein': '60',
			'euros-klein': '40',
			'minutes-middel': '60',
			'euros-middel': '50',
			'minutes-groot': '90',
			'euros-groot': '60',
		})
		await post('/dashboard/agenda/instellingen', { intent: 'override', date: day, hours: '09:00-17:00' })
		await post('/dashboard/agenda/instellingen', {
			intent: 'settings',
			enabled: 'on',
			approveFirst: 'on',
			bufferMinutes: '0',
			noticeHours: '2',
			horizonDays: '28',
			stepMinutes: '30',
			cancelHours: '24',
		})
		const treatmentsPage = await (await page.request.get(`/dashboard/agenda/behandelingen?salon=${id}`)).text()
		const treatmentId = treatmentsPage.match(/name="treatmentId" value="(\d+)"/)![1]!

		// A new client books: a request, which holds the time until the owner answers.
		const member = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) } })
		await registerVerified(member.request, 'aanvraag')
		const startsAt = new Date(`${day}T10:00:00${offsetOf(day)}`).toISOString()
		const booked = await member.request.post(`/trimsalon/${id}/afspraak-maken`, {
			form: { intent: 'book', salonId: String(id), treatmentId, dogName: 'Saar', breed: 'Beagle', weight: '12', coat: 'kort', startsAt },
		})
		expect(booked.ok()).toBe(true)
		await member.close()

		await gotoHydrated(page, '/dashboard')
		const tab = page.getByRole('navigation', { name: 'Onderdelen van het dashboard' }).getByRole('link', { name: 'Agenda', exact: true })
		await expect(tab).toHaveAccessibleDescription('1 aanvraag wacht op je goedkeuring')
		await tab.click()
		const waiting = page.getByRole('region', { name: 'Wacht op je goedkeuring' })
		await expect(waiting.getByRole('article')).toHaveCount(1)
		await expect(waiting.getByText('Saar, Beagle, 12 kg, Kort')).toBeVisible()
		await expect(waiting.getByText('Wacht op goedkeuring')).toBeVisible()
		await expect(waiting.getByText('Afwijzen', { exact: true })).toBeVisible()
		await expectAccessible(page)
		await waiting.getByRole('button', { name: 'Goedkeuren' }).click()
		await expect(toast(page, 'Afspraak goedgekeurd')).toBeVisible()
		await expect(waiting).toBeHidden()
		await expect(tab).not.toHaveAccessibleDescription(/wacht/)
	})

	test('saving a form keeps the page where it was', async ({ page }) => {
		await signInOwner(page)
		await gotoHydrated(page, '/dashboard/agenda')
		await grid(page)
		const minute = String(5 * Math.floor(Math.random() * 10) + 5).padStart(2, '0')
		const block = page.getByRole('region', { name: 'Tijd blokkeren' })
		await block.getByLabel('Datum').fill(amsterdamDatePlus(8))
		await block.getByLabel('Begintijd').fill(`07:${minute}`)
		await block.getByLabel('Duur in minuten').fill('5')
		await block.getByLabel('Notitie (niet verplicht)').fill(`Scroll ${Date.now()}`)
		const button = block.getByRole('button', { name: 'Tijd blokkeren' })
		await button.scrollIntoViewIfNeeded()
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
		// Where the form stands in the view: other specs may add appointments above it meanwhile, which moves the page, not the view.
		const before = (await block.boundingBox())!.y
		await button.click()
		await expect(toast(page, 'Tijd geblokkeerd')).toBeVisible()
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
		expect(Math.abs((await block.boundingBox())!.y - before)).toBeLessThan(80)
	})
})

/** The date of this weekday (Monday 0) in next week. */
function nextWeekday(weekday: number) {
	const monday = nextMonday()
	const date = new Date(`${monday}T12:00:00Z`)
	date.setUTCDate(date.getUTCDate() + weekday)
	return date.toISOString().slice(0, 10)
}

/** Amsterdam's UTC offset on a date, as '+01:00' or '+02:00'. */
function offsetOf(date: string) {
	const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'shortOffset' })
		.formatToParts(new Date(`${date}T12:00:00Z`))
		.find((part) => part.type === 'timeZoneName')!.value
	return name === 'GMT+2' ? '+02:00' : '+01:00'
}
