import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { linkIn, mailTo } from '../outbox'
import { totpCode } from '../sign-in'
import { gotoHydrated } from './fixtures'

export const PASSWORD = 'geheim123'

let counter = 0
export function uniqueEmail(prefix: string) {
	return `${prefix}-${Date.now()}-${process.pid}-${++counter}@example.com`
}

/** The first link of the newest mail to this address whose subject contains the text, once it is in the outbox. */
export async function mailLink(request: APIRequestContext, to: string, subject: string) {
	return linkIn(await mailTo(request, to, subject))
}

/**
 * Registers through the API and follows the verification link, which also logs this request
 * context in (it shares cookies with its page when it is page.request).
 */
export async function registerVerified(request: APIRequestContext, prefix = 'e2e') {
	const email = uniqueEmail(prefix)
	const response = await request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: '' } })
	if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`)
	await request.get(await mailLink(request, email, 'Bevestig je e-mailadres'))
	return email
}

/** Fills and submits the login tab of /auth. */
export async function logIn(page: Page, email: string, password: string) {
	// After a redirect to /auth: typing before hydration is lost when React takes the form over.
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	await page.getByLabel('E-mailadres').fill(email)
	await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
	await page.getByRole('button', { name: 'Inloggen', exact: true }).click()
}

/** Signs the demo admin in on this request context (a page's shares its cookies): password, then the code. */
export async function signInAdmin(context: APIRequestContext) {
	const response = await context.post('/api/auth/sign-in/email', { data: { email: 'admin@example.com', password: 'demo1234' } })
	if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`)
	const verified = await context.post('/api/auth/two-factor/verify-totp', { data: { code: totpCode() } })
	if (!verified.ok()) throw new Error(`admin second step failed: ${verified.status()}`)
}

/** The admin portal's forms, posted by the demo admin from a request context of its own. */
export async function adminRequests(clientIp: string) {
	const admin = await request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } })
	await signInAdmin(admin)
	return admin
}

/**
 * A new salon owned by a new verified user, who is logged in on `page`; made through the admin
 * portal's own forms (add a listing, find its id, set its owner).
 */
export async function ownerWithSalon(page: Page, clientIp: string) {
	const admin = await adminRequests(clientIp)
	const name = `Trimsalon Dashboard ${Date.now()}-${++counter}`
	const fields = {
		intent: 'create',
		name,
		formatted_address: 'Oudegracht 1, 3511 AB Utrecht',
		search_city: 'Utrecht',
		postal_code: '3511 AB',
	}
	await admin.post('/admin/listings', { form: fields, maxRedirects: 0 })
	const listing = await (await admin.get(`/admin/listings?q=${encodeURIComponent(name)}`)).text()
	const id = Number(listing.match(/href="\/admin\/listings\/(\d+)"/)?.[1])
	if (!id) throw new Error(`listing ${name} not found`)
	const email = await registerVerified(page.request, 'eigenaar')
	await admin.post(`/admin/listings/${id}`, { form: { intent: 'owner', salonId: String(id), ownerEmail: email }, maxRedirects: 0 })
	await admin.dispose()
	return { id, name, email }
}

/**
 * The name and booking page of the demo owner's Haarlem salon (it takes online bookings, and the demo
 * user has a kept visit there), read from the owner's dashboard in a context of its own; `address` is
 * the client address it signs in from, one per spec so the sign-in limit of one never stops another.
 */
export async function haarlemBookingPage(browser: Browser, address: string) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } })
	const owner = await context.newPage()
	expect(
		(await owner.request.post('/api/auth/sign-in/email', { data: { email: 'eigenaar@example.com', password: 'demo1234' } })).ok(),
	).toBe(true)
	await gotoHydrated(owner, '/dashboard')
	const card = owner.getByRole('article').filter({ hasText: 'Haarlem' }).first()
	const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
	const path = (await card.getByRole('link', { name: /Bekijk de openbare pagina/ }).getAttribute('href'))!
	await context.close()
	return { name, path: `${path}/afspraak-maken` }
}
