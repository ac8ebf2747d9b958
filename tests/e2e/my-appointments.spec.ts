import { linkIn, mailTo } from '../outbox'
import { haarlemBookingPage, registerVerified } from './accounts'
import { expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const USER = { email: 'gebruiker@example.com', password: 'demo1234' }

test.describe('[MIJN AFSPRAKEN]', () => {
	test('the demo user opens Mijn afspraken from the account, cancels a coming appointment, and it leaves the coming list; the owner is mailed', async ({
		page,
	}) => {
		expect((await page.request.post('/api/auth/sign-in/email', { data: USER })).ok()).toBe(true)
		await gotoHydrated(page, '/account')
		await page.getByRole('link', { name: 'Mijn afspraken' }).click()
		await expect(page).toHaveURL(/\/account\/afspraken$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn afspraken')
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

		// The seeded visit of ten days ago is listed below; a coming one shows its salon, time, treatment, dog, price and address.
		const coming = page.getByRole('region', { name: 'Komende afspraken' })
		await expect(page.getByRole('region', { name: 'Eerdere afspraken' }).getByRole('listitem').first()).toBeVisible()
		const card = coming
			.getByRole('article')
			.filter({ has: page.getByRole('button', { name: /^Annuleren/ }) })
			.first()
		await expect(card.getByText('Volledige trimbeurt')).toBeVisible()
		await expect(card.getByText('Bobbie')).toBeVisible()
		await expect(card.getByText(/€\s?\d+,\d{2}/)).toBeVisible()
		await expectAccessible(page)

		const button = card.getByRole('button', { name: /^Annuleren/ })
		const name = (await button.textContent())!.trim()
		const salon = (await card.getByRole('heading').textContent())!.trim()
		const when = (await card.locator('header p').first().textContent())!.trim()
		// 'Annuleren' asks first, naming the day, the time and the salon; 'Nee, houden' keeps the appointment.
		await button.click()
		const question = page.getByText(`Wil je je afspraak bij ${salon} op ${when} annuleren?`)
		await expect(question).toBeFocused()
		await expectAccessible(page)
		await page.getByRole('link', { name: 'Nee, houden' }).click()
		await expect(question).toHaveCount(0)
		await expect(coming.getByRole('button', { name, exact: true })).toBeVisible()
		await expect(page.locator(':focus')).toContainText(salon)
		await expect(page.locator(':focus')).toContainText(when)
		await coming.getByRole('button', { name, exact: true }).click()
		await expect(question).toBeFocused()
		await expect(coming.getByRole('button', { name, exact: true })).toHaveCount(0)
		await page.getByRole('button', { name: 'Ja, annuleren' }).click()
		await expect(toast(page, 'Afspraak geannuleerd')).toBeVisible()
		await expect(coming.getByRole('button', { name, exact: true })).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Eerdere afspraken' })).toContainText('Geannuleerd')
		// The appointment was still to come: the list below says it holds cancelled ones, and the focus is on the cancelled one.
		await expect(page.getByRole('heading', { name: 'Geannuleerde en eerdere afspraken' })).toBeVisible()
		await expect(page.locator(':focus')).toContainText(`${salon} · ${when}`)
		await expect(page.locator(':focus')).toContainText('Geannuleerd')
		await expectAccessible(page)

		const mail = await mailTo(page.request, 'eigenaar@example.com', 'Afspraak geannuleerd: Bobbie')
		expect(mail.text).toContain(salon)
		expect(mail.text).toContain('Open de bijlage om de afspraak uit je agenda-app te halen.')
	})

	test('a cancel link that does not (or no longer) work says so in Dutch, with 404, and is accessible', async ({ page }) => {
		const response = await gotoHydrated(page, '/afspraak/annuleren/dit-is-geen-geldige-link')
		expect(response!.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link werkt niet meer')
		await expect(page.getByRole('button', { name: 'Afspraak annuleren' })).toHaveCount(0)
		await expectAccessible(page)
	})

	test('the cancel link of the confirmation mail shows the appointment, cancels it with its button, and works once', async ({
		page,
		browser,
	}) => {
		test.setTimeout(90_000)
		const member = await registerVerified(page.request, 'annuleer-link')
		const salon = await haarlemBookingPage(browser, '127.203.0.1')
		await gotoHydrated(page, salon.path)
		await page.getByLabel('Naam van je hond').fill('Pip')
		await page.getByLabel('Ras').fill('Jack Russell')
		await page.getByLabel('Gewicht').fill('7')
		await page.getByLabel('Vachttype').selectOption({ label: 'Ruwhaar' })
		await page.getByRole('button', { name: 'Volgende' }).click()
		// A time on the third day with free times, so the salon's deadline of 24 hours has not passed.
		await page
			.locator('fieldset fieldset')
			.nth(2)
			.getByRole('radio', { name: /^\d{2}:\d{2}$/ })
			.first()
			.check()
		await page.getByRole('button', { name: 'Afspraak bevestigen' }).click()
		await expect(page.getByRole('heading', { name: 'Afspraak bevestigd' })).toBeVisible()

		const confirmation = await mailTo(page.request, member, `Afspraak bevestigd bij ${salon.name}`)
		const link = new URL(linkIn({ ...confirmation, text: confirmation.text.slice(confirmation.text.indexOf('Afspraak annuleren:')) }))
			.pathname
		expect(link).toMatch(/^\/afspraak\/annuleren\//)
		// Opening the link cancels nothing: the page asks.
		await gotoHydrated(page, link)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afspraak annuleren')
		await expect(page.getByText(`Je afspraak voor Pip bij ${salon.name}`)).toBeVisible()
		await expectAccessible(page)
		await gotoHydrated(page, '/account/afspraken')
		await expect(page.getByRole('region', { name: 'Komende afspraken' }).getByText('Pip')).toBeVisible()

		await gotoHydrated(page, link)
		await page.getByRole('button', { name: 'Afspraak annuleren' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afspraak geannuleerd')
		await expectAccessible(page)
		await mailTo(page.request, 'eigenaar@example.com', 'Afspraak geannuleerd: Pip')

		const again = await gotoHydrated(page, link)
		expect(again!.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link werkt niet meer')
		await gotoHydrated(page, '/account/afspraken')
		await expect(page.getByRole('region', { name: 'Komende afspraken' }).getByText('Pip')).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Eerdere afspraken' })).toContainText('Pip · Geannuleerd')
	})
})

test.describe('[AFSPRAAK EN ACCOUNT]', () => {
	test('the sign-in page reached from Afspraak maken names the salon, which the server looks up, and leads back to it', async ({
		page,
		browser,
	}) => {
		const salon = await haarlemBookingPage(browser, '127.203.0.1')
		const salonPath = salon.path.replace(/\/afspraak-maken$/, '')
		await gotoHydrated(page, salonPath)
		await page.getByRole('link', { name: 'Afspraak maken' }).first().click()
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=/)
		await expect(page.getByText(`Log in om een afspraak te maken bij ${salon.name}.`)).toBeVisible()
		await expect(page.getByRole('link', { name: `Terug naar ${salon.name}` })).toHaveAttribute('href', salonPath)
		await expect(page.getByRole('link', { name: 'Terug naar Homepage' })).toHaveAttribute('href', '/')
		await expectAccessible(page)

		// Only a booking path of this site names a salon, and only a salon that exists: never a parameter's text.
		for (const redirectTo of [
			'/trimsalon/bestaat-niet-123/afspraak-maken',
			`https://elders.example${salon.path}`,
			'/trimsalon/Nep%20Salon%20Oplichters/afspraak-maken',
			`${salonPath}/beoordelen`,
		]) {
			await gotoHydrated(page, `/auth?tab=login&redirectTo=${encodeURIComponent(redirectTo)}`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen of registreren')
			await expect(page.getByText(/Log in om een afspraak te maken/)).toHaveCount(0)
			await expect(page.getByRole('link', { name: /^Terug naar (?!Homepage)/ })).toHaveCount(0)
		}
	})

	test.describe('on a phone', () => {
		test.use({ viewport: { width: 390, height: 844 } })

		test('a signed-in dog owner finds Mijn afspraken and Mijn honden in the menu and on the account page’s first screen', async ({
			page,
		}) => {
			expect((await page.request.post('/api/auth/sign-in/email', { data: USER })).ok()).toBe(true)
			await gotoHydrated(page, '/')
			await page.getByRole('button', { name: 'Menu openen' }).click()
			const menu = page.getByRole('navigation', { name: 'Mobiel menu' })
			await expect(menu.getByRole('link', { name: 'Mijn afspraken' })).toHaveAttribute('href', '/account/afspraken')
			await expect(menu.getByRole('link', { name: 'Mijn honden' })).toHaveAttribute('href', '/account/honden')
			// The spec's header link stays.
			await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
			await expect(menu.getByRole('link', { name: 'Mijn afspraken' })).toBeInViewport()
			await expect(menu.getByRole('link', { name: 'Mijn honden' })).toBeInViewport()
			await expectAccessible(page)
			await menu.getByRole('link', { name: 'Mijn afspraken' }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn afspraken')
			await expect(menu).toHaveCount(0)

			await gotoHydrated(page, '/account')
			const main = page.getByRole('main')
			await expect(main.getByRole('link', { name: 'Mijn afspraken' })).toBeInViewport()
			await expect(main.getByRole('link', { name: 'Mijn honden' })).toBeInViewport()
			await expectAccessible(page)
		})
	})
})
