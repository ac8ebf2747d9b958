/**
 * 'Fout melden': a salon is flagged as closed only when several people say so (a confirmed account
 * once, anyone else once per client and only with a solved proof of work), and its owner hears of
 * reports in at most one summary mail a day, which never carries a visitor's text.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { action as salonCorrection } from '~/routes/salon.correction'
import { actorWith } from '~/server/accounts/actor.server'
import type { SessionUser } from '~/server/accounts/permissions.server'
import { createAccount } from '~/server/accounts/users.server'
import { decideCorrection, salonsReportedClosed, sendReportSummaries, submitCorrection } from '~/server/corrections/corrections.server'
import { salonCorrections } from '~/server/corrections/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { PROOF_NEEDED } from '~/server/platform/proof-of-work.server'
import { DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { formRequest, run, uniqueEmail } from '../actions'
import { demoAdmin, requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { solvedProof, solvedProofs } from '../proof-of-work'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 30 })
const adminUser = await demoAdmin(database)

let clients = 0
/** A client address no other test uses, so per-client limits never mix tests. */
const freshClient = () => `198.51.100.${++clients}`

async function salon(ownerId: string | null = null) {
	const [row] = await database
		.insert(salons)
		.values({ name: 'Melding Salon', slug: `melding-${Math.random().toString(36).slice(2)}`, owner_id: ownerId })
		.returning()
	return row!
}

/** A new confirmed account, with the Cookie header of its session. */
async function account() {
	const email = uniqueEmail('melder')
	const user = await createAccount({ email, password: DEMO_PASSWORD, emailVerified: true })
	return { id: user.id, email, cookie: (await requestAs(email, DEMO_PASSWORD)).headers.get('cookie')! }
}

/** A signed-in account whose address is not confirmed (it cannot log in by password, so it acts through the verb). */
async function unconfirmed(): Promise<SessionUser> {
	const email = uniqueEmail('onbevestigd')
	const user = await createAccount({ email, password: DEMO_PASSWORD, emailVerified: false })
	return { id: user.id, email, name: 'Sam', emailVerified: false }
}

type Report = { client: string; proof: string | null; cookie?: string; kind?: string; note?: string; email?: string }

/** Posts the 'Fout melden' form of the salon from the report's client, signed in when it has a cookie. */
function post(
	target: { slug: string },
	{ client, proof, cookie, kind = 'gesloten', note = 'De salon is sinds september dicht.', email = '' }: Report,
) {
	const fields = { kind, note, email, ...(proof === null ? {} : { [PROOF_OF_WORK_FIELD]: proof }) }
	return run(salonCorrection, formRequest(`/trimsalon/${target.slug}/fout-melden`, fields, cookie), client, { slugOrId: target.slug })
}

async function report(target: { slug: string }, one: Report) {
	expect((await post(target, one)).status).toBe(302)
}

const flag = async (salonId: number) => (await salonsReportedClosed(actorWith(adminUser))).find((row) => row.id === salonId)
const stored = (salonId: number) => database.select().from(salonCorrections).where(eq(salonCorrections.salon_id, salonId))
const mailsTo = (email: string) => database.select().from(mailOutbox).where(eq(mailOutbox.to, email))
const closedInput = (proof?: string) => ({
	kind: 'gesloten' as const,
	note: 'De salon is dicht.',
	email: null,
	[PROOF_OF_WORK_FIELD]: proof,
})

