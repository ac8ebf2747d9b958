import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

test.describe('[BOOKING SOFTWARE]', () => {
	test('the page sells the software and links to the external signup', async ({ page }) => {
		await gotoHydrated(page, '/hondentrimboek')
		const main = page.getByRole('main')
		await expect(main.getByRole('heading', { level: 1 })).toContainText('boekingssysteem voor hondentrimsalons')
		for (const text of [
			'Automatische prijs en tijd',
			'Online boeken',
			'14 dagen gratis proberen',
			'Geen opstartkosten of verborgen kosten',
		])
			await expect(main).toContainText(text)
		const signup = main.getByRole('link', { name: 'Probeer 14 dagen gratis' })
		await expect(signup).toHaveCount(2)
		await expect(signup.first()).toHaveAttribute('href', 'https://hondentrimboek.nl/aanmelden')
		await expectAccessible(page)
	})

	test('the calculator changes its price and duration with weight class and coat type', async ({ page }) => {
		await gotoHydrated(page, '/hondentrimboek')
		const result = page.getByTestId('calculator-result')
		await expect(result).toContainText('€ 35')
		await expect(result).toContainText('45 minuten')
		await page.getByRole('radio', { name: 'Groot (boven 25 kg)' }).check()
		await expect(result).toContainText('€ 70')
		await page.getByRole('radio', { name: 'Krullend' }).check()
		await expect(result).toContainText('€ 120')
		await expect(result).toContainText('2 uur en 30 minuten')
		await page.getByRole('radio', { name: 'Middel (10 tot 25 kg)' }).check()
		await expect(result).toContainText('€ 80')
		await expect(result).toContainText('1 uur en 45 minuten')
		await expect(page.getByRole('button', { name: 'Bereken' })).toHaveCount(0)
		await expectAccessible(page)
	})

	test('the calculator works without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		await page.goto('/hondentrimboek')
		await page.getByRole('radio', { name: 'Klein (tot 10 kg)' }).check()
		await page.getByRole('radio', { name: 'Dubbele vacht' }).check()
		await page.getByRole('button', { name: 'Bereken' }).click()
		await expect(page).toHaveURL(/gewicht=klein&vacht=dubbel/)
		await expect(page.getByTestId('calculator-result')).toContainText('€ 45')
		await expect(page.getByTestId('calculator-result')).toContainText('1 uur')
		await context.close()
	})
})
