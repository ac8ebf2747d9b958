import { logIn } from './accounts'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

test.describe('[FOR OWNERS] /voor-trimsalons', () => {
	test('a visitor reads what the site offers and what a placement costs, and is asked to register or log in', async ({ page }) => {
		await gotoHydrated(page, '/')
		await page.getByRole('contentinfo').getByRole('link', { name: 'Voor trimsalons' }).click()
		await expect(page).toHaveURL(/\/voor-trimsalons$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voor trimsalons')
		const plans = page.getByRole('list', { name: 'Abonnementen' })
		await expect(plans.getByRole('listitem').first()).toContainText('Maandelijks')
		await expect(plans.getByRole('listitem').first()).toContainText('€ 11,95 per maand')
		await expect(plans.getByRole('listitem').last()).toContainText('€ 99,95 per jaar')
		await expect(plans.getByRole('listitem').last()).toContainText('30% besparing')
		const cta = page.getByRole('navigation', { name: 'Aan de slag' })
		await expect(cta.getByRole('link', { name: 'Account aanmaken' })).toBeVisible()
		await expect(cta.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/auth?tab=login&redirectTo=%2Fvoor-trimsalons')
		await expectAccessible(page)
	})

	test('a logged-in user without a salon is asked to find it to claim it, or to submit one', async ({ page }) => {
		await gotoHydrated(page, '/auth?tab=login&redirectTo=%2Fvoor-trimsalons')
		await logIn(page, 'gebruiker@example.com', 'demo1234')
		await expect(page).toHaveURL(/\/voor-trimsalons$/)
		const cta = page.getByRole('navigation', { name: 'Aan de slag' })
		await expect(cta.getByRole('link', { name: 'Zoek je trimsalon om te claimen' })).toHaveAttribute('href', '/directory')
		await expect(cta.getByRole('link', { name: 'Trimsalon aanmelden' })).toHaveAttribute('href', '/submit-trimsalon')
		await expectAccessible(page)
	})

	test('an owner is sent to the dashboard', async ({ page }) => {
		await gotoHydrated(page, '/auth?tab=login&redirectTo=%2Fvoor-trimsalons')
		await logIn(page, 'eigenaar@example.com', 'demo1234')
		await expect(page).toHaveURL(/\/voor-trimsalons$/)
		const cta = page.getByRole('navigation', { name: 'Aan de slag' })
		await expect(cta.getByRole('link', { name: 'Naar je dashboard' })).toHaveAttribute('href', '/dashboard')
		await expect(cta.getByRole('link', { name: 'Account aanmaken' })).toHaveCount(0)
	})

	test('is server-rendered with its title, canonical and the plans as offers', async ({ request, baseURL }) => {
		const html = await (await request.get('/voor-trimsalons')).text()
		expect(html).toContain('<title>Voor trimsalons: je vermelding beheren en uitgelicht worden | Trimsalonwijzer</title>')
		expect(html).toContain(`<link rel="canonical" href="${baseURL}/voor-trimsalons"/>`)
		expect(html).toContain('"@type":"Service"')
		expect(html).toContain('"price":"11.95"')
		expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/voor-trimsalons</loc>`)
	})
})
