import type { Browser, Page } from '@playwright/test'
import { mailTo, outboxMails } from '../outbox'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

const SUCCESS = 'Je bericht is verzonden! We nemen zo snel mogelijk contact met je op.'
const RATE_LIMITED = 'Je hebt in korte tijd te veel berichten verstuurd. Probeer het over een uur opnieuw of mail ons direct.'

/**
 * A client address of its own on this machine (the server trusts X-Forwarded-For from loopback, and
 * /dev/mail answers only local clients), so no test shares a rate limit.
 */
function uniqueIp() {
	const n = () => Math.floor(Math.random() * 254) + 1
	return `127.${n()}.${n()}.${n()}`
}

function uniqueMessage() {
	const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
	return {
		name: 'Anja de Boer',
		email: `anja-${id}@example.nl`,
		subject: `Vraag ${id}`,
		message: 'Hoe claim ik mijn trimsalon in Utrecht?',
	}
}

async function fill(page: Page, values: ReturnType<typeof uniqueMessage>) {
	await page.getByLabel('Naam').fill(values.name)
	await page.getByLabel('E-mailadres').fill(values.email)
	await page.getByLabel('Onderwerp').fill(values.subject)
	await page.getByLabel('Bericht').fill(values.message)
}

async function openContact(page: Page) {
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
	await gotoHydrated(page, '/contact')
}

const INBOX = 'info@trimsalonwijzer.nl'

/** Whether any mail in the outbox has this text in its subject. */
async function mailed(page: Page, subject: string) {
	return (await outboxMails(page.request)).some((mail) => mail.subject.includes(subject))
}

async function noScriptPage(browser: Browser) {
	const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() } })
	return { page: await context.newPage(), close: () => context.close() }
}

test.describe('[CONTACT]', () => {
	test('shows the contact e-mail, the help topics and the 48-hour promise', async ({ page }) => {
		await openContact(page)
		const main = page.getByRole('main')
		await expect(main.getByRole('link', { name: 'info@trimsalonwijzer.nl' })).toHaveAttribute('href', 'mailto:info@trimsalonwijzer.nl')
		await expect(main.getByRole('heading', { name: 'Waar kunnen we je mee helpen?' })).toBeVisible()
		await expect(main).toContainText('We reageren binnen 48 uur op je bericht.')
		await expectAccessible(page)
	})

	test('shows the spec messages next to the fields before sending', async ({ page }) => {
		await openContact(page)
		await page.getByRole('button', { name: 'Verzenden' }).click()
		await expect(page.getByLabel('Naam')).toHaveAccessibleDescription('Naam moet minimaal 2 tekens bevatten.')
		await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Voer een geldig e-mailadres in.')
		await expect(page.getByLabel('Onderwerp')).toHaveAccessibleDescription('Onderwerp moet minimaal 5 tekens bevatten.')
		await expect(page.getByLabel('Bericht')).toHaveAccessibleDescription('Bericht moet minimaal 10 tekens bevatten.')
		await expect(page.getByLabel('Naam')).toBeFocused()
		await expectAccessible(page)

		await page.getByLabel('Naam').fill('Anja')
		await expect(page.getByLabel('Naam')).not.toHaveAttribute('aria-invalid')
		await page.getByLabel('Bericht').fill('x'.repeat(100_000))
		await expect(page.getByLabel('Bericht')).toHaveAccessibleDescription('Bericht mag maximaal 5000 tekens bevatten.')
		await page.getByLabel('E-mailadres').fill('anja@example')
		await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Voer een geldig e-mailadres in.')
	})

	test('the server gives the same messages without JavaScript and stores nothing', async ({ browser }) => {
		const { page, close } = await noScriptPage(browser)
		await page.goto('/contact')
		await page.getByLabel('Onderwerp').fill('<script>alert(1)</script>')
		await page.getByLabel('E-mailadres').fill('geen-adres')
		await page.getByRole('button', { name: 'Verzenden' }).click()
		await expect(page.getByLabel('Naam')).toHaveAccessibleDescription('Naam moet minimaal 2 tekens bevatten.')
		await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Voer een geldig e-mailadres in.')
		await expect(page.getByLabel('Bericht')).toHaveAccessibleDescription('Bericht moet minimaal 10 tekens bevatten.')
		await expect(page.getByLabel('Onderwerp')).toHaveValue('<script>alert(1)</script>')
		await expect(page.getByLabel('Onderwerp')).not.toHaveAttribute('aria-invalid')
		await close()
	})

	test('sends: "Verzenden..." while busy, the success text, an empty form and both mails in the outbox', async ({ page }) => {
		await openContact(page)
		const message = uniqueMessage()
		await fill(page, message)
		// Hold the action's request until the busy state has been seen.
		const busySeen = Promise.withResolvers<void>()
		await page.route('**/contact.data*', async (route) => {
			await busySeen.promise
			await route.continue()
		})
		await page.getByRole('button', { name: 'Verzenden' }).click()
		await expect(page.getByRole('button', { name: 'Verzenden...' })).toBeDisabled()
		busySeen.resolve()
		await expect(page.getByRole('status')).toHaveText(SUCCESS)
		for (const label of ['Naam', 'E-mailadres', 'Onderwerp', 'Bericht']) await expect(page.getByLabel(label)).toHaveValue('')
		await expectAccessible(page)

		const notification = await mailTo(page.request, INBOX, `Contactformulier: ${message.subject}`)
		expect(notification.text).toContain(message.email)
		expect((await mailTo(page.request, message.email, 'We hebben je bericht ontvangen')).text).toContain('binnen 48 uur')
	})

	test('sends without JavaScript too', async ({ browser }) => {
		const { page, close } = await noScriptPage(browser)
		await page.goto('/contact')
		const message = uniqueMessage()
		await fill(page, message)
		await page.getByRole('button', { name: 'Verzenden' }).click()
		await expect(page.getByRole('status')).toHaveText(SUCCESS)
		await expect(page.getByLabel('Onderwerp')).toHaveValue('')
		await mailTo(page.request, INBOX, `Contactformulier: ${message.subject}`)
		await close()
	})

	test('a filled honeypot looks sent to the bot, but nothing is mailed', async ({ page }) => {
		await openContact(page)
		const message = uniqueMessage()
		await fill(page, message)
		await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
		await page.getByRole('button', { name: 'Verzenden' }).click()
		await expect(page.getByRole('status')).toHaveText(SUCCESS)
		expect(await mailed(page, message.subject)).toBe(false)
	})

	test('the per-IP limit answers with a Dutch message and sends nothing more', async ({ page }) => {
		const ip = uniqueIp()
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
		for (let i = 0; i < 5; i++) {
			const response = await page.request.post('/contact', { form: uniqueMessage(), headers: { 'X-Forwarded-For': ip } })
			expect(response.status()).toBe(200)
		}
		await gotoHydrated(page, '/contact')
		const message = uniqueMessage()
		await fill(page, message)
		await page.getByRole('button', { name: 'Verzenden' }).click()
		await expect(page.getByRole('alert').filter({ hasText: RATE_LIMITED })).toBeVisible()
		await expect(page.getByLabel('Onderwerp')).toHaveValue(message.subject)
		expect(await mailed(page, message.subject)).toBe(false)
	})
})
