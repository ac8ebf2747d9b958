import ICAL from 'ical.js'
import { amsterdamDatePlus } from './dates'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

test.describe('[AGENDA]', () => {
	test('the demo owner opens Agenda, adds a treatment and a block, and sees the block in next week', async ({ page }) => {
		const signedIn = await page.request.post('/api/auth/sign-in/email', {
			data: { email: 'eigenaar@example.com', password: 'demo1234' },
			headers: { 'x-forwarded-for': clientAddress(test.info().workerIndex) },
		})
		expect(signedIn.ok()).toBe(true)
		await gotoHydrated(page, '/dashboard')
		await page.getByRole('link', { name: 'Agenda', exact: true }).click()
		await expect(page).toHaveURL(/\/dashboard\/agenda$/)
		await expect(page.getByRole('heading', { level: 2, name: /^Agenda van / })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Kies een trimsalon' }).getByRole('link')).toHaveCount(2)
		await expect(page.getByRole('heading', { name: 'Deze week' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Mijn trimsalons' }).first()).toBeVisible()
		await expectAccessible(page)
		const pages = page.getByRole('navigation', { name: 'Onderdelen van de agenda' })

		await pages.getByRole('link', { name: 'Behandelingen' }).click()
		const name = `Puppy-knipbeurt ${Date.now()}`
		const add = page.getByRole('region', { name: 'Behandeling toevoegen' })
		await add.getByLabel('Naam van de behandeling').fill(name)
		for (const [weightClass, minutes, euros] of [
			['Klein', '45', '35'],
			['Middel', '60', '42,50'],
			['Groot', '90', '55'],
		] as const) {
			const box = add.getByRole('group', { name: new RegExp(`^${weightClass} `) })
			await box.getByLabel('Duur (minuten)').fill(minutes)
			await box.getByLabel('Prijs (€)').fill(euros)
		}
		await add.getByRole('button', { name: 'Behandeling toevoegen' }).click()
		await expect(toast(page, 'Behandeling opgeslagen')).toBeVisible()
		const treatments = page.getByRole('region', { name: 'Behandelingen' })
		await expect(treatments.getByRole('heading', { name })).toBeVisible()
		await expect(treatments.getByText('Middel: 60 min, € 42,50')).toBeVisible()

		await pages.getByRole('link', { name: 'Agenda', exact: true }).click()
		// Before opening time, so no booking of another test is in the way; a minute of its own per run (06:05-06:50, so it ends by 06:55).
		const minute = String(5 * Math.floor(Math.random() * 10) + 5).padStart(2, '0')
		const note = `E2E blok ${Date.now()}`
		const block = page.getByRole('region', { name: 'Tijd blokkeren' })
		await block.getByLabel('Datum').fill(amsterdamDatePlus(7))
		await block.getByLabel('Begintijd').fill(`06:${minute}`)
		await block.getByLabel('Duur in minuten').fill('5')
		await block.getByLabel('Notitie (niet verplicht)').fill(note)
		await block.getByRole('button', { name: 'Tijd blokkeren' }).click()
		await expect(toast(page, 'Tijd geblokkeerd')).toBeVisible()
		const nextWeek = page.getByRole('region', { name: 'Volgende week' })
		const item = nextWeek.getByRole('article').filter({ hasText: note })
		await expect(item).toBeVisible()
		await expect(item.getByText(`06:${minute}–06:${String(Number(minute) + 5).padStart(2, '0')}`)).toBeVisible()
		await expectAccessible(page)

		// The same time again: refused in Dutch next to the form, which keeps what was typed.
		await block.getByLabel('Datum').fill(amsterdamDatePlus(7))
		await block.getByLabel('Begintijd').fill(`06:${minute}`)
		await block.getByLabel('Duur in minuten').fill('5')
		await block.getByRole('button', { name: 'Tijd blokkeren' }).click()
		await expect(block.getByRole('alert')).toHaveText('Deze tijd overlapt met een andere afspraak of blokkade. Kies een andere tijd.')
		await expect(block.getByLabel('Begintijd')).toHaveValue(`06:${minute}`)
		await expect(nextWeek.getByRole('article').filter({ hasText: note })).toHaveCount(1)

		await pages.getByRole('link', { name: 'Agenda-link' }).click()
		// The calendar feed over HTTP, as a calendar app subscribes to it: the block is in it; a renewed link ends the old one.
		const calendar = page.getByRole('region', { name: 'Agenda in je eigen agenda-app' })
		await calendar.getByRole('button', { name: /Link maken$/ }).click()
		await expect(toast(page, 'Agendalink gemaakt')).toBeVisible()
		const url = await calendar.getByLabel('Link naar je agenda').inputValue()
		expect(url).toMatch(/\/afspraak\/agenda\/[\w-]{43}\.ics$/)
		const feed = await page.request.get(url)
		expect(feed.status()).toBe(200)
		expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
		const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent')
		expect(events.map((event) => event.getFirstPropertyValue('summary'))).toContain(`Geblokkeerd: ${note}`)
		await calendar.getByRole('button', { name: 'Nieuwe link maken' }).click()
		await expect(calendar.getByLabel('Link naar je agenda')).not.toHaveValue(url)
		expect((await page.request.get(url)).status()).toBe(404)
	})
})
