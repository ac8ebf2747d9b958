import { describe, expect, it } from 'vitest'
import { loader } from '~/root'
import { toastHeaders } from '~/edge/toast.server'
import { cookiesOf, run } from '../actions'
import { useTestDatabase } from '../db'

await useTestDatabase()

const page = (cookie: string) => run(loader, new Request('http://localhost:3000/', { headers: { cookie } }))

describe('[TOAST] flash messages', () => {
	it('the root shows a queued toast once and clears it', async () => {
		const cookie = cookiesOf(await toastHeaders({ title: 'Uitgelogd', description: 'Je bent succesvol uitgelogd.' }))
		const first = await page(cookie)
		expect((first.data as { toast: unknown }).toast).toMatchObject({
			id: expect.any(String),
			title: 'Uitgelogd',
			description: 'Je bent succesvol uitgelogd.',
		})
		expect(first.headers.getSetCookie().join()).toMatch(/toast=;.*Max-Age=0/)
	})

	it('ignores a cookie that was not signed by the server', async () => {
		const forged = `toast=${Buffer.from(JSON.stringify({ id: 'x', title: '<script>' })).toString('base64')}`
		expect(((await page(forged)).data as { toast: unknown }).toast).toBeNull()
		expect(((await page('')).data as { toast: unknown }).toast).toBeNull()
	})
})
