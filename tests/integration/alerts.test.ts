import { eq, isNull, sql } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { beforeEach, describe, expect, it } from 'vitest'
import { action as subscribeAction } from '~/routes/meldingen.aanmelden'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/meldingen.afmelden'
import { action as confirmAction, loader as confirmLoader } from '~/routes/meldingen.bevestigen'
import { action as renewAction, loader as renewLoader } from '~/routes/meldingen.verlengen'
import { maintainSubscriptions, matchChanges, runAvailabilityAlerts, sendDueAlerts } from '~/server/alerts/digest.server'
import { hashToken } from '~/server/platform/secret-tokens.server'
import { users } from '~/server/accounts/tables.server'
import { alertChanges, alertLinks, alertPending, alertSubscriptions } from '~/server/alerts/tables.server'
import { mailOutbox, rateLimits } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { saveAvailability } from '~/server/salons/owner-edit.server'
import { createAccount } from '~/server/accounts/users.server'
import { deleteAccount } from '~/server/workflows/delete-account.server'
import { endSubscriptionOf, subscriptionsOf } from '~/server/alerts/subscriptions.server'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { RATE_LIMITS } from '~/server/platform/rate-limit.server'
import { formRequest, run, uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'
import { solvedProof } from '../proof-of-work'

const database = await useTestDatabase()
const DAY = 24 * 60 * 60 * 1000
const owner = { id: 'alerts-owner', name: 'Eigenaar', email: 'alerts-owner@example.com', emailVerified: true }
await database.insert(users).values(owner)
// Two salons in Utrecht 3511 (about 1 km apart), one in Amsterdam (35 km away): all say "nee" at first.
const [near, nearToo, far] = await database
	.insert(salons)
	.values([
		{
			name: 'Trimsalon Dichtbij',
			slug: 'alerts-dichtbij',
			postal_code: '3511 AB',
			latitude: 52.0907,
			longitude: 5.1214,
			owner_id: owner.id,
		},
		{
			name: 'Trimsalon Ook Dichtbij',
			slug: 'alerts-ook',
			postal_code: '3512 CD',
			latitude: 52.0957,
			longitude: 5.1314,
			owner_id: owner.id,
		},
		{ name: 'Trimsalon Ver Weg', slug: 'alerts-ver', postal_code: '1012 AB', latitude: 52.3728, longitude: 4.8936, owner_id: owner.id },
	])
	.returning()

const salonIds = [near!.id, nearToo!.id, far!.id]

async function setAvailability(salonId: number, accepts: 'ja' | 'nee' | 'wachtlijst') {
	await saveAvailability(actorWith(owner), { salonId, accepts_new_clients: accepts, waiting_weeks: accepts === 'ja' ? 2 : null })
}

async function mailsOf(email: string) {
	return database.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id)
}

const tokenIn = (text: string, kind: 'bevestigen' | 'afmelden' | 'verlengen') => {
	const match = text.match(new RegExp(`/meldingen/${kind}/([A-Za-z0-9_-]{43})`))
	if (!match) throw new Error(`no ${kind} link in: ${text}`)
	return match[1]!
}

/** The button on a mail link's page: a same-origin POST without fields. */
const pressed = (token: string) => formRequest(`/meldingen/x/${token}`, {})
/** Opening a mail's link (a person, or a mail scanner that opens every link). */
const opened = () => new Request('http://x/')

let clientCounter = 0
/** Subscribes through the route's action from a fresh client address; answers the settled response. */
async function subscribe(fields: Record<string, string>, client = `198.51.100.${++clientCounter}`) {
	return run(subscribeAction, formRequest('/meldingen/aanmelden', fields), client)
}

/** A confirmed subscription around 3511 within 10 km; its confirmation link token. */
async function confirmedSubscriber(email = uniqueEmail('alert')) {
	expect((await subscribe({ email, place: '3511', radius: '10' })).data).toEqual({ ok: true, email })
	const [confirmation] = await mailsOf(email)
	const token = tokenIn(confirmation!.text, 'bevestigen')
	expect((await run(confirmAction, pressed(token), '203.0.113.1', { token })).data).toMatchObject({ confirmed: true })
	return { email, token }
}

