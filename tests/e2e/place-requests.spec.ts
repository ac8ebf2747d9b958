import type { Browser, Page } from '@playwright/test'
import { mailLink, PASSWORD, logIn, registerVerified } from './accounts'
import { expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const OWNER = 'eigenaar@example.com'

/** The demo owner, signed in on a browser context of its own (from its own client address). */
async function signedInOwner(browser: Browser, clientIp: string) {
	const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } })
	const owner = await context.newPage()
	expect((await owner.request.post('/api/auth/sign-in/email', { data: { email: OWNER, password: 'demo1234' } })).ok()).toBe(true)
	return { owner, close: () => context.close() }
}

/** The demo owner says a salon on the dashboard takes new clients (other tests change it); its name and public page. */
async function ownersSalon(owner: Page, index = 0) {
	await gotoHydrated(owner, '/dashboard')
	const card = owner.getByRole('article').nth(index)
	const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
	await card.getByRole('tab', { name: 'Nieuwe klanten' }).click()
	await card.getByRole('radio', { name: 'Ja, we nemen nieuwe klanten aan' }).check()
	await card.getByRole('button', { name: 'Beschikbaarheid opslaan' }).click()
	await expect(toast(owner, 'Trimsalon bijgewerkt')).toBeVisible()
	const path = await card.getByRole('link', { name: /Bekijk de openbare pagina/ }).getAttribute('href')
	return { name, path: path! }
}

