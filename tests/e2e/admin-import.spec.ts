import { signInAdmin } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

test.describe('[ADMIN][IMPORT]', () => {
	test('the admin previews a CSV row by row, then imports it; the new salon is live', async ({ browser }) => {
		const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) } })
		const page = await context.newPage()
		await signInAdmin(page.request)
		const name = `Geïmporteerde Salon ${Date.now()}`
		await gotoHydrated(page, '/admin/import')
		await expectAccessible(page)
		await page.getByLabel('CSV-bestand (maximaal 5 MB)').setInputFiles({
			name: 'salons.csv',
			mimeType: 'text/csv',
			buffer: Buffer.from(`name,search_city,postal_code,latitude\n${name},Utrecht,3511 AB,52.09\nZonder Plaats,,,200\n`),
		})
		await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click()
		await expect(page.getByTestId('import-summary')).toHaveText('1 nieuw, 0 bijwerken, 1 afgewezen')
		await expect(page.getByRole('row', { name: /Zonder Plaats/ })).toContainText('Breedtegraad moet een getal tussen -90 en 90 zijn.')
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Importeren' }).click()
		await expect(toast(page, 'Import voltooid')).toBeVisible()
		await gotoHydrated(page, `/directory?location=${encodeURIComponent(name)}`)
		await expect(page.getByRole('main').getByRole('heading', { name }).first()).toBeVisible()
	})
})
