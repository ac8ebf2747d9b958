/**
 * The mail that a saved dog's rhythm comes round, through the real stack with an injected clock: sent
 * on the right day and not before, once per visit (also when two runs race), not after the dog owner
 * booked again (at this salon or anywhere else), and not after the link or the switch turned it off.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/rhythm-unsubscribe'
import { saveDog } from '~/server/dogs/dogs.server'
import { linkedBooking } from '~/server/bookings/page.server'
import { appointments } from '~/server/bookings/tables.server'
import { receivesRhythmMail, sendRhythmMails, setRhythmMail } from '~/server/bookings/rhythm.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { amsterdamInstant } from '~/lib/bookings/free-times'
import { bookingLinkSchema } from '~/lib/bookings/rhythm'
import { run } from '../actions'
import { useTestDatabase } from '../db'
import { bookableSalonOf, memberActor } from './booking-fixtures'

const database = await useTestDatabase()

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: {},
}
// Saar's visit: Monday 7 December 2026, 09:00 in Amsterdam; every 6 weeks comes round on Monday 18 January 2027.
const VISIT = amsterdamInstant('2026-12-07', 9 * 60)!
const DUE = new Date(VISIT.getTime() + 6 * 7 * DAY_MS)
const MAIL_DAY = new Date(DUE.getTime() - 5 * DAY_MS)
const SUBJECT = 'Tijd voor de volgende trimbeurt van Saar?'

const member = (prefix: string) => memberActor(prefix, { subnet: 41 })

/** A dog owner with Saar (every 6 weeks) and a kept visit with her at a bookable salon on VISIT. */
async function keptVisitOfSaar({ rhythmWeeks = '6' } = {}) {
	const owner = await member('eigenaar')
	const { salon, treatment } = await bookableSalonOf(owner.user!.id, PRICING)
	const client = await member('baasje')
	const dog = await saveDog(client, { name: 'Saar', breed: 'Poedel', weight: '7', coat: 'krullend', rhythmWeeks })
	const visitId = await appointmentOf(client.user!.id, salon.id, {
		startsAt: VISIT,
		treatmentId: treatment.id,
		createdAt: new Date(VISIT.getTime() - 14 * DAY_MS),
	})
	return { salon, treatment, client, dog, visitId }
}

async function appointmentOf(
	userId: string,
	salonId: number,
	{
		startsAt,
		treatmentId = null,
		createdAt,
		status = 'booked',
	}: { startsAt: Date; treatmentId?: number | null; createdAt: Date; status?: 'booked' | 'requested' | 'cancelled' },
) {
	const endsAt = new Date(startsAt.getTime() + HOUR_MS)
	const [row] = await database
		.insert(appointments)
		.values({
			salon_id: salonId,
			kind: 'online',
			status,
			user_id: userId,
			treatment_id: treatmentId,
			treatment_name: 'Volledige trimbeurt',
			dog_name: 'Saar',
			breed: 'Poedel',
			weight_kg: 7,
			coat: 'krullend',
			price_cents: 4500,
			starts_at: startsAt,
			ends_at: endsAt,
			occupied_until: endsAt,
			createdAt,
		})
		.returning({ id: appointments.id })
	return row!.id
}

const mailsOf = (email: string) =>
	database
		.select()
		.from(mailOutbox)
		.where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, SUBJECT)))

