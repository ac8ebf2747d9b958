import { expect, gotoHydrated, test } from './fixtures'

const DEMO_PASSWORD = 'demo1234'

test.describe('[NOT FOUND]', () => {
	test('a visitor gets the 404 page', async ({ page }) => {
		const response = await page.goto('/nergens-te-vinden')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Oeps! Pagina niet gevonden' })).toBeVisible()
	})

	test('a logged-in owner is sent to /dashboard, replacing the unknown page in history', async ({ page }) => {
		const login = await page.request.post('/api/auth/sign-in/email', { data: { email: 'eigenaar@example.com', password: DEMO_PASSWORD } })
		expect(login.ok()).toBe(true)
		await gotoHydrated(page, '/blog')
		await page.goto('/nergens-te-vinden')
		await expect(page).toHaveURL(/\/dashboard$/)
		await page.goBack()
		await expect(page).toHaveURL(/\/blog$/)
	})

	test('a logged-in user without a salon is sent to /trimsalon-signup', async ({ page }) => {
		const login = await page.request.post('/api/auth/sign-in/email', { data: { email: 'gebruiker@example.com', password: DEMO_PASSWORD } })
		expect(login.ok()).toBe(true)
		await page.goto('/nergens-te-vinden')
		await expect(page).toHaveURL(/\/trimsalon-signup$/)
	})
})