describe('the closed flag on the admin overview', () => {
	it('counts a confirmed account once, however often it reports, and without a proof of work', async () => {
		const target = await salon()
		const member = await account()
		for (let i = 0; i < 3; i++) await report(target, { client: freshClient(), cookie: member.cookie, proof: null })
		expect(await stored(target.id)).toHaveLength(3)
		expect(await flag(target.id)).toBeUndefined()
	})

	it('counts one client once: anonymous reports from one IPv6 /64, and an unconfirmed account there', async () => {
		const target = await salon()
		const proofs = await solvedProofs(4)
		for (const [i, client] of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::3'].entries())
			await report(target, { client, proof: proofs[i]! })
		await submitCorrection(actorWith(await unconfirmed(), '2001:db8:7:1::4'), { ...closedInput(proofs[3]), slugOrId: target.slug })
		expect(await stored(target.id)).toHaveLength(4)
		expect(await flag(target.id)).toBeUndefined()
		// The table holds no address: only a keyed hash of the client.
		const keys = (await stored(target.id)).map((row) => row.reporter_key)
		expect(new Set(keys).size).toBe(1)
		expect(keys[0]).not.toContain('2001')
	})

	it('flags a salon that three different people report closed, and says how many people', async () => {
		const target = await salon()
		const member = await account()
		const proofs = await solvedProofs(2)
		await report(target, { client: freshClient(), cookie: member.cookie, proof: null })
		await report(target, { client: freshClient(), cookie: member.cookie, proof: null })
		await report(target, { client: freshClient(), proof: proofs[0]! })
		expect(await flag(target.id)).toBeUndefined()
		await report(target, { client: '2001:db8:8:2::1', proof: proofs[1]! })
		expect(await flag(target.id)).toMatchObject({ reporters: 3 })
	})
})

describe('the proof of work', () => {
	it('refuses an anonymous report, or one of an unconfirmed account, without a valid solution, and stores nothing', async () => {
		const target = await salon()
		const used = await solvedProof()
		await report(target, { client: freshClient(), proof: used })
		for (const proof of [null, 'niet-opgelost', used])
			expect(await post(target, { client: freshClient(), proof })).toMatchObject({
				status: 400,
				data: { ok: false, message: PROOF_NEEDED },
			})
		await expect(
			submitCorrection(actorWith(await unconfirmed(), freshClient()), { ...closedInput(), slugOrId: target.slug }),
		).rejects.toMatchObject({
			message: PROOF_NEEDED,
		})
		expect(await stored(target.id)).toHaveLength(1)
	})
})

describe("the owner's mail", () => {
	const note = 'Bel ons op 0900-1234 en kijk op www.nep-trimsalon.example voor de nieuwe salon.'

	it('is one summary however many reports come in at once', async () => {
		const owner = await account()
		const [first, second] = [await salon(owner.id), await salon(owner.id)]
		const proofs = await solvedProofs(6)
		const reports = proofs.map((proof, i) => ({ client: freshClient(), proof, kind: i < 4 ? 'gesloten' : 'website', note }))
		const answers = await Promise.all(reports.map((one, i) => post(i % 2 ? second! : first!, one)))
		expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(302))
		expect(await mailsTo(owner.email)).toHaveLength(1)
	})

	it('says what kind of report came in for which salon, with a link to the dashboard, never the visitor’s text', async () => {
		const owner = await account()
		const target = await salon(owner.id)
		await report(target, { client: freshClient(), proof: await solvedProof(), note })
		const [mail] = await mailsTo(owner.email)
		for (const part of [mail!.subject, mail!.text, mail!.html ?? '']) {
			expect(part).not.toContain('0900-1234')
			expect(part).not.toContain('nep-trimsalon')
		}
		expect(mail!.subject).toBe('Bezoekers zien iets wat niet klopt in je vermelding')
		expect(mail!.text).not.toContain('Trimsalon eigenaar')
		expect(mail!.text).toMatch(/^(Beste [^,]+|Hallo),\n/)
		expect(mail!.text).toContain(`${target.name}: De salon is definitief gesloten (1×)`)
		expect(mail!.text).toContain('/dashboard')
	})

	it('waits a day for the next summary; the hourly job then sends what came in since', async () => {
		const owner = await account()
		const target = await salon(owner.id)
		const proofs = await solvedProofs(2)
		await report(target, { client: freshClient(), proof: proofs[0]! })
		await report(target, { client: freshClient(), proof: proofs[1]!, kind: 'telefoonnummer', note })
		await sendReportSummaries()
		expect(await mailsTo(owner.email)).toHaveLength(1)
		await database.execute(sql`update correction_summary_mails set mailed_at = now() - interval '25 hours' where owner_id = ${owner.id}`)
		await sendReportSummaries()
		await sendReportSummaries()
		const mails = await mailsTo(owner.email)
		expect(mails).toHaveLength(2)
		expect(mails.map((mail) => mail.text).find((text) => text.includes('Het telefoonnummer klopt niet'))).toContain(
			'Een bezoeker liet weten',
		)
		expect((await stored(target.id)).map((row) => row.owner_notice)).toEqual(['sent', 'sent'])
	})
})

describe('limits and decisions', () => {
	it('limits reports per client, signed in or not; the admin answers a reporter who left an address, once, and the report stops counting', async () => {
		const target = await salon()
		const client = freshClient()
		const member = await account()
		for (let i = 0; i < 5; i++) await report(target, { client, cookie: member.cookie, proof: null, kind: 'anders' })
		expect((await post(target, { client, proof: null })).status).toBe(429)

		await report(target, { client: freshClient(), proof: await solvedProof(), email: 'melder@example.com' })
		const [row] = (await stored(target.id)).filter((one) => one.email === 'melder@example.com')
		expect(row!.reporter_key).not.toBeNull()
		await decideCorrection(actorWith(adminUser), { correctionId: row!.id, intent: 'dismiss' })
		await expect(decideCorrection(actorWith(adminUser), { correctionId: row!.id, intent: 'apply' })).rejects.toMatchObject({
			message: 'Deze correctie is al behandeld.',
		})
		expect(await mailsTo('melder@example.com')).toHaveLength(1)
		const [decided] = await database.select().from(salonCorrections).where(eq(salonCorrections.id, row!.id))
		// The answer was the address's last use: it goes with the decision.
		expect(decided).toMatchObject({ reporter_key: null, email: null })
	})
})
