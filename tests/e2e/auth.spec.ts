import { outboxMails } from '../outbox'
import { waitFor } from '../wait'
import { PASSWORD, logIn, mailLink, registerVerified, signInAdmin, uniqueEmail } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

test.describe('[AUTH]', () => {
	test('register, read the verification mail in the outbox, verify and land on /trimsalon-signup', async ({ page }) => {
		const email = uniqueEmail('registreer')
		await gotoHydrated(page, '/auth?tab=signup')
		await expect(page.getByRole('tab', { name: 'Registreren' })).toHaveAttribute('aria-selected', 'true')
		await expect(page.getByRole('link', { name: 'Terug naar Homepage' })).toHaveAttribute('href', '/')
		await expect(page.getByRole('link', { name: 'Lees hoe je je trimsalon beheert' })).toHaveAttribute('href', '/trimsalon-signup')
		await expectAccessible(page)

		const form = page.getByRole('tabpanel', { name: 'Registreren' })
		await form.getByLabel('Voornaam (niet verplicht)').fill('Fleur')
		await form.getByLabel('E-mailadres').fill(email)
		await form.getByLabel('Wachtwoord', { exact: true }).fill('kort')
		await form.getByLabel('Bevestig wachtwoord').fill('anders')
		await form.getByRole('button', { name: 'Account aanmaken' }).click()
		await expect(form.getByText('Wachtwoord moet minimaal 6 karakters lang zijn.')).toBeVisible()
		await form.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
		await form.getByRole('button', { name: 'Account aanmaken' }).click()
		await expect(form.getByText('Wachtwoorden komen niet overeen.')).toBeVisible()
		await form.getByLabel('Bevestig wachtwoord').fill(PASSWORD)
		await form.getByRole('button', { name: 'Account aanmaken' }).click()
		await expect(form.getByText(`We hebben een bevestigingslink gestuurd naar ${email}.`)).toBeVisible()
		await expect(toast(page, 'Bevestig je email')).toBeVisible()

		// Until the address is verified, logging in is refused with a way to get a new link.
		await page.getByRole('tab', { name: 'Inloggen' }).click()
		await expect(page).toHaveURL(/\/auth\?tab=login$/)
		await logIn(page, email, PASSWORD)
		await expect(page.getByRole('alert')).toContainText('Je e-mailadres is nog niet bevestigd.')
		await page.getByRole('button', { name: 'Verificatiemail opnieuw versturen' }).click()
		await expect(page.getByText(`Als ${email} nog niet bevestigd is`)).toBeVisible()

		// The new link goes out in the background: once both links are in the outbox, its page shows the newest.
		await waitFor('the second link', async () => (await outboxMails(page.request)).filter((mail) => mail.to === email).length >= 2)
		await gotoHydrated(page, '/dev/mail')
		const mail = page.getByRole('article', { name: 'Bevestig je e-mailadres' }).filter({ hasText: email }).first()
		await expect(mail).toContainText('Beste Fleur,')
		await mail.getByRole('link', { name: /verify-email/ }).click()
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
		await expect(page.getByRole('heading', { name: 'Geen trimsalons gevonden' })).toBeVisible()
		await expect(toast(page, 'Account succesvol aangemaakt')).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Verder' }).getByRole('link', { name: 'Neem contact op' })).toHaveAttribute(
			'href',
			'/contact',
		)
		await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible()
		await expectAccessible(page)
	})

	test('login sends an owner to /dashboard and a user without salons to /trimsalon-signup', async ({ page, browser }) => {
		await gotoHydrated(page, '/auth')
		await logIn(page, 'gebruiker@example.com', 'fout-wachtwoord')
		await expect(page.getByRole('alert')).toHaveText('Onjuist e-mailadres of wachtwoord.')
		await logIn(page, 'gebruiker@example.com', 'demo1234')
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
		await expect(toast(page, 'Succesvol ingelogd')).toBeVisible()
		// DESIGN: toasts close by themselves after 5 seconds.
		await expect(toast(page, 'Succesvol ingelogd')).toBeHidden({ timeout: 8_000 })
		await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')

		const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress(test.info().workerIndex) } })
		const owner = await ownerContext.newPage()
		await gotoHydrated(owner, '/auth?tab=login')
		await logIn(owner, 'eigenaar@example.com', 'demo1234')
		await expect(owner).toHaveURL(/\/dashboard$/)
		await ownerContext.close()
	})

	test('an admin sees Admin Portal in the header', async ({ page }) => {
		await signInAdmin(page.request)
		await gotoHydrated(page, '/')
		await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/admin')
	})

	test('forgot and reset password end to end; every other session ends', async ({ page, request }) => {
		const email = await registerVerified(request, 'vergeten')
		expect(await (await request.get('/api/auth/get-session')).json()).toMatchObject({ user: { email } })

		await gotoHydrated(page, '/auth')
		const forgot = page.getByRole('button', { name: 'Wachtwoord vergeten?' })
		await expect(forgot).toBeDisabled()
		await page.getByLabel('E-mailadres').fill(email)
		await expect(forgot).toBeEnabled()
		await forgot.click()
		await expect(page.getByText(`Als er een account bestaat voor ${email}`)).toBeVisible()
		await expect(toast(page, 'Wachtwoord reset email verzonden')).toBeVisible()

		await page.goto(await mailLink(page.request, email, 'Stel een nieuw wachtwoord in'))
		await expect(page).toHaveURL(/\/auth\?mode=reset-password&token=/)
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible()
		await expectAccessible(page)
		await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-wachtwoord')
		await page.getByLabel('Bevestig nieuw wachtwoord').fill('ander-wachtwoord')
		await page.getByRole('button', { name: 'Wachtwoord bijwerken' }).click()
		await expect(page.getByText('Wachtwoorden komen niet overeen.')).toBeVisible()
		await page.getByLabel('Bevestig nieuw wachtwoord').fill('nieuw-wachtwoord')
		await page.getByRole('button', { name: 'Wachtwoord bijwerken' }).click()
		await expect(page).toHaveURL(/\/auth\?tab=login$/)
		await expect(toast(page, 'Wachtwoord bijgewerkt')).toBeVisible()

		expect(await (await request.get('/api/auth/get-session')).json()).toBeNull()
		await logIn(page, email, PASSWORD)
		await expect(page.getByRole('alert')).toHaveText('Onjuist e-mailadres of wachtwoord.')
		await logIn(page, email, 'nieuw-wachtwoord')
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
	})

	test('sign-out: busy and disabled, one request, toast, home with history replaced, session revoked', async ({ page, context }) => {
		await registerVerified(page.request, 'uitloggen')
		await gotoHydrated(page, '/dev/mail')
		await gotoHydrated(page, '/trimsalon-signup')
		const session = (await context.cookies()).find((cookie) => cookie.name === 'better-auth.session_token')!

		let posts = 0
		page.on('request', (request) => {
			if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/logout')) posts++
		})
		// The sign-out's request is held until the busy button has been seen and clicked again.
		const clickedAgain = Promise.withResolvers<void>()
		await page.route('**/logout*', async (route) => {
			await clickedAgain.promise
			await route.continue()
		})
		const button = page.getByRole('banner').getByRole('button', { name: 'Uitloggen' })
		await button.click()
		const busy = page.getByRole('banner').getByRole('button', { name: 'Bezig...' })
		await expect(busy).toBeDisabled()
		await busy.click({ force: true })
		clickedAgain.resolve()
		await expect(page).toHaveURL(/\/$/)
		await expect(toast(page, 'Uitgelogd')).toBeVisible()
		await expect(toast(page, 'Je bent succesvol uitgelogd.')).toBeVisible()
		await page.keyboard.press('F8')
		await expect(page.getByRole('region', { name: /Meldingen/ }).getByRole('list')).toBeFocused()
		await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible()
		expect(posts).toBe(1)

		await page.goBack()
		await expect(page).toHaveURL(/\/dev\/mail$/)
		const reused = await page.request.get('/api/auth/get-session', { headers: { cookie: `${session.name}=${session.value}` } })
		expect(await reused.json()).toBeNull()
	})

	test('/auth redirects: signup links, logged-in users, and reset-password mode stays', async ({ page }) => {
		await gotoHydrated(page, '/auth?type=signup')
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
		await expect(page.getByRole('heading', { name: 'Je trimsalon is goedgekeurd!' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/auth?tab=signup')
		await expectAccessible(page)

		await gotoHydrated(page, '/auth?mode=verified')
		await expect(page.getByRole('heading', { name: 'Email Geverifieerd!' })).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/auth?tab=login')
		await expect(page.getByRole('main').getByRole('link', { name: 'Meer informatie voor trimsalons' })).toHaveAttribute(
			'href',
			'/trimsalon-signup',
		)
		await expectAccessible(page)

		await page.request.post('/api/auth/sign-in/email', { data: { email: 'eigenaar@example.com', password: 'demo1234' } })
		await page.goto('/auth')
		await expect(page).toHaveURL(/\/dashboard$/)
		await page.goto('/trimsalon-signup')
		await expect(page).toHaveURL(/\/dashboard$/)
		await gotoHydrated(page, '/auth?mode=reset-password&token=abc')
		await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible()
	})

	test('a logged-in user without salons visiting /auth goes to /trimsalon-signup', async ({ page }) => {
		await page.request.post('/api/auth/sign-in/email', { data: { email: 'gebruiker@example.com', password: 'demo1234' } })
		await page.goto('/auth?tab=signup')
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
	})
})
