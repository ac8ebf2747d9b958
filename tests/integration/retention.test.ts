import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createAccount } from '~/server/accounts/users.server'
import { smsCodes } from '~/server/accounts/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { contactMessages } from '~/server/contact/tables.server'
import { geocodeCache, rateLimits, smsOutbox, usedProofsOfWork } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { appointments } from '~/server/bookings/tables.server'
import { purgeExpiredRecords } from '~/server/retention.server'
import { reviewReports, reviews } from '~/server/reviews/tables.server'
import { forgetReviewsOf } from '~/server/reviews/forget.server'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

describe('retention', () => {
	it('deletes contact messages and rejected claims older than a year, and keeps the rest', async () => {
		const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000)
		const message = { name: 'Anna', email: 'anna@example.com', subject: 'Vraag', message: 'Een bericht van genoeg tekens.' }
		await database.insert(contactMessages).values([
			{ ...message, createdAt: old },
			{ ...message, subject: 'Recent' },
		])
		const user = await createAccount({ email: 'bewaar@example.com', password: 'geheim123', emailVerified: true })
		const [salon] = await database.insert(salons).values({ name: 'Bewaar', slug: 'bewaar' }).returning({ id: salons.id })
		await database.insert(listingClaims).values([
			{ salon_id: salon!.id, user_id: user.id, status: 'rejected', reviewed_at: old },
			{ salon_id: salon!.id, user_id: user.id, status: 'approved', reviewed_at: old },
		])
		await purgeExpiredRecords()
		expect((await database.select().from(contactMessages)).map((m) => m.subject)).toEqual(['Recent'])
		expect((await database.select().from(listingClaims)).map((c) => c.status)).toEqual(['approved'])
	})

	it('deletes objections to reviews a year after they were handled, keeps open ones, and an account deletion takes its reviews out of the salon score', async () => {
		const author = await createAccount({ email: 'schrijver@example.com', password: 'geheim123', emailVerified: true })
		const other = await createAccount({ email: 'ander@example.com', password: 'geheim123', emailVerified: true })
		const [salon] = await database.insert(salons).values({ name: 'Bezwaar', slug: 'bezwaar' }).returning({ id: salons.id })
		const review = (userId: string, score: number) => ({
			salon_id: salon!.id,
			user_id: userId,
			author_name: 'Fleur',
			score,
			body: 'Een fijne salon, mijn hond was blij.',
			visit_month: '2026-10',
			status: 'published' as const,
		})
		const [mine, theirs] = await database
			.insert(reviews)
			.values([review(author.id, 1), review(other.id, 5)])
			.returning({ id: reviews.id })
		await database.insert(reviewReports).values([
			{ review_id: theirs!.id, reason: 'Oud en behandeld', status: 'handled', createdAt: daysAgo(400) },
			{ review_id: theirs!.id, reason: 'Oud en open', createdAt: daysAgo(400) },
			{ review_id: theirs!.id, reason: 'Recent behandeld', status: 'handled' },
		])
		await purgeExpiredRecords()
		expect((await database.select().from(reviewReports)).map((report) => report.reason).sort()).toEqual(['Oud en open', 'Recent behandeld'])

		await forgetReviewsOf(database, author.id)
		expect(await database.select().from(reviews).where(eq(reviews.id, mine!.id))).toEqual([])
		const [scored] = await database.select().from(salons).where(eq(salons.id, salon!.id))
		expect(scored).toMatchObject({ review_average: 5, review_count: 1 })
	})

	it('deletes geocoder answers once they are no longer read: found places after 30 days, "not found" after a day', async () => {
		const found = { provider: 'pdok', latitude: 52.1, longitude: 5.1, label: 'Ergens' }
		const notFound = { provider: 'pdok', latitude: null, longitude: null, label: null }
		await database.insert(geocodeCache).values([
			{ ...found, query: 'pdok:oud gevonden', createdAt: daysAgo(31) },
			{ ...found, query: 'pdok:gevonden', createdAt: daysAgo(29) },
			{ ...notFound, query: 'pdok:oud onbekend', createdAt: daysAgo(2) },
			{ ...notFound, query: 'pdok:onbekend' },
		])
		await purgeExpiredRecords()
		expect((await database.select({ query: geocodeCache.query }).from(geocodeCache)).map((row) => row.query).sort()).toEqual([
			'pdok:gevonden',
			'pdok:onbekend',
		])
	})

	it('deletes expired SMS codes and outbox messages older than a day', async () => {
		const code = { purpose: 'sign-up' as const, code_hash: 'a'.repeat(64), attempts: 0 }
		await database.insert(smsCodes).values([
			{ ...code, phone_number: '+31611110001', expires_at: new Date(Date.now() - 60_000) },
			{ ...code, phone_number: '+31611110002', expires_at: new Date(Date.now() + 60_000) },
		])
		await database.insert(smsOutbox).values([
			{ to: '+31611110001', body: 'oud', provider: 'outbox', createdAt: daysAgo(2) },
			{ to: '+31611110002', body: 'nieuw', provider: 'outbox' },
		])
		await purgeExpiredRecords()
		expect((await database.select().from(smsCodes)).map((row) => row.phone_number)).toEqual(['+31611110002'])
		expect((await database.select().from(smsOutbox)).map((row) => row.body)).toEqual(['nieuw'])
	})

	it('deletes rate-limit counters once their window has ended, and keeps running ones', async () => {
		const now = Date.now()
		const minutesAgo = (minutes: number) => now - minutes * 60 * 1000
		const rows = [
			{ key: 'app:locate:ended', lastRequest: minutesAgo(2) },
			{ key: 'app:locate:running', lastRequest: minutesAgo(0.5) },
			{ key: 'app:smsDaily:running', lastRequest: minutesAgo(23 * 60) },
			{ key: 'app:smsDaily:ended', lastRequest: minutesAgo(25 * 60) },
			{ key: 'auth:old', lastRequest: minutesAgo(25 * 60) },
			{ key: '203.0.113.5|/sign-in/email', lastRequest: minutesAgo(25 * 60) },
		]
		await database.insert(rateLimits).values(rows.map((row) => ({ ...row, id: row.key, count: 3 })))
		await purgeExpiredRecords(new Date(now))
		const left = await database.select({ key: rateLimits.key }).from(rateLimits)
		expect(left.map((row) => row.key).sort()).toEqual(['app:locate:running', 'app:smsDaily:running'])
	})

	it('forgets a used proof-of-work challenge once it has expired, however long it was valid', async () => {
		await database.insert(usedProofsOfWork).values([
			{ challenge: 'verlopen', expires_at: new Date(Date.now() - 60_000) },
			{ challenge: 'nog twee dagen geldig', expires_at: daysAgo(-2) },
		])
		await purgeExpiredRecords()
		expect((await database.select().from(usedProofsOfWork)).map((row) => row.challenge)).toEqual(['nog twee dagen geldig'])
	})

	it('deletes appointments (the dog, the notes, who booked) 24 months after they ended, cancelled ones too, and keeps younger ones', async () => {
		const user = await createAccount({ email: 'afspraak-bewaar@example.com', password: 'geheim123', emailVerified: true })
		const [salon] = await database.insert(salons).values({ name: 'Bewaar Agenda', slug: 'bewaar-agenda' }).returning({ id: salons.id })
		const now = new Date('2026-12-01T12:00:00Z')
		const endedOn = (iso: string, dog: string, extra: Partial<typeof appointments.$inferInsert> = {}) => {
			const end = new Date(iso)
			const start = new Date(end.getTime() - 60 * 60 * 1000)
			return {
				salon_id: salon!.id,
				kind: 'online' as const,
				user_id: user.id,
				price_cents: 4500,
				dog_name: dog,
				dog_notes: 'Bijt soms.',
				starts_at: start,
				ends_at: end,
				occupied_until: end,
				...extra,
			}
		}
		await database.insert(appointments).values([
			endedOn('2024-11-30T12:00:00Z', 'Oud'),
			endedOn('2024-11-20T12:00:00Z', 'Oud geannuleerd', {
				status: 'cancelled',
				cancelled_by: 'client',
				cancelled_at: new Date('2024-11-01T12:00:00Z'),
			}),
			endedOn('2024-12-02T12:00:00Z', 'Net geen 24 maanden'),
			endedOn('2026-11-30T12:00:00Z', 'Vorige week'),
		])
		await purgeExpiredRecords(now)
		const left = await database.select({ dog: appointments.dog_name }).from(appointments).where(eq(appointments.salon_id, salon!.id))
		expect(left.map((row) => row.dog).sort()).toEqual(['Net geen 24 maanden', 'Vorige week'])
	})
})
