import type { Page } from '@playwright/test'
import { mailTo } from '../outbox'
import { PASSWORD, logIn, ownerWithSalon, registerVerified, signInAdmin } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const ip = () => clientAddress(test.info().workerIndex)

/** The weekday in the Netherlands right now, as the editor names it. */
function todayInAmsterdam() {
	const name = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'Europe/Amsterdam' }).format(new Date())
	return name[0]!.toUpperCase() + name.slice(1)
}

async function publicPage(page: Page, name: string) {
	await page.getByRole('link', { name: `Bekijk de openbare pagina van ${name}` }).click()
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test.describe('[DASHBOARD]', () => {
	test('a visitor logs in first, a user without salons is told to claim one, an admin goes to the admin portal', async ({ page }) => {
		await page.goto('/dashboard')
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=%2Fdashboard/)

		await registerVerified(page.request, 'zonder-salon')
		await gotoHydrated(page, '/dashboard')
		await expect(page.getByRole('heading', { name: 'Je beheert nog geen trimsalon' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Zoek je trimsalon' })).toHaveAttribute('href', '/directory')
		await expect(page.getByRole('link', { name: 'Bekijk je claims' })).toHaveAttribute('href', '/trimsalon-signup')
		await expectAccessible(page)

		await page.context().clearCookies()
		await signInAdmin(page.request)
		await page.goto('/dashboard')
		await expect(page).toHaveURL(/\/admin$/)
	})

	test('the owner edits the salon in the dialog: Annuleren keeps it, Opslaan saves it and the public page shows it', async ({ page }) => {
		const salon = await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/dashboard')
		await expect(page.getByRole('heading', { level: 1, name: 'Trimsalon Dashboard' })).toBeVisible()
		await expect(page.getByText('Je beheert 1 trimsalon.')).toBeVisible()
		const card = page.getByRole('article', { name: salon.name })
		await expect(card.getByText('Oudegracht 1, 3511 AB Utrecht')).toBeVisible()
		await expectAccessible(page)

		await card.getByRole('button', { name: 'Bewerken' }).click()
		const dialog = page.getByRole('dialog', { name: 'Trimsalon bewerken' })
		await dialog.getByRole('textbox', { name: 'Naam' }).fill('Weggegooide naam')
		await dialog.getByRole('button', { name: 'Annuleren' }).click()
		await expect(dialog).toBeHidden()
		await card.getByRole('button', { name: 'Bewerken' }).click()
		await expect(dialog.getByRole('textbox', { name: 'Naam' })).toHaveValue(salon.name)

		const renamed = `${salon.name} & Co`
		await dialog.getByRole('textbox', { name: 'Naam' }).fill(renamed)
		await dialog.getByRole('textbox', { name: 'Beschrijving' }).fill('Rustige salon aan de gracht.')
		await dialog.getByRole('textbox', { name: 'Telefoonnummer' }).fill('030 123 4567')
		await expect(dialog.getByRole('textbox', { name: 'Website' })).toHaveAttribute('placeholder', 'www.trimsalonbella.nl')
		await dialog.getByRole('textbox', { name: 'Website' }).fill('oudegracht-trim.nl')
		const services = dialog.getByRole('textbox', { name: 'Diensten' })
		await services.fill('Wassen')
		await services.press('Enter')
		await services.fill('Knippen')
		await dialog.getByRole('button', { name: 'Toevoegen' }).click()
		await services.fill('Plukken')
		await services.press('Enter')
		await dialog.getByRole('button', { name: 'Knippen verwijderen' }).click()
		await expectAccessible(page)
		await dialog.getByRole('button', { name: 'Opslaan' }).click()
		await expect(toast(page, 'Trimsalon bijgewerkt')).toBeVisible()
		await expect(toast(page, 'De gegevens van je trimsalon zijn succesvol bijgewerkt.')).toBeVisible()

		const saved = page.getByRole('article', { name: renamed })
		await saved.getByRole('tab', { name: 'Diensten' }).click()
		await expect(saved.getByRole('list', { name: `Diensten van ${renamed}` }).getByRole('listitem')).toHaveText(['Wassen', 'Plukken'])
		await publicPage(page, renamed)
		await expect(page.getByText('Rustige salon aan de gracht.')).toBeVisible()
		await expect(page.getByRole('link', { name: /030 123 4567/ }).first()).toBeVisible()
		await expect(page.getByRole('link', { name: 'oudegracht-trim.nl', exact: true })).toHaveAttribute(
			'href',
			/^https:\/\/oudegracht-trim\.nl/,
		)
	})

	test('a refused edit says why, in Dutch, and saves nothing', async ({ page }) => {
		const salon = await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/dashboard')
		const card = page.getByRole('article', { name: salon.name })
		await card.getByRole('button', { name: 'Bewerken' }).click()
		const dialog = page.getByRole('dialog', { name: 'Trimsalon bewerken' })
		await dialog.getByRole('textbox', { name: 'Website' }).fill('geen website')
		await dialog.getByRole('button', { name: 'Opslaan' }).click()
		await expect(
			dialog.getByText('Voer een geldige website URL in (bijv. www.trimsalonbella.nl of https://trimsalonbella.nl)'),
		).toBeVisible()
		await dialog.getByRole('textbox', { name: 'Naam' }).fill('')
		await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled()
	})

	test('the opening hours editor saves a week with a lunch break, and the public page reads it with the open-now badge', async ({
		page,
	}) => {
		const salon = await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/dashboard')
		const card = page.getByRole('article', { name: salon.name })
		await card.getByRole('tab', { name: 'Openingstijden' }).click()
		const monday = card.getByRole('group', { name: 'Maandag', exact: true })
		await monday.getByRole('checkbox', { name: 'Open' }).check()
		await monday.getByRole('button', { name: 'Pauze toevoegen op maandag' }).click()
		await expect(monday.getByLabel('Maandag van', { exact: true })).toHaveValue('09:00')
		await expect(monday.getByLabel('Maandag tot', { exact: true })).toHaveValue('12:00')
		await monday.getByLabel('Maandag na de pauze tot').fill('18:00')
		await monday.getByRole('button', { name: 'Kopiëren naar andere dagen (maandag)' }).click()
		const copy = monday.getByRole('group', { name: 'Kopieer de tijden van maandag naar' })
		await expect(copy.getByRole('checkbox', { name: 'Vrijdag' })).toBeChecked()
		await expect(copy.getByRole('checkbox', { name: 'Zaterdag' })).not.toBeChecked()
		await copy.getByRole('button', { name: 'Kopiëren' }).click()
		await expectAccessible(page)

		// Today is open all day, so the badge must say open whatever the time of the test.
		const today = card.getByRole('group', { name: todayInAmsterdam(), exact: true })
		await today.getByRole('checkbox', { name: 'Open' }).check()
		if (await today.getByRole('button', { name: /^Pauze verwijderen/ }).isVisible())
			await today.getByRole('button', { name: /^Pauze verwijderen/ }).click()
		await today.getByLabel(`${todayInAmsterdam()} van`, { exact: true }).fill('00:00')
		await today.getByLabel(`${todayInAmsterdam()} tot`, { exact: true }).fill('23:59')
		await card.getByRole('button', { name: 'Openingstijden opslaan' }).click()
		await expect(toast(page, 'Trimsalon bijgewerkt')).toBeVisible()

		await publicPage(page, salon.name)
		const hours = page.getByRole('region', { name: 'Openingstijden' })
		if (todayInAmsterdam() !== 'Maandag') await expect(hours.getByText('Maandag: 09:00–12:00, 13:00–18:00')).toBeVisible()
		await expect(hours.getByText(`${todayInAmsterdam()}: 00:00–23:59`)).toBeVisible()
		await expect(hours.getByText('Zondag: Gesloten').or(hours.getByText('Zondag: 00:00–23:59'))).toBeVisible()
		await expect(page.getByTestId('open-state')).toHaveText('Nu open')

		// The first save's toast may still be up: wait for it, so the next one is the second save's.
		await expect(toast(page, 'Trimsalon bijgewerkt')).toBeHidden()
		await page.goBack()
		await card.getByRole('tab', { name: 'Openingstijden' }).click()
		await card.getByRole('group', { name: todayInAmsterdam(), exact: true }).getByRole('checkbox', { name: 'Open' }).uncheck()
		await card.getByRole('button', { name: 'Openingstijden opslaan' }).click()
		await expect(toast(page, 'Trimsalon bijgewerkt')).toBeVisible()
		await publicPage(page, salon.name)
		await expect(page.getByTestId('open-state')).toHaveText('Nu gesloten')
	})

	test('times that cannot be are refused next to the field', async ({ page }) => {
		const salon = await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/dashboard')
		const card = page.getByRole('article', { name: salon.name })
		await card.getByRole('tab', { name: 'Openingstijden' }).click()
		const tuesday = card.getByRole('group', { name: 'Dinsdag', exact: true })
		await tuesday.getByRole('checkbox', { name: 'Open' }).check()
		await tuesday.getByLabel('Dinsdag van', { exact: true }).fill('17:00')
		await tuesday.getByLabel('Dinsdag tot', { exact: true }).fill('09:00')
		await card.getByRole('button', { name: 'Openingstijden opslaan' }).click()
		await expect(tuesday.getByText('De sluitingstijd moet na de openingstijd liggen.')).toBeVisible()
		await expect(toast(page, 'Trimsalon bijgewerkt')).toHaveCount(0)
	})
})

test.describe('[DASHBOARD][AVAILABILITY]', () => {
	test('the owner says the salon takes new clients; the salon page shows it and the filters find it, with and without JavaScript', async ({
		page,
		browser,
	}) => {
		const salon = await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/dashboard')
		const card = page.getByRole('article', { name: salon.name })
		await card.getByRole('tab', { name: 'Nieuwe klanten' }).click()
		await expect(card.getByText('Je hebt nog niet opgegeven of je nieuwe klanten aanneemt.')).toBeVisible()
		await card.getByRole('spinbutton', { name: /wachttijd/ }).fill('60')
		await card.getByRole('button', { name: 'Beschikbaarheid opslaan' }).click()
		await expect(card.getByText('Kies of je nieuwe klanten aanneemt.')).toBeVisible()
		await card.getByRole('radio', { name: 'Ja, we nemen nieuwe klanten aan' }).check()
		await card.getByRole('button', { name: 'Beschikbaarheid opslaan' }).click()
		await expect(card.getByText('Vul de wachttijd in hele weken in (0 tot 52).')).toBeVisible()
		await card.getByRole('spinbutton', { name: /wachttijd/ }).fill('2')
		await expectAccessible(page)
		await card.getByRole('button', { name: 'Beschikbaarheid opslaan' }).click()
		await expect(toast(page, 'Trimsalon bijgewerkt')).toBeVisible()
		const line = 'Neemt nieuwe klanten aan · wachttijd ± 2 weken · bijgewerkt vandaag'

		await publicPage(page, salon.name)
		await expect(page.getByTestId('availability')).toHaveText(line)

		// The directory: the checkbox applies the filter at once and keeps it in the URL.
		await gotoHydrated(page, `/directory?location=${encodeURIComponent(salon.name)}`)
		await page.getByRole('checkbox', { name: 'Neemt nieuwe klanten aan' }).check()
		await expect(page).toHaveURL(/nieuweKlanten=1/)
		await expect(page.getByRole('article').filter({ hasText: salon.name }).getByTestId('availability')).toHaveText(line)

		// A city page without JavaScript: the GET form with its button.
		const noScript = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': ip() } })
		const plain = await noScript.newPage()
		await plain.goto('/city/utrecht')
		await plain.getByRole('checkbox', { name: 'Neemt nieuwe klanten aan' }).check()
		await plain.getByRole('button', { name: 'Filter toepassen' }).click()
		await expect(plain).toHaveURL(/\/city\/utrecht\?nieuweKlanten=1/)
		const lines = await plain.getByTestId('availability').allTextContents()
		expect(lines.length).toBeGreaterThan(0)
		expect(lines.every((text) => text.startsWith('Neemt nieuwe klanten aan'))).toBe(true)
		await noScript.close()
	})
})

test.describe('[ACCOUNT]', () => {
	test('a user changes the password: the wrong current one is refused, the new one logs in', async ({ page }) => {
		const email = await registerVerified(page.request, 'wachtwoord')
		await gotoHydrated(page, '/account')
		await expectAccessible(page)
		const form = page.getByRole('region', { name: 'Wachtwoord wijzigen' })
		await form.getByLabel('Huidig wachtwoord').fill('fout-wachtwoord')
		await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-geheim')
		await form.getByLabel('Bevestig nieuw wachtwoord').fill('nieuw-geheim')
		await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
		await expect(form.getByText('Je huidige wachtwoord is onjuist.')).toBeVisible()

		await form.getByLabel('Huidig wachtwoord').fill(PASSWORD)
		await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-geheim')
		await form.getByLabel('Bevestig nieuw wachtwoord').fill('anders')
		await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
		await expect(form.getByText('Wachtwoorden komen niet overeen.')).toBeVisible()
		await form.getByLabel('Bevestig nieuw wachtwoord').fill('nieuw-geheim')
		await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
		await expect(toast(page, 'Wachtwoord bijgewerkt')).toBeVisible()
		await expect(page.getByText(`Je bent ingelogd als ${email}.`)).toBeVisible()

		await page.context().clearCookies()
		await gotoHydrated(page, '/auth?tab=login')
		await logIn(page, email, 'nieuw-geheim')
		await expect(toast(page, 'Succesvol ingelogd')).toBeVisible()
		await gotoHydrated(page, '/auth?mode=reset-password')
		await expect(page.getByLabel('Huidig wachtwoord')).toBeVisible()
	})

	test('an owner deletes the account: logged out, the salon stays listed without owner, a mail confirms it', async ({ page }) => {
		const salon = await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/account')
		const section = page.getByRole('region', { name: 'Account verwijderen' })
		await expect(section.getByText(/Je trimsalons blijven in de gids staan/)).toBeVisible()
		await section.getByLabel('Wachtwoord').fill(PASSWORD)
		await section.getByRole('button', { name: 'Account verwijderen' }).click()
		await expect(section.getByText('Vink aan dat je je account en je gegevens definitief wilt verwijderen.')).toBeVisible()
		await section.getByRole('checkbox').check()
		await section.getByRole('button', { name: 'Account verwijderen' }).click()
		await expect(toast(page, 'Account verwijderd')).toBeVisible()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible()

		await page.goto('/dashboard')
		await expect(page).toHaveURL(/\/auth/)
		await mailTo(page.request, salon.email, 'Je account is verwijderd')
		await gotoHydrated(page, `/directory?location=${encodeURIComponent(salon.name)}`)
		await page.getByRole('link', { name: salon.name }).first().click()
		await expect(
			page.getByRole('button', { name: 'Claim deze trimsalon' }).or(page.getByRole('link', { name: /Claim deze trimsalon/ })),
		).toBeVisible()
	})
})
