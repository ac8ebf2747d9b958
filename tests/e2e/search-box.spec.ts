import { expect, gotoHydrated, test } from './fixtures'

/** The keys of the WAI-ARIA combobox pattern, on every search box the site has. */
const BOXES = [
	{ page: '/', search: 'Trimsalons zoeken' },
	{ page: '/', search: 'Nog een keer zoeken' },
	{ page: '/directory', search: 'Trimsalons zoeken' },
]

test.describe('[SEARCH BOX] keyboard', () => {
	for (const { page: path, search } of BOXES) {
		test(`Escape closes the suggestions and keeps the text; Enter then searches for it (${path}, ${search})`, async ({ page }) => {
			await gotoHydrated(page, path)
			const form = page.getByRole('search', { name: search }).first()
			// The search text's box (the filters beside it have selects, which are comboboxes too).
			const box = form.locator('input[role="combobox"]')
			await box.pressSequentially('Utrecht', { delay: 30 })
			await expect(box).toHaveAttribute('aria-expanded', 'true')
			await box.press('Escape')
			await expect(box).toHaveAttribute('aria-expanded', 'false')
			await expect(box).toHaveValue('Utrecht')
			await box.press('Enter')
			await expect(page).toHaveURL(/\/directory\?location=Utrecht$/)
		})
	}

	test('a second Escape, with the list closed, clears the box', async ({ page }) => {
		await gotoHydrated(page, '/')
		const box = page.locator('#zoeken').getByRole('combobox')
		await box.pressSequentially('Utrecht', { delay: 30 })
		await expect(box).toHaveAttribute('aria-expanded', 'true')
		await box.press('Escape')
		await box.press('Escape')
		await expect(box).toHaveValue('')
	})

	test('arrows move through the suggestions and wrap; Home and End stay in the text; Tab closes the list', async ({ page }) => {
		await gotoHydrated(page, '/')
		const box = page.locator('#zoeken').getByRole('combobox')
		await box.pressSequentially('amst', { delay: 30 })
		const options = page.getByRole('listbox', { name: 'Suggesties' }).first().getByRole('option')
		await expect(options.first()).toBeVisible()
		const count = await options.count()
		await box.press('ArrowUp')
		await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
		await box.press('ArrowDown')
		await expect(options.first()).toHaveAttribute('aria-selected', 'true')
		await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!)
		await box.press('Home')
		expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0)
		await box.press('End')
		expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4)
		await expect(box).toHaveValue('amst')
		await box.press('Tab')
		await expect(box).toHaveAttribute('aria-expanded', 'false')
		await expect(box).not.toBeFocused()
	})
})
