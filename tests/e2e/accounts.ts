import type { APIRequestContext, Page } from '@playwright/test'

export const PASSWORD = 'geheim123'

let counter = 0
export function uniqueEmail(prefix: string) {
	return `${prefix}-${Date.now()}-${process.pid}-${++counter}@example.com`
}

/**
 * The first link of the newest mail to this address whose subject contains the text, from the
 * outbox at /dev/mail (newest first); waits a little, since auth mails go out in the background.
 */
export async function mailLink(request: APIRequestContext, to: string, subject: string) {
	for (let attempt = 0; attempt < 50; attempt++) {
		const html = await (await request.get('/dev/mail')).text()
		const mail = html.split('<article').find((part) => part.includes(`>${to}</span>`) && part.includes(subject))
		const href = mail?.match(/href="(https?:\/\/[^"]+)"/)?.[1]
		if (href) return href.replaceAll('&amp;', '&')
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`no mail "${subject}" to ${to} in the outbox`)
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
	await page.getByLabel('E-mailadres').fill(email)
	await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
	await page.getByRole('button', { name: 'Inloggen', exact: true }).click()
}
