import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { config } from '~/server/platform/config.server'
import { salons } from '~/server/salons/tables.server'
import { hardening } from '~/serving/hardening.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { run } from '../actions'
import { anonymousRequest, requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { buildRoutes, handlesOf, importRoute, routeTable } from '../route-table'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 50 })

/** Private areas: every loader and action under these prefixes must open with a permission helper. */
const PRIVATE = /^\/(admin|dashboard|account)(\/|$)/
/** Public URLs whose action needs a login. */
const LOGIN_ACTIONS = ['/api/claims', '/logout', '/trimsalon/:slugOrId/plek-aanvragen', '/plek-aanvragen']

const post = (request: Request) => new Request(request.url, { method: 'POST', headers: request.headers, body: new URLSearchParams({}) })
const refusedAnonymous = (r: { status: number; location: string | null }) =>
	r.status === 401 || (r.status === 302 && !!r.location?.startsWith('/auth'))
const refusedUser = (r: { status: number; location: string | null }) =>
	r.status === 403 || (r.status === 302 && r.location === '/dashboard')

describe('every private route guards itself', () => {
	const privateRoutes = routeTable().filter((route) => PRIVATE.test(route.path))

	it('finds the private routes in the route table', () => {
		expect(privateRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/admin', '/admin/claims']))
	})

	it('sends a visitor to the login and refuses a logged-in user without the role, on each loader and action', async () => {
		const user = await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)
		for (const route of privateRoutes) {
			const module = await importRoute(route.file)
			for (const [kind, handler] of [
				['loader', module.loader],
				['action', module.action],
			] as const) {
				if (!handler) continue
				const anonymous = anonymousRequest(route.path)
				const asVisitor = await run(handler, kind === 'action' ? post(anonymous) : anonymous)
				expect(refusedAnonymous(asVisitor), `${kind} of ${route.path} (${route.file}) for a visitor: ${asVisitor.status}`).toBe(true)
				if (!route.path.startsWith('/admin')) continue
				const asUser = await run(
					handler,
					kind === 'action'
						? post(new Request(`${anonymous.url}`, { headers: user.headers }))
						: new Request(anonymous.url, { headers: user.headers }),
				)
				expect(refusedUser(asUser), `${kind} of ${route.path} (${route.file}) for a user: ${asUser.status}`).toBe(true)
			}
		}
	})

	it('asks a visitor to log in before the public actions that need an account', async () => {
		for (const url of LOGIN_ACTIONS) {
			const route = routeTable().find((r) => r.path === url)!
			const { action } = await importRoute(route.file)
			const answer = await run(action!, post(anonymousRequest(url)))
			expect(refusedAnonymous(answer), `${url}: ${answer.status}`).toBe(true)
		}
	})
})

describe('which pages may be shared copies', () => {
	it('never shares a private area, and shares the pages for owners with visitors only', async () => {
		const declared = new Map<string, string>()
		for (const route of routeTable()) declared.set(route.path, (await importRoute(route.file)).handle?.share?.with ?? 'nobody')
		for (const [path, share] of declared)
			if (/^\/(account|dashboard|admin|auth|dev|api|meldingen|statistieken)(\/|$)/.test(path)) expect(share, path).toBe('nobody')
		for (const path of ['/trimsalon-signup', '/voor-trimsalons', '/submit-trimsalon']) expect(declared.get(path), path).toBe('visitors')
		for (const path of ['/', '/directory', '/city/:slug', '/trimsalon/:slugOrId', '/blog/:slug', '/beoordelingen'])
			expect(declared.get(path), path).toBe('everyone')
	})
})

describe('which answers a cache may keep', () => {
	/** A path the route answers, its parameters filled in. */
	const samplePath = (path: string) => path.replace(/:[A-Za-z]+/g, 'x').replace('*', 'bestaat-niet')

	it('answers every route private, no-store unless it and the layouts around it declare it shared or public', async () => {
		const app = express()
		app.use(hardening(config(), { dev: false, routes: await buildRoutes() }))
		// What a route may say of itself: the rule wins over it.
		app.use((_req, res) => void res.set('Cache-Control', 'public, max-age=60').type('text/plain').send('ok'))
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		try {
			const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
			const wrong: string[] = []
			for (const route of routeTable()) {
				const declared = (await handlesOf(route.file)).every((handle) => handle?.share || handle?.public)
				for (const path of [samplePath(route.path), `${samplePath(route.path)}.data`]) {
					const cacheControl = (await fetch(`${origin}${path}`)).headers.get('cache-control')
					if (cacheControl !== (declared ? 'public, max-age=60' : 'private, no-store'))
						wrong.push(`${path} (${route.file}): ${cacheControl}`)
				}
			}
			expect(wrong).toEqual([])
		} finally {
			await new Promise((resolve) => server.close(resolve))
		}
	})

	it('lets no private area or mailed link declare itself shared or public, and knows which routes say they name nobody', async () => {
		const kind = new Map<string, 'shared' | 'public' | 'private'>()
		for (const route of routeTable()) {
			const handle = (await importRoute(route.file)).handle
			kind.set(route.path, handle?.share ? 'shared' : handle?.public ? 'public' : 'private')
		}
		for (const [path, declared] of kind)
			if (/^\/(account|dashboard|admin|auth|dev|api|meldingen|statistieken|afspraak)(\/|$)/.test(path))
				expect(declared, path).toBe('private')
		expect([...kind].filter(([, declared]) => declared === 'public').map(([path]) => path)).toEqual(['/healthz', '/groomer/:x', '/*'])
	})
})

describe('a logged-in admin gets in', () => {
	it('answers every private page loader for an admin', async () => {
		const admin = await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)
		const [salon] = await database.select({ id: salons.id }).from(salons).limit(1)
		for (const route of routeTable().filter((r) => r.path.startsWith('/admin'))) {
			const { loader } = await importRoute(route.file)
			if (!loader) continue
			// A route with an :id is asked for an existing salon.
			const params: Record<string, string> = route.path.includes(':id') ? { id: String(salon!.id) } : {}
			const answer = await run(loader, new Request(anonymousRequest(route.path).url, { headers: admin.headers }), undefined, params)
			expect(answer.status, route.path).toBe(200)
		}
	})
})
