/**
 * One person's page never reaches another. Four accounts (two members, an owner, an admin) ask for
 * every route of the route table at the same time, while a flood of anonymous cache misses fills the
 * page gate (one render at a time), and each asks twice, so that a page stored for one could be served
 * to the next. No answer may hold another account's e-mail address, name or id.
 */
import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { profiles, users } from '~/server/accounts/tables.server'
import { cities } from '~/server/cities/tables.server'
import { salons } from '~/server/salons/tables.server'
import { createAccount } from '~/server/accounts/users.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { listArticles } from '~/server/blog/articles.server'
import { useTestDatabase } from '../db'
import { routeTable } from '../route-table'
import { freePort, startServerProcess, stop, waitForStatus } from '../server-process'
import { signInOverHttp } from '../sign-in'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 60 })
const databaseUrl = database.$client.options.connectionString!

const MEMBER_PASSWORD = 'geheim-wachtwoord-1'
const members = await Promise.all(
	[
		['Annelies', 'Zwaluwstaart'],
		['Bartholomeus', 'Kwikstaartje'],
	].map(async ([firstName, lastName]) => {
		const email = `${firstName!.toLowerCase()}-${Date.now()}@example.com`
		const { id } = await createAccount({ email, password: MEMBER_PASSWORD, emailVerified: true, firstName, lastName }, database)
		return { id, email, password: MEMBER_PASSWORD }
	}),
)
/** A demo account, renamed so that its name is found only where it is meant (the demo names are words the site uses). */
const demo = async (email: string, firstName: string, lastName: string) => {
	const [row] = await database
		.update(users)
		.set({ name: `${firstName} ${lastName}` })
		.where(eq(users.email, email))
		.returning({ id: users.id })
	await database.update(profiles).set({ first_name: firstName, last_name: lastName }).where(eq(profiles.id, row!.id))
	return { id: row!.id, email, password: DEMO_PASSWORD }
}
const accounts = [
	...members,
	await demo(DEMO_ACCOUNTS.owner, 'Cornelis', 'Waterhoentje'),
	await demo(DEMO_ACCOUNTS.admin, 'Dorothea', 'Grutto'),
]
const ADMIN = accounts.length - 1
/** Administrators manage every account: their own pages show owners' addresses. */
const readsOthersByRole = (url: string, reader: number) => reader === ADMIN && url.startsWith('/admin')

/** What identifies an account on a page: its id, its e-mail address and each part of its name. */
async function identifiersOf(account: { id: string; email: string }) {
	const [row] = await database
		.select({ name: users.name, first: profiles.first_name, last: profiles.last_name })
		.from(users)
		.leftJoin(profiles, eq(profiles.id, users.id))
		.where(eq(users.id, account.id))
	const names = [row?.name, row?.first, row?.last].filter((name): name is string => !!name && name.length >= 5)
	return [account.id, account.email, ...names]
}

const [ownSalon] = await database.select().from(salons).where(isNotNull(salons.owner_id)).limit(1)
const [city] = await database.select().from(cities).limit(1)
const [article] = listArticles(actorWith(null))

/** A real URL for each route: its parameters filled with things that exist. */
function urlOf(path: string) {
	return path
		.replace(':slugOrId', ownSalon!.slug!)
		.replace('city/:slug', `city/${city!.slug}`)
		.replace('blog/:slug', `blog/${article!.slug}`)
		.replace(/:id|:x/g, String(ownSalon!.id))
		.replace(/:[a-z]+/gi, 'onbekend')
		.replace(/\/\*$/, '/get-session')
		.replace(/^\*$/, '/bestaat-niet')
}

/** Misses sent ahead of each page's signed-in requests. */
const FLOOD = 5

let base = ''
let server: ReturnType<typeof startServerProcess>
beforeAll(async () => {
	const port = await freePort()
	base = `http://127.0.0.1:${port}`
	server = startServerProcess({ PORT: String(port), DATABASE_URL: databaseUrl, SITE_URL: base, LOG_LEVEL: 'warn', PAGE_CONCURRENCY: '1' })
	await waitForStatus(`${base}/healthz`, 200)
})
afterAll(() => stop(server.child, server.exited))

