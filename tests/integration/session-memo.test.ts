import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAccount } from '~/server/accounts/users.server'
import { auth } from '~/server/accounts/auth.server'
import { sessions, userRoles, users } from '~/server/accounts/tables.server'
import { pageCache } from '~/serving/page-cache.server'
import { hasAdminRole, sessionUser } from '~/server/accounts/permissions.server'
import { heardEverythingCommitted, listenForPublicChanges } from '~/server/public-change.server'
import { forgetOnWrites } from '~/serving/forget-on-writes.server'
import { uniqueEmail } from '../actions'
import { anonymousRequest, requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { waitFor } from '../wait'

const database = await useTestDatabase()
let stopFeed: () => Promise<void>
const getSession = vi.spyOn(auth().api, 'getSession')

/** Waits until `check` holds: a NOTIFY arrives a few milliseconds after the commit. */
const eventually = (check: () => Promise<boolean>) => waitFor('the change to be heard', check, { timeoutMs: 2_000, intervalMs: 20 })

async function startFeed() {
	stopFeed = listenForPublicChanges(database.$client.options.connectionString!, pageCache())
	await eventually(async () => pageCache().enabled)
}

const owner = uniqueEmail('sessie-eigenaar')
const visitor = uniqueEmail('sessie-bezoeker')
const PASSWORD = 'een-goed-wachtwoord'

beforeAll(async () => {
	for (const email of [owner, visitor]) await createAccount({ email, password: PASSWORD, emailVerified: true })
	await startFeed()
})
afterAll(() => stopFeed())

describe('the signed-in user, remembered per session cookie', () => {
	it('asks better-auth once for repeated requests with one session', async () => {
		const request = await requestAs(owner, PASSWORD)
		// The sign-in's own session_change would make the memo forget between the two reads.
		await heardEverythingCommitted()
		getSession.mockClear()
		const first = await sessionUser(request.headers.get('cookie'))
		const second = await sessionUser(request.headers.get('cookie'))
		expect(second).toEqual(first)
		expect(first?.email).toBe(owner)
		expect(getSession).toHaveBeenCalledTimes(1)
	})

	it('asks nobody for a request without a session cookie', async () => {
		getSession.mockClear()
		const request = anonymousRequest()
		request.headers.set('cookie', 'consent=ja; better-auth.two_factor=x')
		expect(await sessionUser(request.headers.get('cookie'))).toBeNull()
		expect(getSession).not.toHaveBeenCalled()
	})

	it('forgets a session the moment it ends anywhere (a sign-out on another instance)', async () => {
		const request = await requestAs(visitor, PASSWORD)
		const user = await sessionUser(request.headers.get('cookie'))
		expect(user?.email).toBe(visitor)
		await database.delete(sessions).where(eq(sessions.userId, user!.id))
		await eventually(async () => (await sessionUser(request.headers.get('cookie'))) === null)
	})

	it('sees a new admin role at once', async () => {
		const request = await requestAs(owner, PASSWORD)
		const user = (await sessionUser(request.headers.get('cookie')))!
		expect(await hasAdminRole(user.id)).toBe(false)
		await database.insert(userRoles).values({ user_id: user.id, role: 'admin' })
		await eventually(() => hasAdminRole(user.id))
		await database.delete(userRoles).where(eq(userRoles.user_id, user.id))
		await eventually(async () => !(await hasAdminRole(user.id)))
	})

	it('sees a changed account (users row) at once', async () => {
		const request = await requestAs(owner, PASSWORD)
		const before = (await sessionUser(request.headers.get('cookie')))!
		await database.update(users).set({ name: 'Nieuwe Naam' }).where(eq(users.id, before.id))
		await eventually(async () => (await sessionUser(request.headers.get('cookie')))?.name === 'Nieuwe Naam')
	})

	it('remembers nothing while the change feed is down', async () => {
		const request = await requestAs(owner, PASSWORD)
		await stopFeed()
		try {
			getSession.mockClear()
			await sessionUser(request.headers.get('cookie'))
			await sessionUser(request.headers.get('cookie'))
			expect(getSession).toHaveBeenCalledTimes(2)
		} finally {
			await startFeed()
		}
	})

	it('has the trigger on every table that decides who is signed in, and on the claims that signed-in pages show', async () => {
		const { rows } = await database.execute<{ table: string }>(sql`
			select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
			where not t.tgisinternal and t.tgname like '%_session_change'`)
		expect(rows.map((row) => row.table).sort()).toEqual(['listing_claims', 'sessions', 'two_factors', 'user_roles', 'users'])
	})

	it('hears every change committed before it asks, before it answers', async () => {
		const before = pageCache().version
		await database
			.update(users)
			.set({ name: `Sessie ${Date.now()}` })
			.where(eq(users.email, owner))
		await heardEverythingCommitted()
		// The users trigger sent session_change: pages being rendered for the old standing are refused.
		expect(pageCache().version).toBeGreaterThan(before)
	})

	it('answers a signed-in write once heard; other writes, and what a write did not change, keep the caches', async () => {
		const cookie = (await requestAs(owner, PASSWORD)).headers.get('cookie')!
		const app = express()
		app.use(forgetOnWrites())
		app.all('/', async (req, res) => {
			if (req.query.rename)
				await database
					.update(users)
					.set({ name: `Sessie ${Date.now()}` })
					.where(eq(users.email, owner))
			res.send('ok')
		})
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
		try {
			// The sign-in's own session_change first; then the version moves only when something drops or refuses pages.
			await heardEverythingCommitted()
			const unchanged = pageCache().version
			for (const headers of [{ cookie: 'toast=x' }, { cookie: 'better-auth.session_token=vervalst' }, { cookie: '' }, { cookie }])
				expect((await fetch(base, { method: 'POST', headers })).status).toBe(200)
			await heardEverythingCommitted()
			expect(pageCache().version).toBe(unchanged)

			const before = pageCache().version
			await fetch(`${base}?rename=1`, { method: 'POST', headers: { cookie } })
			expect(pageCache().version).toBeGreaterThan(before)
		} finally {
			await new Promise((resolve) => server.close(resolve))
		}
	})

	it('holds a streamed answer from its first byte, not only its end, until the write is heard', async () => {
		const cookie = (await requestAs(owner, PASSWORD)).headers.get('cookie')!
		let hear!: () => void
		const heard = new Promise<void>((resolve) => (hear = resolve))
		const app = express()
		app.use(forgetOnWrites(() => heard))
		// As React Router sends a redirect after an action: the body's first chunk names the next page.
		app.all('/', (_req, res) => {
			res.write('naar /volgende;')
			setTimeout(() => res.end('klaar'), 50)
		})
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		try {
			const answer = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method: 'POST', headers: { cookie } })
			const early = await Promise.race([answer.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('held'), 300))])
			expect(early).toBe('held')
			hear()
			expect(await (await answer).text()).toBe('naar /volgende;klaar')
		} finally {
			await new Promise((resolve) => server.close(resolve))
		}
	})
})