beforeEach(async () => {
	await database.delete(alertSubscriptions)
	await database.delete(alertChanges)
	await database.delete(rateLimits)
	await database
		.update(salons)
		.set({ accepts_new_clients: 'nee' })
		.where(sql`${salons.id} in ${salonIds}`)
})

describe('subscribing', () => {
	it('stores an unconfirmed request and mails only a confirmation link, whose token is kept hashed', async () => {
		const email = uniqueEmail('nieuw')
		expect((await subscribe({ email: email.toUpperCase(), place: '3511 AB', radius: '20' })).status).toBe(200)
		const [row] = await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))
		expect(row).toMatchObject({ radius_km: 20, confirmed_at: null, place_label: '3511 AB' })
		const mails = await mailsOf(email)
		expect(mails).toHaveLength(1)
		const token = tokenIn(mails[0]!.text, 'bevestigen')
		const links = await database.select().from(alertLinks).where(eq(alertLinks.subscription_id, row!.id))
		expect(links.map((link) => link.token_hash)).toContain(hashToken(token))
		const stored = JSON.stringify(await database.execute(sql`select * from alert_subscriptions, alert_links`))
		expect(stored).not.toContain(token)
		expect(mails[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
	})

	it('answers bad input with a Dutch message next to the field, and stores nothing', async () => {
		const unknown = await subscribe({ email: uniqueEmail('x'), place: '9999', radius: '10' })
		expect(unknown.status).toBe(400)
		expect(unknown.data).toMatchObject({ ok: false, fields: { place: expect.stringContaining('postcode') } })
		const badEmail = await subscribe({ email: 'geen-adres', place: '3511', radius: '10' })
		expect(badEmail.data).toMatchObject({ ok: false, fields: { email: 'Voer een geldig e-mailadres in.' } })
		const badRadius = await subscribe({ email: uniqueEmail('x'), place: '3511', radius: '7' })
		expect(badRadius.data).toMatchObject({ ok: false, fields: { radius: expect.any(String) } })
		expect(await database.select().from(alertSubscriptions)).toHaveLength(0)
	})

	it('limits requests per address and per client', async () => {
		const email = uniqueEmail('limiet')
		for (let i = 0; i < 3; i++) expect((await subscribe({ email, place: '3511', radius: String([5, 10, 20][i]) })).status).toBe(200)
		// The per-address limit lasts a day, and says so.
		expect(await subscribe({ email, place: '3512', radius: '10' })).toMatchObject({
			status: 429,
			data: { ok: false, message: 'Voor dit e-mailadres zijn vandaag al veel meldingen aangevraagd. Probeer het over 24 uur opnieuw.' },
		})
		// Past a few requests a client also needs a proof of work; with one it still gets no more than its limit.
		const client = '198.51.100.250'
		for (let i = 0; i < RATE_LIMITS.alertPerClient.max; i++) {
			const proof: Record<string, string> = i < RATE_LIMITS.alertWithoutProof.max ? {} : { [PROOF_OF_WORK_FIELD]: await solvedProof() }
			expect((await subscribe({ email: uniqueEmail('ip'), place: '3511', radius: '10', ...proof }, client)).status).toBe(200)
		}
		const last = { email: uniqueEmail('ip'), place: '3511', radius: '10', [PROOF_OF_WORK_FIELD]: await solvedProof() }
		expect((await subscribe(last, client)).status).toBe(429)
	})

	it('counts an address with a +tag, or a Gmail address with dots, as the address itself', async () => {
		const [name, domain] = uniqueEmail('tag').split('@')
		for (let i = 0; i < 3; i++) expect((await subscribe({ email: `${name}+${i}@${domain}`, place: '3511', radius: '10' })).status).toBe(200)
		expect((await subscribe({ email: `${name}+later@${domain}`, place: '3511', radius: '10' })).status).toBe(429)
		expect((await subscribe({ email: `${name}@${domain}`, place: '3511', radius: '10' })).status).toBe(429)
		const gmail = ['jan.de.vries@gmail.com', 'jandevries+1@gmail.com', 'j.an.devries@googlemail.com']
		for (const email of gmail) expect((await subscribe({ email, place: '3511', radius: '10' })).status).toBe(200)
		expect((await subscribe({ email: 'jan.devries@gmail.com', place: '3511', radius: '10' })).status).toBe(429)
	})
})

