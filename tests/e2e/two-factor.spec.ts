import { logIn, PASSWORD, registerVerified } from './accounts'
import { totpCode } from '../sign-in'
import { expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

test.describe('[TWO-FACTOR]', () => {
	test('a user sets up two-factor, then logs in with a code from the app and once with a backup code', async ({ page }) => {
		const email = await registerVerified(page.request, 'tweestaps')
		await gotoHydrated(page, '/account')
		await page.getByRole('link', { name: 'Instellen' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Tweestapsverificatie' })).toBeVisible()
		await page.getByLabel('Je wachtwoord').fill(PASSWORD)
		await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click()
		await expect(page.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible()
		const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
		const backupCodes = await page.getByRole('list', { name: 'Back-upcodes' }).getByRole('listitem').allTextContents()
		expect(backupCodes).toHaveLength(10)
		await expect(page.getByRole('link', { name: 'Back-upcodes downloaden' })).toHaveAttribute('download', 'back-upcodes.txt')
		await expectAccessible(page)
		await page.getByLabel('Code uit je authenticator-app').fill('123456')
		await page.getByRole('button', { name: 'Bevestigen en aanzetten' }).click()
		await expect(page.getByText('Deze code klopt niet. Probeer het opnieuw. Begin opnieuw; je krijgt een nieuwe sleutel.')).toBeVisible()
		// After a wrong code the set-up starts again, with a new key.
		await page.getByLabel('Je wachtwoord').fill(PASSWORD)
		await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click()
		const freshSecret = (await page.getByTestId('totp-secret').textContent())!.trim()
		const freshCodes = await page.getByRole('list', { name: 'Back-upcodes' }).getByRole('listitem').allTextContents()
		expect(freshSecret).not.toBe(secret)
		await page.getByLabel('Code uit je authenticator-app').fill(totpCode(freshSecret))
		await page.getByRole('button', { name: 'Bevestigen en aanzetten' }).click()
		await expect(toast(page, 'Tweestapsverificatie staat aan')).toBeVisible()
		await expect(page.getByText('Tweestapsverificatie staat aan.')).toBeVisible()

		// The password alone is not enough any more.
		await page.context().clearCookies()
		await gotoHydrated(page, '/auth?tab=login')
		await logIn(page, email, PASSWORD)
		await expect(page).toHaveURL(/\/auth\?mode=two-factor/)
		await expectAccessible(page)
		await page.getByLabel('Verificatiecode').fill(totpCode(freshSecret))
		await page.getByRole('button', { name: 'Bevestigen' }).click()
		await expect(toast(page, 'Succesvol ingelogd')).toBeVisible()

		await page.context().clearCookies()
		await gotoHydrated(page, '/auth?tab=login')
		await logIn(page, email, PASSWORD)
		await page.getByLabel('Verificatiecode').fill(freshCodes[0]!)
		await page.getByRole('button', { name: 'Bevestigen' }).click()
		await expect(toast(page, 'Succesvol ingelogd')).toBeVisible()
	})
})
