import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

export { expect }

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
	const response = await page.goto(path)
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	return response
}

/** Fails with the list of axe-core violations on the current page. */
export async function expectAccessible(page: Page) {
	const results = await new AxeBuilder({ page }).analyze()
	const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
	expect(summary).toEqual([])
}

export const test = base