describe('alerts', () => {
	it('mail a confirmed subscriber once when a salon in the radius starts taking new clients, never an unconfirmed one', async () => {
		const { email } = await confirmedSubscriber()
		const unconfirmed = uniqueEmail('onbevestigd')
		await subscribe({ email: unconfirmed, place: '3511', radius: '10' })
		await setAvailability(near!.id, 'ja')
		await setAvailability(far!.id, 'ja')
		expect(await database.select().from(alertChanges)).toHaveLength(2)
		await runAvailabilityAlerts()
		const mails = await mailsOf(email)
		expect(mails).toHaveLength(2)
		const alert = mails[1]!
		expect(alert.subject).toBe('Trimsalon Dichtbij neemt weer nieuwe klanten aan')
		expect(alert.text).toContain('Goed nieuws: een van de trimsalons binnen 10 km van 3511 neemt weer nieuwe klanten aan.')
		expect(alert.text).toContain('Trimsalon Dichtbij (op ')
		expect(alert.text).toContain('wachttijd ± 2 weken')
		expect(alert.text).toMatch(/volgens de eigenaar sinds \d{1,2} \w+ \d{4}/)
		expect(alert.text).toContain('Deze melding stoppen (andere meldingen blijven lopen):')
		expect(alert.text).toContain('/trimsalon/alerts-dichtbij')
		expect(alert.text).not.toContain('Ver Weg')
		expect(alert.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/meldingen\/afmelden\/[A-Za-z0-9_-]{43}>$/)
		expect(await mailsOf(unconfirmed)).toHaveLength(1)
		// Saying "ja" again is no change: nothing new is queued (today's mail would hide it, so the queue is asked).
		await setAvailability(near!.id, 'ja')
		expect(await database.select().from(alertChanges).where(isNull(alertChanges.matched_at))).toEqual([])
	})

	it('send at most one mail a day: later changes that day come in the next day’s mail', async () => {
		const { email } = await confirmedSubscriber()
		const morning = new Date('2026-03-02T08:00:00Z')
		await setAvailability(near!.id, 'ja')
		await runAvailabilityAlerts(morning)
		await setAvailability(nearToo!.id, 'ja')
		await runAvailabilityAlerts(new Date('2026-03-02T09:00:00Z'))
		await runAvailabilityAlerts(new Date('2026-03-02T22:30:00Z'))
		expect((await mailsOf(email)).map((mail) => mail.subject)).toEqual([
			'Bevestig je melding voor nieuwe plekken bij trimsalons',
			'Trimsalon Dichtbij neemt weer nieuwe klanten aan',
		])
		// 23:30 UTC on 2 March is already 3 March in the Netherlands.
		await runAvailabilityAlerts(new Date('2026-03-02T23:30:00Z'))
		const mails = await mailsOf(email)
		expect(mails).toHaveLength(3)
		expect(mails[2]!.subject).toBe('Trimsalon Ook Dichtbij neemt weer nieuwe klanten aan')
	})

	it('leave out a salon that went back to "nee" before the mail', async () => {
		const { email } = await confirmedSubscriber()
		await setAvailability(near!.id, 'ja')
		await matchChanges()
		await setAvailability(near!.id, 'nee')
		await sendDueAlerts()
		expect(await mailsOf(email)).toHaveLength(1)
		expect(await database.select().from(alertPending)).toHaveLength(0)
	})

	it('record a change made by any writer, in its transaction (the database trigger), and nothing else', async () => {
		// A plain UPDATE, as an admin form, an import or a person at psql would write it.
		await database.execute(sql`update pet_groomers set accepts_new_clients = 'ja' where id = ${far!.id}`)
		// Saying 'ja' again is no change; a rolled-back write leaves nothing.
		await database.execute(sql`update pet_groomers set accepts_new_clients = 'ja' where id = ${far!.id}`)
		await database
			.transaction(async (tx) => {
				await tx.execute(sql`update pet_groomers set accepts_new_clients = 'ja' where id = ${near!.id}`)
				tx.rollback()
			})
			.catch(() => {})
		await database.execute(sql`update pet_groomers set accepts_new_clients = 'wachtlijst' where id = ${nearToo!.id}`)
		expect((await database.select().from(alertChanges)).map((change) => change.salon_id)).toEqual([far!.id])
	})

	it('are matched and mailed once when two instances run the job at the same time', async () => {
		const subscribers = await Promise.all(Array.from({ length: 8 }, () => confirmedSubscriber()))
		await setAvailability(near!.id, 'ja')
		await setAvailability(nearToo!.id, 'ja')
		await Promise.all([matchChanges(), matchChanges()])
		await Promise.all([sendDueAlerts(), sendDueAlerts(), runAvailabilityAlerts()])
		for (const { email } of subscribers) {
			const alerts = (await mailsOf(email)).slice(1)
			expect(alerts).toHaveLength(1)
			expect(alerts[0]!.subject).toBe('2 trimsalons nemen weer nieuwe klanten aan')
		}
	})

	it('for one salon reach only that salon’s subscribers', async () => {
		const email = uniqueEmail('salon')
		expect((await subscribe({ email, salonId: String(far!.id) })).status).toBe(200)
		const token = tokenIn((await mailsOf(email))[0]!.text, 'bevestigen')
		await run(confirmAction, pressed(token), '203.0.113.1', { token })
		await setAvailability(near!.id, 'ja')
		await runAvailabilityAlerts()
		expect(await mailsOf(email)).toHaveLength(1)
		await setAvailability(far!.id, 'ja')
		await runAvailabilityAlerts()
		const alert = (await mailsOf(email))[1]!
		expect(alert.subject).toBe('Trimsalon Ver Weg neemt weer nieuwe klanten aan')
		expect(alert.text).toContain('Goed nieuws: Trimsalon Ver Weg neemt weer nieuwe klanten aan (volgens de eigenaar sinds')
		expect(alert.text).not.toMatch(/Ver Weg,? \(?op \d/)
	})
})

describe('the links in the mails', () => {
	it('only show a page when opened (a GET): confirming, renewing and ending wait for the button', async () => {
		const email = uniqueEmail('scanner')
		await subscribe({ email, place: '3511', radius: '10' })
		const token = tokenIn((await mailsOf(email))[0]!.text, 'bevestigen')
		const stored = async () => (await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email)))[0]
		const before = await stored()
		const confirmPage = await run(confirmLoader, opened(), '203.0.113.9', { token })
		expect(confirmPage.data).toMatchObject({ confirmed: false, alert: { subject: 'een van de trimsalons binnen 10 km van 3511' } })
		const renewPage = await run(renewLoader, opened(), '203.0.113.9', { token })
		expect(renewPage.data).toMatchObject({ alert: { watched: 'trimsalons binnen 10 km van 3511' } })
		const unsubscribePage = await run(unsubscribeLoader, opened(), '203.0.113.9', { token })
		expect(unsubscribePage.data).toEqual({ watched: 'trimsalons binnen 10 km van 3511' })
		expect(await stored()).toEqual(before)

		expect((await run(confirmAction, pressed(token), '203.0.113.9', { token })).data).toMatchObject({ confirmed: true })
		expect((await stored())!.confirmed_at).not.toBeNull()
		expect((await run(unsubscribeAction, pressed(token), '203.0.113.9', { token })).data).toEqual({ ended: true })
		expect(await stored()).toBeUndefined()
		expect((await run(unsubscribeLoader, opened(), '203.0.113.9', { token })).data).toEqual({ watched: null })
		expect(await run(confirmLoader, opened(), '203.0.113.9', { token })).toMatchObject({ status: 404 })
	})

	it('end every mail with the page’s button', async () => {
		const { email, token } = await confirmedSubscriber()
		const answer = await run(unsubscribeAction, pressed(token), '203.0.113.9', { token })
		expect(answer.data).toEqual({ ended: true })
		expect(await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).toHaveLength(0)
		await setAvailability(near!.id, 'ja')
		await runAvailabilityAlerts()
		expect(await mailsOf(email)).toHaveLength(1)
		expect((await run(unsubscribeAction, pressed(token), '203.0.113.9', { token })).data).toEqual({ ended: false })
	})

	it('works with a one-click POST (RFC 8058) without session or form token', async () => {
		const { email } = await confirmedSubscriber()
		await setAvailability(near!.id, 'ja')
		await runAvailabilityAlerts()
		const alert = (await mailsOf(email))[1]!
		const token = tokenIn(alert.headers!['List-Unsubscribe']!, 'afmelden')
		const request = new Request(`http://x/meldingen/afmelden/${token}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: 'List-Unsubscribe=One-Click',
		})
		expect((await run(unsubscribeAction, request, '203.0.113.9', { token })).data).toEqual({ ended: true })
		expect(await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).toHaveLength(0)
	})
})

describe('Mijn account', () => {
	it('lists the confirmed alerts of the account’s address, ends one, and the account’s deletion ends the rest', async () => {
		const email = uniqueEmail('account')
		const user = await createAccount({ email, password: 'geheim123', emailVerified: true })
		const sessionUser = { id: user.id, email, name: 'Test', emailVerified: true }
		await confirmedSubscriber(email)
		await subscribe({ email, place: '3512', radius: '5' })
		const listed = await subscriptionsOf(actorWith({ ...sessionUser, email: email.toUpperCase() }))
		expect(listed).toHaveLength(1)
		await expect(
			endSubscriptionOf(actorWith({ ...sessionUser, email: 'iemand-anders@example.com' }), { subscriptionId: listed[0]!.id }),
		).rejects.toMatchObject({ code: 'forbidden' })
		// An id that does not exist answers the same: ids tell nothing.
		await expect(endSubscriptionOf(actorWith(sessionUser), { subscriptionId: 2_000_000_000 })).rejects.toMatchObject({ code: 'forbidden' })
		expect(await subscriptionsOf(actorWith(sessionUser))).toHaveLength(1)
		await endSubscriptionOf(actorWith(sessionUser), { subscriptionId: listed[0]!.id })
		expect(await subscriptionsOf(actorWith(sessionUser))).toHaveLength(0)
		await deleteAccount(actorWith(sessionUser), { password: 'geheim123' })
		expect(await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).toHaveLength(0)
	})
})

describe('expiry and retention', () => {
	it('offers renewal once a week before the end, renews by the link, and deletes ended subscriptions', async () => {
		const { email } = await confirmedSubscriber()
		const [row] = await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))
		const expires = row!.expires_at
		expect(expires.getTime() - Date.now()).toBeGreaterThan(180 * DAY)
		await maintainSubscriptions(new Date(expires.getTime() - 8 * DAY))
		expect(await mailsOf(email)).toHaveLength(1)
		const weekBefore = new Date(expires.getTime() - 6 * DAY)
		await Promise.all([maintainSubscriptions(weekBefore), maintainSubscriptions(weekBefore)])
		const mails = await mailsOf(email)
		expect(mails.map((mail) => mail.subject)).toContain('Je melding voor nieuwe plekken bij trimsalons loopt af')
		expect(mails).toHaveLength(2)
		// Five days before the end, the renewal link gives six months from the click.
		await database
			.update(alertSubscriptions)
			.set({ expires_at: new Date(Date.now() + 5 * DAY) })
			.where(eq(alertSubscriptions.email, email))
		const renewToken = tokenIn(mails[1]!.text, 'verlengen')
		await run(renewLoader, opened(), '203.0.113.1', { token: renewToken })
		const [afterOpening] = await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))
		expect(afterOpening!.expires_at.getTime()).toBeLessThan(Date.now() + 6 * DAY)
		const renewed = await run(renewAction, pressed(renewToken), '203.0.113.1', { token: renewToken })
		expect(renewed.data).toMatchObject({ until: expect.any(String) })
		const [after] = await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))
		expect(after!.renewal_mailed_at).toBeNull()
		expect(after!.expires_at.getTime()).toBeGreaterThan(Date.now() + 180 * DAY)
		const dead = await run(renewAction, pressed('x'.repeat(43)), '203.0.113.1', { token: 'x'.repeat(43) })
		expect(dead).toMatchObject({ status: 404, data: { until: null } })

		await maintainSubscriptions(new Date(after!.expires_at.getTime() + 1000))
		expect(await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).toHaveLength(0)
	})

	it('deletes requests never confirmed after 7 days, and keeps younger ones', async () => {
		const email = uniqueEmail('vergeten')
		await subscribe({ email, place: '3511', radius: '10' })
		await maintainSubscriptions(new Date(Date.now() + 6 * DAY))
		expect(await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).toHaveLength(1)
		await maintainSubscriptions(new Date(Date.now() + 7 * DAY + 60_000))
		expect(await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).toHaveLength(0)
		expect(await database.select().from(alertLinks)).toHaveLength(0)
	})
})
