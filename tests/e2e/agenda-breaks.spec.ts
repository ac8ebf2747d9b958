import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

/** A date 'YYYY-MM-DD' in Amsterdam, `days` from today. */
function amsterdamDatePlus(days: number) {
	const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date())
	const date = new Date(`${today}T12:00:00Z`)
	date.setUTCDate(date.getUTCDate() + days)
	return date.toISOString().slice(0, 10)
}

const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']
const dutchDate = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`

test.describe('[AGENDA] Instellingen: the weekly breaks and the dates that differ', () => {
	test.beforeEach(async ({ page }) => {
		const signedIn = await page.request.post('/api/auth/sign-in/email', {
			data: { email: 'eigenaar@example.com', password: 'demo1234' },
			headers: { 'x-forwarded-for': clientAddress(test.info().workerIndex) },
		})
		expect(signedIn.ok()).toBe(true)
		await gotoHydrated(page, '/dashboard/agenda/instellingen')
	})

	test('the owner adds a weekly break beside the opening hours and removes it again', async ({ page }) => {
		await expect(page.getByRole('region', { name: 'Openingstijden' }).getByText('Openingstijden wijzigen')).toBeVisible()
		const breaks = page.getByRole('region', { name: 'Pauzes' })
		// Sunday before opening, a minute of its own per run, so no other test's free times change.
		const minute = String(5 * Math.floor(Math.random() * 10) + 5).padStart(2, '0')
		const rule = `Zondag 05:${minute}-05:${String(Number(minute) + 5).padStart(2, '0')}`
		await breaks.getByLabel('Dag').selectOption({ label: 'Zondag' })
		await breaks.getByLabel('Van').fill(`05:${minute}`)
		await breaks.getByLabel('Tot').fill('05:00')
		await breaks.getByRole('button', { name: 'Pauze toevoegen' }).click()
		await expect(breaks.getByRole('alert')).toHaveText('Vul een eindtijd na de begintijd in, of laat het leeg voor de rest van de dag.')
		await expect(breaks.getByLabel('Van')).toHaveValue(`05:${minute}`)

		await breaks.getByLabel('Tot').fill(`05:${String(Number(minute) + 5).padStart(2, '0')}`)
		await breaks.getByRole('button', { name: 'Pauze toevoegen' }).click()
		await expect(toast(page, 'Pauze toegevoegd')).toBeVisible()
		await expect(breaks.getByText(rule)).toBeVisible()
		await expectAccessible(page)

		await breaks.getByRole('button', { name: `Pauze ${rule} verwijderen` }).click()
		await expect(toast(page, 'Pauze verwijderd')).toBeVisible()
		await expect(breaks.getByText(rule)).toHaveCount(0)
	})

	test('a day off over an appointment warns first, and saves on the second step', async ({ page }) => {
		// Far ahead and before opening: no other test books there.
		const date = amsterdamDatePlus(70 + Math.floor(Math.random() * 15))
		const minute = String(5 * Math.floor(Math.random() * 10) + 5).padStart(2, '0')
		await gotoHydrated(page, '/dashboard/agenda')
		const phone = page.getByRole('region', { name: 'Telefonische afspraak' })
		await phone.getByLabel('Datum').fill(date)
		await phone.getByLabel('Begintijd').fill(`05:${minute}`)
		await phone.getByLabel('Duur in minuten').fill('5')
		await phone.getByLabel('Naam van de klant').fill('Mevrouw de Vries')
		await phone.getByLabel('Naam van de hond').fill('Sammie')
		await phone.getByRole('button', { name: 'Afspraak toevoegen' }).click()
		await expect(toast(page, 'Afspraak toegevoegd')).toBeVisible()

		await gotoHydrated(page, '/dashboard/agenda/instellingen')
		const dates = page.getByRole('region', { name: 'Vrije dagen en andere tijden' })
		// Empty hours without 'Gesloten': the message at the field.
		await dates.getByLabel('Datum').fill(date)
		await dates.getByRole('button', { name: 'Uitzondering opslaan' }).click()
		await expect(dates.getByRole('alert')).toHaveText("Vul de tijden in als '09:00-12:00, 13:00-17:00', of kies 'Gesloten'.")

		await dates.getByLabel('Datum').fill(date)
		await dates.getByLabel(/^Gesloten/).check()
		await dates.getByRole('button', { name: 'Uitzondering opslaan' }).click()
		const warning = dates.getByRole('alert')
		await expect(warning).toContainText(`Op ${dutchDate(date)} staat 1 afspraak. Die blijft staan; bel of annuleer hem zelf.`)
		await expectAccessible(page)
		await warning.getByRole('button', { name: 'Toch opslaan' }).click()
		await expect(toast(page, 'Uitzondering opgeslagen')).toBeVisible()
		await expect(toast(page, `${dutchDate(date)} staat als gesloten in je agenda.`)).toBeVisible()

		await dates.getByRole('button', { name: `Uitzondering op ${dutchDate(date)} verwijderen` }).click()
		await expect(toast(page, 'Uitzondering verwijderd')).toBeVisible()
	})
})
