import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { ownerWithSalon } from './accounts'
import { clientAddress, expect, expectAccessible, gotoHydrated, test, toast } from './fixtures'

const ip = () => clientAddress(test.info().workerIndex)

/** A PNG of noise, about 1.4 MB: well past the 100 KB that any other form may post. */
const noisyPng = () =>
	sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
		.png()
		.toBuffer()

test.describe('[DASHBOARD][PHOTO]', () => {
	test('the owner uploads a PNG that the public page shows, and removes it; a renamed text file and a file over 10 MB are refused', async ({
		page,
		request,
	}) => {
		const salon = await ownerWithSalon(page, ip())
		await gotoHydrated(page, '/dashboard')
		const card = page.getByRole('article', { name: salon.name })
		await card.getByRole('button', { name: 'Bewerken' }).click()
		const dialog = page.getByRole('dialog', { name: 'Trimsalon bewerken' })
		await expect(dialog.getByText('Toegestaan: JPEG, PNG, WebP (maximaal 10MB).')).toBeVisible()
		await expect(dialog.getByText('Nog geen eigen foto')).toBeVisible()
		await expectAccessible(page)

		const alerts: string[] = []
		page.on('dialog', (alert) => {
			alerts.push(alert.message())
			void alert.dismiss()
		})
		const input = dialog.getByLabel('Foto uploaden')
		await input.setInputFiles({ name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('geen foto') })
		await expect.poll(() => alerts).toEqual(['Selecteer alstublieft een afbeelding'])
		await input.setInputFiles({ name: 'groot.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) })
		await expect.poll(() => alerts).toEqual(['Selecteer alstublieft een afbeelding', 'Bestand is te groot. Maximaal 10MB toegestaan.'])

		await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('tekst met een .png-naam') })
		await expect(toast(page, 'Upload mislukt')).toBeVisible()
		await expect(toast(page, 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding.')).toBeVisible()

		await input.setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: await noisyPng() })
		await expect(toast(page, 'Foto opgeslagen')).toBeVisible()
		const uploaded = new RegExp(`/uploads/salons/${salon.id}-\\d+-800\\.webp$`)
		await expect(dialog.getByRole('img', { name: 'Huidige foto' })).toHaveAttribute('src', uploaded)
		await expectAccessible(page)
		await dialog.getByRole('button', { name: 'Annuleren' }).click()
		// The dashboard's own card shows the new photo without a reload.
		await expect(card.locator('img').first()).toHaveAttribute('src', uploaded)

		await card.getByRole('link', { name: `Bekijk de openbare pagina van ${salon.name}` }).click()
		const hero = page.locator('article > header img').first()
		await expect(hero).toHaveAttribute('srcset', /-400\.webp 400w, .*-800\.webp 800w, .*-1600\.webp 1600w/)
		const photoUrl = (await hero.getAttribute('src'))!
		const served = await page.request.get(photoUrl)
		expect(served.status()).toBe(200)
		expect(served.headers()['content-type']).toBe('image/webp')

		await gotoHydrated(page, '/dashboard')
		await card.getByRole('button', { name: 'Bewerken' }).click()
		await dialog.getByRole('button', { name: 'Foto verwijderen' }).click()
		await expect(toast(page, 'Foto verwijderd')).toBeVisible()
		await expect(dialog.getByText('Nog geen eigen foto')).toBeVisible()
		expect((await request.get(photoUrl)).status()).toBe(404)
	})
})
