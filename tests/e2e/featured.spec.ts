import { signInAdmin } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

/**
 * The whole purchase through the built-in payment provider, by the demo owner: Amsterdam is full
 * (three demo placements), Haarlem has room. Serial: it changes what the city pages show.
 */
test.describe.configure({ mode: 'serial' })

test.describe('[FEATURED]', () => {
	test('an owner buys a placement: full city warned, cancelled checkout buys nothing, paid checkout goes live; the admin pauses and activates it', async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000)
		const ip = clientAddress(test.info().workerIndex)
		expect(
			(await page.request.post('/api/auth/sign-in/email', { data: { email: 'eigenaar@example.com', password: 'demo1234' } })).ok(),
		).toBe(true)
		await gotoHydrated(page, '/dashboard/uitgelicht')
		await expect(page.getByRole('link', { name: 'Uitgelichte vermeldingen' })).toHaveAttribute('aria-current', 'page')
		const amsterdam = page.getByRole('region', { name: /in Amsterdam/ })
		await expect(amsterdam.getByText('Geen uitgelichte posities beschikbaar in deze stad (maximum 3 per stad)')).toBeVisible()
		const haarlem = page.getByRole('region', { name: /in Haarlem/ })
		await expect(haarlem.getByText('€ 11,95')).toBeVisible()
		await expect(haarlem.getByText('30% besparing')).toBeVisible()
		await expectAccessible(page)

		// Cancelled: back on the dashboard with the toast, nothing bought.
		await haarlem.getByRole('button', { name: 'Kies Maandelijks' }).click()
		await expect(page).toHaveURL(/\/dev\/checkout\/cs_/)
		await expect(page.getByText('€ 11,95')).toBeVisible()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Annuleren' }).click()
		await expect(toast(page, 'Abonnement Geannuleerd')).toBeVisible()
		await expect(page).toHaveURL(/\/dashboard$/)
		await gotoHydrated(page, '/dashboard/uitgelicht')
		await expect(haarlem.getByRole('button', { name: 'Kies Jaarlijks' })).toBeVisible()

		// Paid: the success toast, the clean URL, and the live panel.
		await haarlem.getByRole('button', { name: 'Kies Jaarlijks' }).click()
		await expect(page.getByText('€ 99,95')).toBeVisible()
		// The checkout belongs to the owner who started it: to anyone else its page is a 404.
		await expect(page).toHaveURL(/\/dev\/checkout\/cs_/)
		const stranger = await browser.newContext()
		expect((await stranger.request.get(page.url(), { maxRedirects: 0 })).status()).toBe(404)
		await stranger.close()
		await page.getByRole('button', { name: 'Betaling voltooien' }).click()
		await expect(toast(page, 'Abonnement Succesvol!')).toBeVisible()
		await expect(page).toHaveURL(/\/dashboard$/)
		await page.getByRole('link', { name: 'Uitgelichte vermeldingen' }).click()
		await expect(haarlem.getByText('Actief Uitgelicht')).toBeVisible()
		await expect(haarlem.getByText('Jaarlijks')).toBeVisible()
		await haarlem.getByRole('button', { name: 'Status vernieuwen' }).click()
		await expect(toast(page, 'Abonnement status bijgewerkt. Je hebt 1 actieve abonnementen.')).toBeVisible()

		// Public: the Haarlem page and its featured section.
		const salonName = (await haarlem.getByRole('heading').textContent())!.replace(/ in Haarlem$/, '').trim()
		const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } })
		const publicPage = await visitor.newPage()
		await publicPage.goto('/city/haarlem')
		const featuredCard = () =>
			publicPage
				.getByRole('region', { name: /Uitgelichte trimsalons/i })
				.getByRole('article')
				.filter({ hasText: salonName })
		for (const text of ['Uitgelichte Trimsalon', 'Haarlem', 'Actief uitgelicht']) await expect(featuredCard()).toContainText(text)
		// The home page shows the newest placement first among equal positions.
		await publicPage.goto('/')
		const home = publicPage.locator('section', { has: publicPage.getByRole('heading', { name: 'Uitgelichte trimsalons', exact: true }) })
		await expect(home.getByRole('article').filter({ hasText: salonName })).toContainText('Uitgelichte Trimsalon')
		await expect(home.getByRole('article')).toHaveCount(3)

		// The customer portal: cancelling ends the plan at the end of its period; it stays live until then.
		await haarlem.getByRole('button', { name: 'Abonnement beheren' }).click()
		await expect(page).toHaveURL(/\/dev\/checkout\/portal\/cus_/)
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Opzeggen aan het einde van de periode' }).click()
		await expect(page.getByText(/^Eindigt op /)).toBeVisible()
		await page.getByRole('link', { name: 'Terug naar je dashboard' }).click()
		await expect(haarlem.getByText('Eindigt op')).toBeVisible()
		await expect(haarlem.getByText('Actief Uitgelicht')).toBeVisible()

		// The admin sees it and its payment, pauses it (gone from the city page) and activates it again.
		const admin = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } })
		const adminPage = await admin.newPage()
		await signInAdmin(adminPage.request)
		await gotoHydrated(adminPage, '/admin/featured?q=Haarlem')
		// The cancelled checkout is listed too ('Opgezegd', without actions); this is the paid one.
		const row = adminPage
			.getByRole('table', { name: 'Uitgelichte vermeldingen' })
			.getByRole('row')
			.filter({ hasText: salonName })
			.filter({ has: adminPage.getByRole('button', { name: /^(Pauzeren|Activeren)/ }) })
		await expect(row).toContainText('Actief')
		await expect(adminPage.getByRole('table', { name: 'Betalingen' }).getByRole('row').filter({ hasText: salonName })).toContainText(
			'€ 99,95',
		)
		await expectAccessible(adminPage)
		await row.getByRole('button', { name: `Pauzeren ${salonName}` }).click()
		await expect(toast(adminPage, 'Uitgelichte vermelding bijgewerkt')).toBeVisible()
		await expect(row).toContainText('Gepauzeerd')
		await publicPage.reload()
		await expect(featuredCard()).toHaveCount(0)
		await row.getByRole('button', { name: `Activeren ${salonName}` }).click()
		await expect(row).toContainText('Actief')
		await publicPage.reload()
		await expect(featuredCard()).toHaveCount(1)
		await visitor.close()
		await admin.close()
	})
})