describe('the mail when a dog’s rhythm comes round', () => {
	it('goes five days before the rhythm comes round, not a day earlier, with five free times near that day, each a link that chooses it', async () => {
		const { client, dog, treatment, visitId } = await keptVisitOfSaar()
		const email = client.user!.email
		await sendRhythmMails(new Date(MAIL_DAY.getTime() - HOUR_MS))
		await sendRhythmMails(new Date(VISIT.getTime() + 30 * DAY_MS))
		expect(await mailsOf(email)).toHaveLength(0)

		await sendRhythmMails(new Date(MAIL_DAY.getTime() + HOUR_MS))
		const [mail, ...more] = await mailsOf(email)
		expect(more).toHaveLength(0)
		expect(mail!.text).toContain('Saar was op maandag 7 december bij')
		expect(mail!.text).toContain('elke 6 weken')
		expect(mail!.text).toContain('Rond maandag 18 januari is het dus weer tijd.')
		const links = [...mail!.text.matchAll(/https?:\/\/\S+afspraak-maken\?\S+/g)].map((match) => new URL(match[0]))
		expect(links).toHaveLength(5)
		for (const link of links) {
			expect(link.pathname).toContain(`/afspraak-maken`)
			const chosen = bookingLinkSchema.parse(Object.fromEntries(link.searchParams))
			expect([chosen.hond, chosen.behandeling]).toEqual([dog.id, treatment.id])
			// The times nearest the Monday the rhythm comes round: that Monday, or the Friday before it.
			expect(Math.abs(new Date(chosen.tijd).getTime() - DUE.getTime())).toBeLessThan(3 * DAY_MS)
		}
		expect(mail!.html).toContain(`<li><a href="`)
		expect(mail!.headers).toMatchObject({ 'List-Unsubscribe': expect.stringContaining('/trimbeurt-herinnering/afmelden?') })

		// Once per visit: later runs, to the day itself, send nothing more.
		await sendRhythmMails(new Date(MAIL_DAY.getTime() + 2 * HOUR_MS))
		await sendRhythmMails(new Date(DUE.getTime() - HOUR_MS))
		expect(await mailsOf(email)).toHaveLength(1)
		const [visit] = await database.select().from(appointments).where(eq(appointments.id, visitId))
		expect(visit!.rhythm_mailed_at).toEqual(new Date(MAIL_DAY.getTime() + HOUR_MS))
	})

	it('is sent once when several runs go at the same moment', async () => {
		const { client } = await keptVisitOfSaar()
		const at = new Date(MAIL_DAY.getTime() + 3 * HOUR_MS)
		const counts = await Promise.all([sendRhythmMails(at), sendRhythmMails(at), sendRhythmMails(at)])
		expect(await mailsOf(client.user!.email)).toHaveLength(1)
		expect(counts.filter((count) => count > 0)).toHaveLength(1)
	})

	it('is not sent after the day has passed, nor for a dog without a rhythm', async () => {
		const late = await keptVisitOfSaar()
		await sendRhythmMails(new Date(DUE.getTime() + HOUR_MS))
		expect(await mailsOf(late.client.user!.email)).toHaveLength(0)
		const none = await keptVisitOfSaar({ rhythmWeeks: '' })
		await sendRhythmMails(new Date(MAIL_DAY.getTime() + HOUR_MS))
		expect(await mailsOf(none.client.user!.email)).toHaveLength(0)
	})

	it('is not sent when the dog owner has a next appointment at this salon, or booked one elsewhere on the site since the visit', async () => {
		const next = await keptVisitOfSaar()
		await appointmentOf(next.client.user!.id, next.salon.id, { startsAt: new Date(DUE.getTime() + 2 * DAY_MS), createdAt: VISIT })
		const elsewhere = await keptVisitOfSaar()
		const other = await bookableSalonOf((await member('ander')).user!.id, PRICING)
		await appointmentOf(elsewhere.client.user!.id, other.salon.id, {
			startsAt: new Date(DUE.getTime() + DAY_MS),
			createdAt: new Date(VISIT.getTime() + 10 * DAY_MS),
		})
		// One booked elsewhere before the visit, or cancelled since, does not count.
		const before = await keptVisitOfSaar()
		await appointmentOf(before.client.user!.id, other.salon.id, {
			startsAt: new Date(DUE.getTime() + 2 * DAY_MS),
			createdAt: new Date(VISIT.getTime() - DAY_MS),
		})
		await appointmentOf(before.client.user!.id, other.salon.id, {
			startsAt: new Date(DUE.getTime() + 3 * DAY_MS),
			createdAt: new Date(VISIT.getTime() + DAY_MS),
			status: 'cancelled',
		})
		await sendRhythmMails(new Date(MAIL_DAY.getTime() + HOUR_MS))
		expect(await mailsOf(next.client.user!.email)).toHaveLength(0)
		expect(await mailsOf(elsewhere.client.user!.email)).toHaveLength(0)
		expect(await mailsOf(before.client.user!.email)).toHaveLength(1)
	})

	it('stops for the account by the mail’s link (a page with a button, no session), and the switch turns it on and off', async () => {
		const first = await keptVisitOfSaar()
		await sendRhythmMails(new Date(MAIL_DAY.getTime() + HOUR_MS))
		const [mail] = await mailsOf(first.client.user!.email)
		const url = /https?:\/\/\S+\/trimbeurt-herinnering\/afmelden\?\S+/.exec(mail!.text)![0]

		const opened = await run(unsubscribeLoader, new Request(url))
		expect([opened.status, opened.data]).toEqual([200, { outcome: 'ask' }])
		expect(await receivesRhythmMail(first.client)).toBe(true)
		const forged = await run(
			unsubscribeAction,
			new Request(url.replace(/t=[^&]+/, 't=vervalst'), { method: 'POST', body: new URLSearchParams() }),
		)
		expect(forged.status).toBe(400)
		expect(await receivesRhythmMail(first.client)).toBe(true)
		const pressed = await run(unsubscribeAction, new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))
		expect([pressed.status, pressed.data]).toEqual([200, { outcome: 'done' }])
		expect(await receivesRhythmMail(first.client)).toBe(false)

		// A second visit of the same account, later: no mail while it is off; on again, it comes.
		const laterVisit = await appointmentOf(first.client.user!.id, first.salon.id, {
			startsAt: new Date(VISIT.getTime() + 7 * DAY_MS),
			treatmentId: first.treatment.id,
			createdAt: new Date(VISIT.getTime() - DAY_MS),
		})
		const laterMailDay = new Date(MAIL_DAY.getTime() + 7 * DAY_MS + HOUR_MS)
		await sendRhythmMails(laterMailDay)
		expect(await mailsOf(first.client.user!.email)).toHaveLength(1)
		await setRhythmMail(first.client, { on: 'true' })
		await sendRhythmMails(laterMailDay)
		expect(await mailsOf(first.client.user!.email)).toHaveLength(2)
		const [later] = await database.select().from(appointments).where(eq(appointments.id, laterVisit))
		expect(later!.rhythm_mailed_at).not.toBeNull()
	})

	it('opens the booking page from a link of the mail with its dog, treatment and time chosen; a stranger’s or a taken one chooses nothing', async () => {
		const { client, salon, dog } = await keptVisitOfSaar()
		const at = new Date(MAIL_DAY.getTime() + HOUR_MS)
		await sendRhythmMails(at)
		const [mail] = await mailsOf(client.user!.email)
		const link = new URL(/https?:\/\/\S+afspraak-maken\?\S+/.exec(mail!.text)![0])
		const query = Object.fromEntries(link.searchParams)
		const opened = await linkedBooking(client, { salonId: salon.id, query }, at)
		expect(opened).toMatchObject({
			taken: false,
			values: { dogName: 'Saar', coat: 'krullend', startsAt: new Date(query.tijd!).toISOString() },
		})

		const stranger = await member('vreemde')
		expect(await linkedBooking(stranger, { salonId: salon.id, query }, at)).toBeNull()
		expect(await linkedBooking(client, { salonId: salon.id, query: { ...query, hond: String(dog.id + 100_000) } }, at)).toBeNull()
		expect(await linkedBooking(client, { salonId: salon.id, query: { ...query, tijd: 'morgen' } }, at)).toBeNull()

		await appointmentOf((await member('sneller')).user!.id, salon.id, { startsAt: new Date(query.tijd!), createdAt: at })
		const taken = await linkedBooking(client, { salonId: salon.id, query }, at)
		expect(taken).toMatchObject({ taken: true })
		expect(taken!.values.startsAt).toBeUndefined()
	})

	it('answers a bad switch with its Dutch message and changes nothing', async () => {
		const { client } = await keptVisitOfSaar()
		await expect(setRhythmMail(client, { on: 'misschien' })).rejects.toMatchObject({ message: 'Kies of je de herinneringen wilt krijgen.' })
		expect(await receivesRhythmMail(client)).toBe(true)
	})
})
