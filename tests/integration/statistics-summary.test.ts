/**
 * The monthly summary mail: last month's figures per salon, each owner once per month even when two
 * runs overlap, nobody who unsubscribed, and the one-click link working on GET and POST without a session.
 */
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/statistics-unsubscribe'
import { createAccount } from '~/server/accounts.server'
import { mailOutbox, petGroomers, salonStatistics, statisticsSummaryOptOuts } from '~/server/db/schema.server'
import { sendMonthlySummaries, summaryUnsubscribeUrl } from '~/server/statistics/summary.server'
import { run, uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
const NOW = new Date('2026-11-01T08:00:00Z')

async function ownerOf(...names: string[]) {
	const email = uniqueEmail('overzicht')
	const user = await createAccount({ email, password: 'geheim123', firstName: 'Olga', emailVerified: true })
	const salons = await database
		.insert(petGroomers)
		.values(
			names.map((name) => ({
				name,
				slug: `${name.toLowerCase().replaceAll(' ', '-')}-${Math.random().toString(36).slice(2)}`,
				owner_id: user.id,
			})),
		)
		.returning({ id: petGroomers.id })
	return { id: user.id, email, salons: salons.map((s) => s.id) }
}
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
		await Promise.all([sendMonthlySummaries(NOW), sendMonthlySummaries(NOW)])
		const mails = await mailsTo(owner.email)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.subject).toBe('Je statistieken van oktober 2026')
		expect(mail!.text).toContain('Beste Olga')
		expect(mail!.text).toContain('Salon Oktober\nWeergaven: 1.234\nTelefoon: 4\nWebsite: 2\nRoute: 1\nIn zoekresultaten: 40')
		expect(mail!.text).toContain('Andere Salon\nWeergaven: 7\nTelefoon: 0')
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

	it('unsubscribes with one click on GET, without a session, and skips that owner from then on', async () => {
		const owner = await ownerOf('Salon Klik')
		const answer = await run(loader, new Request(summaryUnsubscribeUrl(owner.id)))
		expect(answer.status).toBe(200)
		expect(answer.data).toEqual({ outcome: 'done' })
		expect(await optedOut(owner.id)).toBe(true)
		// Twice is fine.
		expect((await run(loader, new Request(summaryUnsubscribeUrl(owner.id)))).status).toBe(200)
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
})
