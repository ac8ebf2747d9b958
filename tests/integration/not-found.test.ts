import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/not-found'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { anonymousRequest, requestAs, thrown } from '../auth'
import { useTestDatabase } from '../db'
import { requestContext } from '../actions'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 200 })

// React Router matches the splat without `.data` (the suffix of client-side navigation fetches).
const run = (request: Request) => {
	const splat = new URL(request.url).pathname.slice(1).replace(/\.data$/, '')
	return loader({ request, params: { '*': splat }, context: requestContext('203.0.113.1') } as unknown as Parameters<typeof loader>[0])
}

describe('the not-found page loader', () => {
	it('answers 404 to a visitor', async () => {
		const result = await run(anonymousRequest('/bestaat-niet'))
		expect(result).toMatchObject({ init: { status: 404 } })
	})

	it('sends an owner to /dashboard and a user without salons to /trimsalon-signup, replacing history', async () => {
		const owner = await thrown(run(await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD, '/bestaat-niet')))
		expect(owner).toEqual({ status: 302, location: '/dashboard' })
		const user = await thrown(run(await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD, '/bestaat-niet')))
		expect(user).toEqual({ status: 302, location: '/trimsalon-signup' })
	})

	it('marks the redirect as a history replace', async () => {
		try {
			await run(await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD, '/x'))
			expect.unreachable()
		} catch (response) {
			expect((response as Response).headers.get('X-Remix-Replace')).toBe('true')
		}
	})

	it('never redirects the target path to itself, so a missing page cannot loop', async () => {
		expect(await run(await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD, '/dashboard'))).toMatchObject({ init: { status: 404 } })
		expect(await run(await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD, '/trimsalon-signup'))).toMatchObject({ init: { status: 404 } })
	})

	it('does not loop on a client-side navigation fetch of the target (/dashboard.data)', async () => {
		expect(await run(await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD, '/dashboard.data'))).toMatchObject({ init: { status: 404 } })
	})
})
