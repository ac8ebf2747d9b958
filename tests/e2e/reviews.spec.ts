import { logIn, mailLink, ownerWithSalon, PASSWORD, registerVerified, signInAdmin } from './accounts'
import { salonPaths, structuredData } from './discovery-helpers'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const ip = () => clientAddress(test.info().workerIndex)

test.describe('[REVIEWS]', () => {
	test('a member writes a review: it shows on the salon page and in its JSON-LD; the owner replies; a visitor reports it and the admin removes it', async ({
		page,
		browser,
		request,
	}) => {
		test.slow()
		const salon = await ownerWithSalon(page, ip())
		const memberContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip() } })
		const member = await memberContext.newPage()
		const memberEmail = await registerVerified(member.request, 'recensent')

		// The salon page links to the personal write page.
		await gotoHydrated(member, `/trimsalon/${salon.id}`)
		const salonUrl = new URL(member.url()).pathname
		await expect(member.getByRole('link', { name: 'Hoe we met beoordelingen omgaan' }).first()).toBeVisible()
		await member.getByRole('link', { name: 'Schrijf een beoordeling' }).click()
		await expect(member.getByRole('heading', { level: 1 })).toContainText('Schrijf een beoordeling')
		await member.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await expectAccessible(member)

		const score = member.getByRole('radiogroup', { name: 'Score' })
		await member.getByRole('button', { name: 'Beoordeling plaatsen' }).click()
		await expect(member.getByText('Kies een score van 1 tot 5 botjes.')).toBeVisible()
		await score.getByRole('radio', { name: '4 botjes' }).check()
		await member.getByLabel('Je ervaring').fill('Onze labradoodle werd rustig en met veel geduld geknipt. Aanrader!')
		await member.getByLabel('Je voornaam').fill('Sanne')
		await member.getByRole('button', { name: 'Beoordeling plaatsen' }).click()
		await expect(toast(member, 'Beoordeling geplaatst')).toBeVisible()
		await expect(member).toHaveURL(new RegExp(`${salonUrl}$`))
		const shown = member.getByRole('article', { name: 'Beoordeling van Sanne' })
		await expect(shown).toContainText('Onze labradoodle werd rustig')
		await expect(shown.getByRole('img', { name: '4,0 van 5 botjes' })).toBeVisible()

		// The anonymous page (no session) carries it, and its JSON-LD counts only our review.
		const html = await (await request.get(salonUrl)).text()
		expect(html).not.toContain(memberEmail)
		const business = structuredData(html).find((data) => data['@type'] === 'LocalBusiness')!
		expect(business.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 })
		expect(business.review).toEqual([
			expect.objectContaining({ reviewBody: expect.stringContaining('labradoodle'), author: { '@type': 'Person', name: 'Sanne' } }),
		])

		// The owner is mailed and replies once from the dashboard.
		await mailLink(page.request, salon.email, `Nieuwe beoordeling voor ${salon.name}`)
		await gotoHydrated(page, '/dashboard/beoordelingen')
		await expectAccessible(page)
		const inDashboard = page.getByRole('article', { name: `Beoordeling van Sanne voor ${salon.name}` })
		await inDashboard.getByLabel('Je reactie op Sanne').fill('Dank je wel, Sanne! Tot de volgende keer.')
		await inDashboard.getByRole('button', { name: 'Reageren' }).click()
		await expect(toast(page, 'Reactie geplaatst')).toBeVisible()
		await expect(inDashboard.getByRole('button', { name: 'Reageren' })).toHaveCount(0)
		await gotoHydrated(member, salonUrl)
		await expect(shown.getByText('Reactie van de eigenaar')).toBeVisible()
		await expect(shown).toContainText('Dank je wel, Sanne!')

		// A visitor without an account reports it.
		const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip() } })
		const visitor = await visitorContext.newPage()
		await gotoHydrated(visitor, salonUrl)
		await visitor.getByRole('article', { name: 'Beoordeling van Sanne' }).getByRole('link', { name: 'Meld deze beoordeling' }).click()
		await expect(visitor.getByRole('heading', { level: 1, name: 'Meld deze beoordeling' })).toBeVisible()
		await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await expectAccessible(visitor)
		await visitor.getByLabel('Reden van je bezwaar').fill('Deze persoon is familie van de eigenaar.')
		await visitor.getByRole('button', { name: 'Bezwaar versturen' }).click()
		await expect(toast(visitor, 'Dank je wel voor je bezwaar')).toBeVisible()

		// The admin removes it with a reason; the author is mailed and the page no longer shows it.
		const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip() } })
		const admin = await adminContext.newPage()
		await signInAdmin(admin.request)
		await gotoHydrated(admin, '/admin/beoordelingen')
		await expectAccessible(admin)
		const reported = admin.getByRole('article', { name: `Beoordeling van Sanne voor ${salon.name}` })
		await expect(reported).toContainText('Deze persoon is familie van de eigenaar.')
		await reported.getByLabel('Reden van verwijderen').fill('Geschreven door familie van de eigenaar.')
		await reported.getByRole('button', { name: 'Verwijderen' }).click()
		await expect(toast(admin, 'Beoordeling verwijderd')).toBeVisible()
		await expect(reported).toHaveCount(0)
		await mailLink(member.request, memberEmail, `Je beoordeling van ${salon.name} is verwijderd`)
		await gotoHydrated(visitor, salonUrl)
		await expect(visitor.getByRole('article', { name: 'Beoordeling van Sanne' })).toHaveCount(0)

		// Its author can no longer edit or delete it, and reads why it went.
		await gotoHydrated(member, `${salonUrl}/beoordelen`)
		await expect(member.getByRole('heading', { level: 1 })).toContainText('Schrijf een beoordeling')
		await expect(member.getByRole('button', { name: 'Beoordeling verwijderen' })).toHaveCount(0)
		await expect(member.getByRole('button', { name: 'Beoordeling bijwerken' })).toHaveCount(0)
		await expect(member.getByText('De reden: Geschreven door familie van de eigenaar.')).toBeVisible()

		// Only an admin brings it back: restored, it shows again.
		await gotoHydrated(admin, '/admin/beoordelingen')
		await admin
			.getByRole('article', { name: `Verwijderde beoordeling: Sanne over ${salon.name}` })
			.getByRole('button', { name: 'Terugzetten' })
			.click()
		await expect(toast(admin, 'Beoordeling teruggezet')).toBeVisible()
		await gotoHydrated(visitor, salonUrl)
		await expect(visitor.getByRole('article', { name: 'Beoordeling van Sanne' })).toContainText('Onze labradoodle werd rustig')
		for (const context of [memberContext, visitorContext, adminContext]) await context.close()
	})

	test('a visitor who wants to write a review logs in and comes back to the form', async ({ page, request }) => {
		const email = await registerVerified(request, 'terug')
		const [salonPath] = await salonPaths(request, 1)
		await gotoHydrated(page, salonPath!)
		await page.getByRole('link', { name: 'Schrijf een beoordeling' }).click()
		await expect(page).toHaveURL(/\/auth/)
		await logIn(page, email, PASSWORD)
		await expect(page).toHaveURL(new RegExp(`${salonPath}/beoordelen$`))
		await expect(page.getByRole('radiogroup', { name: 'Score' })).toBeVisible()
	})

	test('a visitor reports an error on a salon page and the admin sees it under Correcties', async ({ page, request, browser }) => {
		const [salonUrl] = await salonPaths(request, 3)
		await gotoHydrated(page, salonUrl!)
		const name = (await page.getByRole('heading', { level: 1 }).textContent())!
		await page.getByRole('link', { name: 'Fout melden' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Fout melden')
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await expectAccessible(page)
		await page.getByLabel('Wat klopt er niet?').selectOption('verhuisd')
		// A number of its own, so the admin's list finds this report among those of earlier runs.
		const houseNumber = String(Date.now() % 100_000)
		await page.getByLabel('Toelichting').fill(`De salon zit sinds oktober twee straten verderop, op nummer ${houseNumber}.`)
		// A visitor's report carries a proof of work, solved while the form is filled in.
		await expect(page.getByRole('status').filter({ hasText: 'Controle tegen misbruik' })).toHaveText('Controle tegen misbruik: klaar.')
		await page.getByRole('button', { name: 'Correctie versturen' }).click()
		await expect(toast(page, 'Dank je wel voor je correctie')).toBeVisible()

		const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip() } })
		const admin = await adminContext.newPage()
		await signInAdmin(admin.request)
		await gotoHydrated(admin, '/admin')
		await admin.getByRole('link', { name: 'Correcties' }).click()
		const correction = admin.getByRole('article', { name: `Correctie voor ${name}` }).filter({ hasText: `op nummer ${houseNumber}.` })
		await expect(correction).toContainText('De salon is verhuisd')
		await expectAccessible(admin)
		await adminContext.close()
	})
})

test('the review policy says who is checked, why a review goes, which are shown in what order, and what the average counts', async ({
	page,
}) => {
	await gotoHydrated(page, '/beoordelingen')
	const main = page.getByRole('main')
	await expect(main).toContainText('Verder controleren we niet of je klant bent geweest.')
	await expect(main).toContainText('We verwijderen een beoordeling alleen als')
	await expect(main).toContainText('niet omdat die negatief is')
	await expect(main).toContainText('staan de nieuwste 50 beoordelingen, de nieuwste bovenaan')
	await expect(main).toContainText('ook van de beoordelingen die niet op de pagina passen')
	await expect(main).toContainText('Heeft een salon er minder, dan gelden daar de overgenomen score')
	await expect(main).not.toContainText('daarvoor geldt de score')
	await expectAccessible(page)
})
