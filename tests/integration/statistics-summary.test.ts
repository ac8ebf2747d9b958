/**
 * The monthly summary mail: last month's figures per salon, each owner once per month even when two
 * runs overlap, nobody who unsubscribed, and the one-click link working on GET and POST without a session.
 */
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/dashboard/salons'
import { action, loader } from '~/routes/statistics-unsubscribe'
import { createAccount } from '~/server/accounts/users.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { reviews } from '~/server/reviews/tables.server'
import { salons } from '~/server/salons/tables.server'
import { salonStatistics, statisticsSummaryOptOuts } from '~/server/statistics/tables.server'
import { sendMonthlySummaries, summaryUnsubscribeUrl } from '~/server/statistics/summary.server'
import { formRequest, run, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
const NOW = new Date('2026-11-01T08:00:00Z')

async function ownerOf(...names: string[]) {
	const email = uniqueEmail('overzicht')
	const user = await createAccount({ email, password: 'geheim123', firstName: 'Olga', emailVerified: true })
	const salonRows = await database
		.insert(salons)
		.values(
			names.map((name) => ({
				name,
				slug: `${name.toLowerCase().replaceAll(' ', '-')}-${Math.random().toString(36).slice(2)}`,
				owner_id: user.id,
			})),
		)
		.returning({ id: salons.id })
	return { id: user.id, email, salons: salonRows.map((s) => s.id) }
}
const cookieOf = async (email: string) => (await requestAs(email, 'geheim123')).headers.get('cookie')!
/** The dashboard's switch, posted as the signed-in user. */
const flip = async (email: string, summary: string) =>
	run(dashboardAction, formRequest('/dashboard?index', { intent: 'summary', summary }, await cookieOf(email)))
const mailsTo = (email: string) => database.select().from(mailOutbox).where(eq(mailOutbox.to, email))
const optedOut = async (userId: string) =>
	(await database.select().from(statisticsSummaryOptOuts).where(eq(statisticsSummaryOptOuts.user_id, userId))).length === 1

describe('monthly statistics summary', () => {
	it('mails each owner last month’s figures per salon once, even from two runs at the same time', async () => {
		const owner = await ownerOf('Salon Oktober', 'Andere Salon')
		const [october, other] = owner.salons as [number, number]
		await database.insert(salonStatistics).values([
			{ salon_id: october, day: '2026-10-01', views: 1000, phone: 3, website: 2, route: 1, impressions: 40 },
			{ salon_id: october, day: '2026-10-31', views: 234, phone: 1 },
			// Not last month: left out.
			{ salon_id: october, day: '2026-09-30', views: 500 },
			{ salon_id: october, day: '2026-11-01', views: 500 },
			{ salon_id: other, day: '2026-10-15', views: 7 },
		])
		// Our reviews published last month count; one of September, and one still held, do not.
		const review = async (salonId: number, status: 'published' | 'pending', published: string | null) => {
			const author = await createAccount({ email: uniqueEmail('recensent'), password: 'geheim123', emailVerified: true })
			await database.insert(reviews).values({
				salon_id: salonId,
				user_id: author.id,
				author_name: 'Iris',
				score: 5,
				body: 'Heel fijn geholpen, dank!',
				visit_month: '2026-10',
				status,
				published_at: published ? new Date(published) : null,
			})
		}
		await review(october, 'published', '2026-10-12T10:00:00Z')
		await review(october, 'published', '2026-09-30T10:00:00Z')
		await review(october, 'pending', null)
		await Promise.all([sendMonthlySummaries(NOW), sendMonthlySummaries(NOW)])
		const mails = await mailsTo(owner.email)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.subject).toBe('Je statistieken van oktober 2026')
		expect(mail!.text).toContain('Beste Olga')
		expect(mail!.text).toContain(
			'Salon Oktober\n1.234 paginaweergaven\n4 klikken op je telefoonnummer\n2 klikken op je website\n1 klik op de routebeschrijving\n40 keer getoond in zoekresultaten\n1 nieuwe beoordeling',
		)
		expect(mail!.text).toContain('Andere Salon\n7 paginaweergaven\n0 klikken op je telefoonnummer')
		expect(mail!.headers?.['List-Unsubscribe']).toBe(`<${summaryUnsubscribeUrl(owner.id)}>`)
		expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
		expect(mail!.text).toContain(summaryUnsubscribeUrl(owner.id))
		// A later run that month sends nothing again; next month does.
		await sendMonthlySummaries(new Date('2026-11-20T08:00:00Z'))
		expect(await mailsTo(owner.email)).toHaveLength(1)
		await sendMonthlySummaries(new Date('2026-12-01T08:00:00Z'))
		expect((await mailsTo(owner.email)).map((m) => m.subject)).toContain('Je statistieken van november 2026')
	})

	it('sends nothing to users without a salon', async () => {
		const email = uniqueEmail('geen-salon')
		await createAccount({ email, password: 'geheim123', emailVerified: true })
		await sendMonthlySummaries(NOW)
		expect(await mailsTo(email)).toEqual([])
	})

	it('only shows a page with a button when the link is opened (a GET, as mail scanners do); the button unsubscribes without a session', async () => {
		const owner = await ownerOf('Salon Klik')
		const opened = await run(loader, new Request(summaryUnsubscribeUrl(owner.id)))
		expect(opened).toMatchObject({ status: 200, data: { outcome: 'ask' } })
		expect(await optedOut(owner.id)).toBe(false)
		const pressed = () => run(action, new Request(summaryUnsubscribeUrl(owner.id), { method: 'POST', body: new URLSearchParams() }))
		expect(await pressed()).toMatchObject({ status: 200, data: { outcome: 'done' } })
		expect(await optedOut(owner.id)).toBe(true)
		// Twice is fine.
		expect((await pressed()).status).toBe(200)
		await sendMonthlySummaries(NOW)
		expect(await mailsTo(owner.email)).toEqual([])
	})

	it('unsubscribes on the mail client’s POST (RFC 8058) without a session or form token', async () => {
		const owner = await ownerOf('Salon Post')
		const request = new Request(summaryUnsubscribeUrl(owner.id), {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: 'List-Unsubscribe=One-Click',
		})
		const answer = await run(action, request)
		expect(answer).toMatchObject({ status: 200, data: { outcome: 'done' } })
		expect(await optedOut(owner.id)).toBe(true)
	})

	it('refuses a link with a wrong, missing or another user’s token with 400 and changes nothing', async () => {
		const [owner, other] = [await ownerOf('Salon Echt'), await ownerOf('Salon Ander')]
		const valid = new URL(summaryUnsubscribeUrl(owner.id))
		const otherToken = new URL(summaryUnsubscribeUrl(other.id)).searchParams.get('t')!
		const variants = [
			`?u=${owner.id}&t=${otherToken}`,
			`?u=${owner.id}`,
			`?t=${valid.searchParams.get('t')}`,
			`?u=${owner.id}&t=${'x'.repeat(5000)}`,
			`?u=${owner.id}&t[]=a`,
			'',
		]
		for (const query of variants) {
			const url = `${valid.origin}${valid.pathname}${query}`
			expect((await run(loader, new Request(url))).status, query).toBe(400)
			expect((await run(action, new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))).status, query).toBe(400)
		}
		const rows = await database
			.select()
			.from(statisticsSummaryOptOuts)
			.where(inArray(statisticsSummaryOptOuts.user_id, [owner.id, other.id]))
		expect(rows).toEqual([])
	})

	it('turns the summary back on from the dashboard after the link turned it off, and the next run mails the owner', async () => {
		const owner = await ownerOf('Salon Terug')
		await database.insert(salonStatistics).values({ salon_id: owner.salons[0]!, day: '2026-11-10', views: 1500, route: 2 })
		const post = { method: 'POST', body: 'List-Unsubscribe=One-Click' }
		expect((await run(action, new Request(summaryUnsubscribeUrl(owner.id), post))).status).toBe(200)
		const shown = async () =>
			((await run(dashboardLoader, await requestAs(owner.email, 'geheim123', '/dashboard'))).data as { summaryMail: boolean }).summaryMail
		expect(await shown()).toBe(false)
		await sendMonthlySummaries(new Date('2026-12-01T08:00:00Z'))
		expect(await mailsTo(owner.email)).toEqual([])

		const answer = await flip(owner.email, 'on')
		expect(answer).toMatchObject({ status: 302, location: '/dashboard' })
		expect(await optedOut(owner.id)).toBe(false)
		expect(await shown()).toBe(true)
		// The run of 1 December (November's figures) went by while it was off and is not caught up; 1 January's mails December.
		await sendMonthlySummaries(new Date('2027-01-01T08:00:00Z'))
		const mails = await mailsTo(owner.email)
		expect(mails.map((m) => m.subject)).toEqual(['Je statistieken van december 2026'])
		await database.insert(salonStatistics).values({ salon_id: owner.salons[0]!, day: '2027-01-05', views: 1500, route: 2 })
		await sendMonthlySummaries(new Date('2027-02-01T08:00:00Z'))
		const [february] = (await mailsTo(owner.email)).filter((m) => m.subject === 'Je statistieken van januari 2027')
		expect(february!.text).toContain(
			'Salon Terug\n1.500 paginaweergaven\n0 klikken op je telefoonnummer\n0 klikken op je website\n2 klikken op de routebeschrijving\n0 keer getoond in zoekresultaten',
		)
	})

	it('turns the summary off from the dashboard, for the signed-in owner only', async () => {
		const [owner, other] = [await ownerOf('Salon Uit'), await ownerOf('Salon Aan')]
		expect(await flip(owner.email, 'off')).toMatchObject({ status: 302, location: '/dashboard' })
		expect(await optedOut(owner.id)).toBe(true)
		expect(await optedOut(other.id)).toBe(false)
		// Twice is fine; a user id in the form changes nothing about whose row it is.
		const again = await run(
			dashboardAction,
			formRequest('/dashboard?index', { intent: 'summary', summary: 'off', user_id: other.id }, await cookieOf(owner.email)),
		)
		expect(again.status).toBe(302)
		expect(await optedOut(other.id)).toBe(false)
		await sendMonthlySummaries(NOW)
		expect(await mailsTo(owner.email)).toEqual([])
		expect(await mailsTo(other.email)).toHaveLength(1)
	})

	it('refuses the switch to a user without a salon (403) and to a visitor (login), and a value that is not on or off', async () => {
		const email = uniqueEmail('zonder-salon')
		const user = await createAccount({ email, password: 'geheim123', emailVerified: true })
		expect((await flip(email, 'off')).status).toBe(403)
		expect(await optedOut(user.id)).toBe(false)
		const anonymous = await run(dashboardAction, formRequest('/dashboard?index', { intent: 'summary', summary: 'off' }))
		expect(anonymous.status === 401 || anonymous.location?.startsWith('/auth')).toBe(true)
		const owner = await ownerOf('Salon Raar')
		const odd = await flip(owner.email, 'misschien')
		expect(odd).toMatchObject({ status: 302, location: '/dashboard' })
		expect(await optedOut(owner.id)).toBe(false)
	})
})