test.describe('[PLEK AANVRAGEN]', () => {
	test('a member asks the demo owner’s salon, the owner answers in the dashboard, the member accepts, and only then both see each other’s details', async ({
		page,
		request,
		browser,
	}) => {
		test.setTimeout(120_000)
		const member = await registerVerified(request, 'hondeneigenaar')
		const dog = `Bobbie ${Date.now() % 100_000}`

		const { owner, close } = await signedInOwner(browser, '127.201.0.1')
		const salon = await ownersSalon(owner)

		// A visitor follows 'Plek aanvragen' on the salon page, logs in, and comes back to the form.
		await gotoHydrated(page, salon.path)
		await page.getByRole('link', { name: 'Plek aanvragen' }).click()
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=%2Ftrimsalon%2F.+%2Fplek-aanvragen/)
		await logIn(page, member, PASSWORD)
		await expect(page).toHaveURL(/\/trimsalon\/.+\/plek-aanvragen$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Plek aanvragen bij ${salon.name}`)
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

		await page.getByLabel('Naam van je hond').fill(dog)
		await page.getByLabel('Ras').fill('Labradoodle')
		await page.getByLabel('Gewicht').fill('150')
		await page.getByLabel('Bericht').fill('Hij is wat angstig bij de föhn.')
		await page.getByRole('button', { name: 'Aanvraag versturen' }).click()
		await expect(page.getByText('Vul het gewicht in kilo in, tussen 0,5 en 100 kg.')).toBeVisible()
		await page.getByLabel('Gewicht').fill('12,5')
		await page.getByLabel('Je woonplaats').fill('Utrecht')
		await page.getByRole('checkbox', { name: 'Trimmen' }).check()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Aanvraag versturen' }).click()
		await expect(page.getByText('Je aanvraag is verstuurd')).toBeVisible()

		// The owner's mail leads to the dashboard tab; the request shows the dog and the place, not the member.
		const inbox = await mailLink(owner.request, OWNER, `Nieuwe plekaanvraag voor ${salon.name}: ${dog}`)
		await gotoHydrated(owner, new URL(inbox).pathname)
		await expect(owner.getByRole('link', { name: 'Aanvragen' })).toHaveAttribute('aria-current', 'page')
		const card = owner.getByRole('article', { name: new RegExp(dog) })
		await expect(card).toContainText('Woonplaats: Utrecht')
		await expect(card).toContainText('Labradoodle, 12,5 kg')
		await expect(owner.getByText(member)).toHaveCount(0)
		await expectAccessible(owner)
		await card.getByLabel(/Voorgestelde dag en tijd/).fill('dinsdag 10:00')
		await card.getByRole('button', { name: 'Ik heb plek' }).click()
		await expect(toast(owner, 'Antwoord verstuurd')).toBeVisible()
		await expect(owner.getByRole('article', { name: new RegExp(dog) })).toContainText('Jouw antwoord: Ik heb plek: dinsdag 10:00')
		await expect(owner.getByText(member)).toHaveCount(0)

		// The member's mail names the salon and leads to Mijn aanvragen; no contact details before accepting.
		const answer = await mailLink(page.request, member, `${salon.name} heeft gereageerd op je aanvraag voor ${dog}`)
		await gotoHydrated(page, new URL(answer).pathname)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn aanvragen')
		const mine = page.getByRole('article', { name: dog })
		await expect(mine).toContainText('De salon heeft plek, voorstel: dinsdag 10:00.')
		await expect(mine).toContainText('Je aanvraag sluit bij de andere salons; deze salon krijgt je contactgegevens.')
		await expect(page.getByText(OWNER)).toHaveCount(0)
		await expectAccessible(page)
		await mine.getByRole('button', { name: 'Accepteren' }).click()
		await expect(toast(page, 'Aanbod geaccepteerd')).toBeVisible()
		await expect(page.getByRole('article', { name: dog }).getByText('Contactgegevens van de trimsalon')).toBeVisible()
		await expect(page.getByRole('article', { name: dog }).getByRole('link', { name: OWNER })).toBeVisible()

		// Now the owner sees the member's address too.
		await gotoHydrated(owner, '/dashboard/aanvragen')
		const accepted = owner.getByRole('article', { name: new RegExp(dog) })
		await expect(accepted.getByText('Contactgegevens van de hondeneigenaar')).toBeVisible()
		await expect(accepted.getByRole('link', { name: member })).toBeVisible()
		await close()
	})

	test('a member ticks a salon in the directory, the owner answers Wachtlijst, the member asks for the alert in one click and withdraws', async ({
		page,
		request,
		browser,
	}) => {
		test.setTimeout(120_000)
		const member = await registerVerified(request, 'wachtlijst')
		const dog = `Saar ${Date.now() % 100_000}`
		const { owner, close } = await signedInOwner(browser, '127.201.0.2')
		const salon = await ownersSalon(owner, 1)

		await gotoHydrated(page, `/directory?location=${encodeURIComponent(salon.name)}`)
		// Another salon may carry the same name (the demo data repeats names across places): pick this one by its link.
		const result = page.getByRole('article').filter({ has: page.locator(`a[href="${salon.path}"]`) })
		await result.getByRole('checkbox', { name: `Meenemen in een plekaanvraag bij ${salon.name}` }).check()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Plek aanvragen bij gekozen trimsalons' }).click()
		await expect(page).toHaveURL(/\/auth\?tab=login&redirectTo=%2Fplek-aanvragen%3Fsalon%3D\d+/)
		await logIn(page, member, PASSWORD)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Plek aanvragen bij ${salon.name}`)
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await page.getByLabel('Naam van je hond').fill(dog)
		await page.getByLabel('Ras').fill('Schapendoes')
		await page.getByLabel('Gewicht').fill('16')
		await page.getByRole('button', { name: 'Aanvraag versturen' }).click()
		await expect(page.getByText('Je aanvraag is verstuurd')).toBeVisible()

		await gotoHydrated(owner, '/dashboard/aanvragen')
		const card = owner.getByRole('article', { name: new RegExp(dog) })
		await card.getByLabel(/Verwachte wachttijd/).fill('4')
		await card.getByRole('button', { name: 'Wachtlijst' }).click()
		await expect(toast(owner, 'Antwoord verstuurd')).toBeVisible()
		await close()

		await gotoHydrated(page, '/account/aanvragen')
		const mine = page.getByRole('article', { name: dog })
		await expect(mine).toContainText('De salon heeft nu geen plek en verwacht over ongeveer 4 weken weer plek.')
		await expect(mine).toContainText('Je hond staat daarmee nog niet op een wachtlijst')
		await expect(mine.getByRole('button', { name: 'Accepteren' })).toHaveCount(0)
		await mine.getByRole('button', { name: `Mail me als ${salon.name} nieuwe klanten aanneemt` }).click()
		await expect(mine.getByText(`We hebben een mail gestuurd naar ${member}.`)).toBeVisible()
		await mailLink(page.request, member, 'Bevestig je melding')
		await mine.getByRole('button', { name: 'Aanvraag intrekken' }).click()
		await expect(toast(page, 'Aanvraag ingetrokken')).toBeVisible()
		await expect(page.getByRole('article', { name: dog })).toContainText('Ingetrokken')
	})
})