describe('shared pages under a flood of cache misses', () => {
	it('never show one account anything of another account', { timeout: 600_000 }, async () => {
		const cookies = await Promise.all(accounts.map((account) => signInOverHttp(base, account.email, account.password)))
		const identifiers = await Promise.all(accounts.map(identifiersOf))
		const urls = [...new Set(routeTable().map((route) => urlOf(route.path)))]
		expect(urls).toEqual(expect.arrayContaining(['/trimsalon-signup', '/directory', `/trimsalon/${ownSalon!.slug}`]))
		let flood = 0
		const leaks: string[] = []
		// Signed-in answers that came from a stored copy: without them this test would prove nothing.
		let sharedAnswers = 0
		for (const url of urls) {
			// A few misses ahead of them are enough to make the signed-in requests wait in the gate and enter as
			// another request ends: a gate that let them in within that request's context fails from two on.
			const misses = Array.from({ length: FLOOD }, () => fetch(`${base}/privacy?n=${++flood}`).then((response) => response.arrayBuffer()))
			for (let round = 0; round < 2; round++) {
				const pages = await Promise.all(
					cookies.map(async (cookie) => {
						const response = await fetch(`${base}${url}`, { headers: { cookie }, redirect: 'manual' })
						if (response.headers.get('x-cache') === 'HIT') sharedAnswers++
						return response.text()
					}),
				)
				pages.forEach((page, reader) => {
					identifiers.forEach((theirs, owner) => {
						if (owner === reader || readsOthersByRole(url, reader)) return
						for (const identifier of theirs)
							if (page.includes(identifier)) leaks.push(`${url}: account ${reader} saw ${identifier} of account ${owner}`)
					})
				})
			}
			await Promise.all(misses)
		}
		expect(leaks).toEqual([])
		expect(sharedAnswers).toBeGreaterThan(urls.length / 2)
	})

	it('keys a page by the URL the router reads: a crafted URL cannot put its text under a real page', async () => {
		const crafted = await fetch(`${base}/directory??&location=Gesloten%20bel%200900-1234`)
		expect(await crafted.text()).toContain('0900-1234')
		expect(crafted.headers.get('x-cache')).toBeNull()
		const real = await cachedTwice('/directory')
		expect(await real.text()).not.toContain('0900-1234')
		// A parameter no page reads is never stored, so it cannot push real pages out either.
		for (let round = 0; round < 2; round++) expect((await fetch(`${base}/directory?utm_source=${round}`)).headers.get('x-cache')).toBeNull()
	})

	it('keys a page by the protocol and host the router reads: a forwarded header cannot put another page under a real one', async () => {
		// The server trusts its loopback proxy, as one on the same machine would be: its forwarded headers reach the router.
		const robotsAsHome = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'http://x/robots.txt?' } })
		expect(robotsAsHome.status).toBe(400)
		const directoryText = `x/directory?location=Gesloten%20bel%200900-1234&`
		await fetch(`${base}/directory`, { headers: { 'x-forwarded-host': directoryText } })
		for (let round = 0; round < 2; round++) await fetch(`${base}/directory`, { headers: { 'x-forwarded-host': 'elders.example' } })
		const home = await cachedTwice('/')
		expect(home.headers.get('content-type')).toMatch(/^text\/html/)
		expect(await home.text()).toContain('<!DOCTYPE html>')
		const directory = await cachedTwice('/directory')
		expect(await directory.text()).not.toMatch(/0900-1234|elders\.example/)
		// Resource routes read their URL through the same root middleware, so they are stored as before.
		expect((await cachedTwice('/robots.txt')).headers.get('content-type')).toMatch(/^text\/plain/)
	})

	it('keeps every stored page after an anonymous write, whatever cookie it carries', async () => {
		await cachedTwice('/')
		const write = await fetch(`${base}/`, { method: 'POST', headers: { cookie: 'toast=x', origin: base } })
		expect(write.status).toBe(405)
		expect((await fetch(`${base}/`)).headers.get('x-cache')).toBe('HIT')
	})
})

/** A page as a visitor, once it comes from the cache (the cache is on once its change feed listens). */
async function cachedTwice(path: string) {
	await expect.poll(async () => (await fetch(`${base}${path}`)).headers.get('x-cache')).toBe('HIT')
	return fetch(`${base}${path}`)
}
