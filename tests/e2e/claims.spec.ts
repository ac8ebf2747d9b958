import { mailTo } from '../outbox'
import { PASSWORD, logIn, registerVerified, signInAdmin } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

/** A salon from a range of its own per test, so parallel tests never claim or approve the same one. */
const salonIn = (from: number, to: number) => from + Math.floor(Math.random() * (to - from))

test.describe('[CLAIMS]', () => {
	test('a visitor logs in from the claim button, comes back, files a claim and sees it pending', async ({ page, request }) => {
		const email = await registerVerified(request, 'claimer')
		await gotoHydrated(page, `/trimsalon/${salonIn(1000, 1700)}`)
		const name = await page.getByRole('heading', { level: 1 }).textContent()

		await page.getByRole('link', { name: 'Claim deze trimsalon' }).click()
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=%2Ftrimsalon%2F/)
		await logIn(page, email, PASSWORD)
		await expect(page).toHaveURL(/\/trimsalon\/[a-z0-9-]+$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!)

		await page.getByRole('button', { name: 'Claim deze trimsalon' }).click()
		const dialog = page.getByRole('dialog', { name: 'Claim deze trimsalon' })
		await expect(dialog).toBeVisible()
		await expectAccessible(page)
		await dialog.getByLabel('Bericht (niet verplicht)').fill('  Ik ben de eigenaar sinds 2019.  ')
		await dialog.getByRole('button', { name: 'Claim indienen' }).click()
		await expect(toast(page, 'Claim ingediend')).toBeVisible()
		await expect(dialog).toBeHidden()
		await expect(page.getByRole('button', { name: 'Claim in behandeling' })).toBeDisabled()

		await page.reload()
		await expect(page.getByRole('button', { name: 'Claim in behandeling' })).toBeDisabled()
		await mailTo(page.request, email, `Je claim voor ${name} is ontvangen`)
		const notification = await mailTo(page.request, 'admin@example.com', `Nieuwe claim voor ${name}`, (mail) => mail.text.includes(email))
		expect(notification.text).toContain('Bericht: Ik ben de eigenaar sinds 2019.')
	})

	test('a failed claim keeps the dialog open with the message and the error', async ({ page }) => {
		await registerVerified(page.request, 'dubbel')
		const salonId = salonIn(1000, 1700)
		await gotoHydrated(page, `/trimsalon/${salonId}`)
		await page.getByRole('button', { name: 'Claim deze trimsalon' }).click()
		const dialog = page.getByRole('dialog', { name: 'Claim deze trimsalon' })
		await dialog.getByLabel('Bericht (niet verplicht)').fill('Tweede poging')
		// Meanwhile the same user files a claim elsewhere (another tab): this one is now a duplicate.
		expect((await page.request.post('/api/claims', { form: { salonId: String(salonId) } })).ok()).toBe(true)
		await dialog.getByRole('button', { name: 'Claim indienen' }).click()
		await expect(dialog.getByRole('alert')).toContainText('Fout bij indienen claim')
		await expect(dialog.getByRole('alert')).toContainText('Je hebt al een claim in behandeling voor deze trimsalon.')
		await expect(dialog.getByLabel('Bericht (niet verplicht)')).toHaveValue('Tweede poging')
		await dialog.getByRole('button', { name: 'Annuleren' }).click()
		await expect(dialog).toBeHidden()
		const claimButton = page.getByRole('button', { name: 'Claim deze trimsalon' })
		await expect(claimButton).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('alert')).toHaveCount(0)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(claimButton).toBeFocused()
	})

	test('an admin approves; the salon then shows no claim button and the new owner reaches /dashboard', async ({
		page,
		request,
		browser,
	}) => {
		const email = await registerVerified(request, 'nieuwe-eigenaar')
		const salonId = salonIn(1700, 2400)
		expect((await request.post('/api/claims', { form: { salonId: String(salonId), message: 'Graag goedkeuren' } })).ok()).toBe(true)

		const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) } })
		const admin = await adminContext.newPage()
		await signInAdmin(admin.request)
		await gotoHydrated(admin, '/admin/claims')
		const claim = admin.getByRole('row').filter({ hasText: email })
		await expect(claim.getByTestId('claim-status')).toHaveText('In behandeling')
		await expectAccessible(admin)
		await claim.getByRole('button', { name: 'Goedkeuren' }).click()
		await expect(toast(admin, 'Claim goedgekeurd')).toBeVisible()
		await expect(claim.getByTestId('claim-status')).toHaveText('Goedgekeurd')
		await adminContext.close()

		await gotoHydrated(page, `/trimsalon/${salonId}`)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Claim deze trimsalon' })).toHaveCount(0)
		await expect(page.getByRole('button', { name: /Claim/ })).toHaveCount(0)

		await gotoHydrated(page, '/auth')
		await logIn(page, email, PASSWORD)
		await expect(page).toHaveURL(/\/dashboard$/)
	})

	test('the admin claims page is for admins only', async ({ page }) => {
		await page.request.post('/api/auth/sign-in/email', { data: { email: 'gebruiker@example.com', password: 'demo1234' } })
		const refused = await page.request.get('/admin/claims', { maxRedirects: 0 })
		expect([refused.status(), refused.headers()['location']]).toEqual([302, '/dashboard'])
		await gotoHydrated(page, '/admin/claims')
		await expect(toast(page, 'Alleen beheerders hebben toegang tot deze pagina.')).toBeVisible()
	})
})
