import type { APIRequestContext, Browser } from '@playwright/test'
import { mailTo } from '../outbox'
import { logIn, registerVerified, signInAdmin, uniqueEmail } from './accounts'
import { totpCode } from '../sign-in'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const ADMIN = { email: 'admin@example.com', password: 'demo1234' }

/** A logged-in admin in a browser context of its own. */
async function adminPage(browser: Browser) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) } })
	const page = await context.newPage()
	await signInAdmin(page.request)
	return page
}

/** Posts the submission form the way a browser without JavaScript does. */
async function submitSalon(request: APIRequestContext, name: string, email: string) {
	const response = await request.post('/submit-trimsalon', {
		form: { businessName: name, ownerName: 'Sanne de Vries', email, address: 'Markt 5', postalCode: '5611 EB', city: 'Eindhoven' },
	})
	expect(response.status()).toBe(200)
}

test.describe('[ADMIN]', () => {
	test('a salon is submitted, the admin approves it, it is live at once and the submitter has a mail', async ({ page, browser }) => {
		const name = `Trimsalon Kwispel ${Date.now()}`
		const email = uniqueEmail('indiener')
		await gotoHydrated(page, '/submit-trimsalon')
		await page.getByRole('textbox', { name: 'Bedrijfsnaam', exact: true }).fill(name)
		await page.getByRole('textbox', { name: 'Adres', exact: true }).fill('Oudegracht 12')
		await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('3511ab')
		await page.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Utrecht')
		await page.getByRole('textbox', { name: 'Naam eigenaar', exact: true }).fill('Fleur Visser')
		await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email)
		await page.getByRole('textbox', { name: 'Website', exact: true }).fill('www.kwispel.nl')
		await page.getByRole('textbox', { name: 'Diensten', exact: true }).fill('Knippen')
		await page.getByRole('textbox', { name: 'Diensten', exact: true }).press('Enter')
		await page.getByRole('textbox', { name: 'Openingstijden', exact: true }).fill('maandag: 09:00 - 17:00\nzondag: Gesloten')
		await page.getByRole('button', { name: 'Aanmelding versturen' }).click()
		await expect(toast(page, 'Aanmelding verzonden!')).toBeVisible()
		await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je aanmelding!' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText('2-3 werkdagen')
		await expect(page.getByRole('main')).toContainText(name)
		await expect(page.getByRole('main')).toContainText(email)
		await expectAccessible(page)

		const admin = await adminPage(browser)
		await gotoHydrated(admin, '/admin')
		const card = admin.getByRole('article', { name: `Aanmelding van ${name}` })
		await expect(card.getByTestId('submission-status')).toHaveText('Wachtend')
		await expect(card).toContainText('Oudegracht 12, 3511 AB Utrecht')
		await expect(card).toContainText('https://www.kwispel.nl')
		await expect(card).toContainText('maandag: 09:00 - 17:00, zondag: Gesloten')
		await expectAccessible(admin)
		await card.getByRole('button', { name: 'Goedkeuren' }).click()
		await expect(toast(admin, 'Aanmelding goedgekeurd')).toBeVisible()
		await expect(admin.getByRole('region', { name: /Meldingen/ })).toContainText(
			/vermelding-ID \d+\. De indiener heeft hierover een e-mail ontvangen\./,
		)
		await expect(card.getByTestId('submission-status')).toHaveText('Goedgekeurd')
		const listing = await card.getByRole('link').getAttribute('href')

		await gotoHydrated(page, listing!)
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
		await expect(page.getByRole('main')).toContainText('Knippen')
		await mailTo(page.request, email, `Je aanmelding van ${name} is goedgekeurd`)
		await mailTo(page.request, email, `Je aanmelding van ${name} is ontvangen`)
		await mailTo(page.request, ADMIN.email, `Nieuwe aanmelding: ${name}`)
		await admin.context().close()
	})

	test('the admin rejects a submission with a reason in a dialog; the submitter gets it by mail', async ({ page, browser }) => {
		const name = `Trimsalon Afgewezen ${Date.now()}`
		const email = uniqueEmail('afgewezen')
		await submitSalon(page.request, name, email)
		const admin = await adminPage(browser)
		await gotoHydrated(admin, '/admin')
		const card = admin.getByRole('article', { name: `Aanmelding van ${name}` })
		await card.getByRole('button', { name: 'Afwijzen' }).click()
		const dialog = admin.getByRole('dialog', { name: `Afwijzen: aanmelding van ${name}` })
		await expect(dialog.getByLabel('Reden (niet verplicht)')).toBeFocused()
		await expectAccessible(admin)
		await admin.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await card.getByRole('button', { name: 'Afwijzen' }).click()
		await dialog.getByLabel('Reden (niet verplicht)').fill('Dit is geen trimsalon.')
		await dialog.getByRole('button', { name: 'Afwijzen' }).click()
		await expect(toast(admin, 'Aanmelding afgewezen')).toBeVisible()
		await expect(card.getByTestId('submission-status')).toHaveText('Afgewezen')
		await expect(card).toContainText('Dit is geen trimsalon.')
		await admin.context().close()

		expect((await mailTo(page.request, email, `Je aanmelding van ${name} is afgewezen`)).text).toContain('Reden: Dit is geen trimsalon.')
	})

	test('claims tab: approve at once, reject with a reason in a dialog, filter by status in the URL', async ({ request, browser }) => {
		const approver = await registerVerified(request, 'claim-ja')
		const salon = 2400 + Math.floor(Math.random() * 50)
		expect((await request.post('/api/claims', { form: { salonId: String(salon), message: 'Mijn salon' } })).ok()).toBe(true)
		const admin = await adminPage(browser)
		await gotoHydrated(admin, '/admin/claims')
		await expect(admin.getByRole('link', { name: 'Claims beheren' })).toHaveAttribute('aria-current', 'page')
		const row = admin.getByRole('row').filter({ hasText: approver })
		await expect(row.getByTestId('claim-status')).toHaveText('In behandeling')
		await expect(row).toContainText('Mijn salon')
		await expectAccessible(admin)
		await row.getByRole('button', { name: 'Goedkeuren' }).click()
		await expect(toast(admin, 'Claim goedgekeurd')).toBeVisible()
		await expect(row.getByTestId('claim-status')).toHaveText('Goedgekeurd')

		const rejecter = await registerVerified(request, 'claim-nee')
		expect((await request.post('/api/claims', { form: { salonId: String(salon + 50) } })).ok()).toBe(true)
		await gotoHydrated(admin, '/admin/claims?status=pending')
		await expect(admin.getByRole('link', { name: 'In behandeling' })).toHaveAttribute('aria-current', 'page')
		const pending = admin.getByRole('row').filter({ hasText: rejecter })
		await pending.getByRole('button', { name: 'Afwijzen' }).click()
		const dialog = admin.getByRole('dialog', { name: /^Afwijzen: claim op / })
		await dialog.getByLabel('Reden (niet verplicht)').fill('Geen bewijs van eigendom')
		await dialog.getByRole('button', { name: 'Afwijzen' }).click()
		await expect(toast(admin, 'Claim afgewezen')).toBeVisible()
		await expect(admin).toHaveURL(/\/admin\/claims\?status=pending$/)
		await expect(admin.getByRole('row').filter({ hasText: rejecter })).toHaveCount(0)

		await admin.getByRole('link', { name: 'Afgewezen' }).click()
		await expect(admin).toHaveURL(/status=rejected/)
		await expect(admin.getByRole('row').filter({ hasText: rejecter })).toContainText('Reden: Geen bewijs van eigendom')
		await admin.goBack()
		await expect(admin.getByRole('link', { name: 'In behandeling' })).toHaveAttribute('aria-current', 'page')
		await admin.context().close()
	})

	test('a visitor logs in and comes back; a user is sent to /dashboard; the admin moves between tabs by URL', async ({ page }) => {
		await page.goto('/admin/claims')
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=%2Fadmin%2Fclaims/)
		await registerVerified(page.request, 'geen-admin')
		const refused = await page.request.get('/admin', { maxRedirects: 0 })
		expect([refused.status(), refused.headers()['location']]).toEqual([302, '/dashboard'])
		await gotoHydrated(page, '/admin')
		await expect(toast(page, 'Alleen beheerders hebben toegang tot deze pagina.')).toBeVisible()

		await page.context().clearCookies()
		await gotoHydrated(page, '/admin/featured')
		await logIn(page, ADMIN.email, ADMIN.password)
		// The demo admin has two-factor: the code from the app comes next, then the page asked for.
		await expect(page).toHaveURL(/\/auth\?mode=two-factor&redirectTo=%2Fadmin%2Ffeatured/)
		await page.getByLabel('Verificatiecode').fill(totpCode())
		await page.getByRole('button', { name: 'Bevestigen' }).click()
		await expect(page).toHaveURL(/\/admin\/featured$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible()
		for (const card of ['Totaal trimsalons', 'Totaal claims', 'Openstaande claims', 'Goedgekeurde claims']) {
			await expect(page.getByText(card, { exact: true })).toBeVisible()
		}
		await expect(page.getByRole('link', { name: 'Uitgelichte vermeldingen' })).toHaveAttribute('aria-current', 'page')
		await expectAccessible(page)
		await page.getByRole('link', { name: 'Nieuwe aanmeldingen' }).click()
		await expect(page).toHaveURL(/\/admin$/)
		await expect(page.getByRole('heading', { level: 2, name: /^Nieuwe aanmeldingen/ })).toBeVisible()
		await page.reload()
		await expect(page.getByRole('link', { name: 'Nieuwe aanmeldingen' })).toHaveAttribute('aria-current', 'page')
		await page.goBack()
		await expect(page).toHaveURL(/\/admin\/featured$/)
		await expect(page.getByRole('link', { name: 'Uitgelichte vermeldingen' })).toHaveAttribute('aria-current', 'page')
	})
})
