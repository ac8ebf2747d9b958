import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

export { expect }

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
	const response = await page.goto(path)
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	// A form whose code loads apart from the page (the alert form) comes to life a moment later: React
	// marks each element it has taken over with its fiber.
	await page.waitForFunction(() => [...document.forms].every((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber$'))))
	return response
}

/**
 * Fails with the list of axe-core violations on the current page. One axe.run in the page itself: the
 * default (a partial run per frame, finished in a blank page of its own, axe injected into both) costs
 * a second page and injection per check, and this site has no frames for it to reach. Only violations
 * are collected node by node (what passed or needs review is not asserted): a third of the time.
 * Target size (WCAG 2.2's 24 px, which Lighthouse audits) is checked too, though axe leaves it off by default.
 */
export async function expectAccessible(page: Page) {
	const results = await new AxeBuilder({ page })
		.setLegacyMode()
		.options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
		.analyze()
	const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
	expect(summary).toEqual([])
}

/** A toast by its exact title or description, in Radix's viewport (a region named after its F8 hotkey). */
export function toast(page: Page, text: string) {
	return page.getByRole('region', { name: /Meldingen/ }).getByText(text, { exact: true })
}

let clients = 0
/**
 * A client address of its own on this machine (127.w.x.y): the server trusts X-Forwarded-For from
 * loopback, and the /dev pages (outbox, stand-in checkout) answer only local clients.
 */
export function clientAddress(workerIndex: number) {
	clients++
	return `127.${workerIndex % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`
}

/**
 * Every test is a client of its own (X-Forwarded-For), as real visitors are, so the per-address
 * rate limits (sign-in, sign-up, mails) of parallel tests never add up.
 */
export const test = base.extend({
	extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
		await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(testInfo.workerIndex) })
	},
})
