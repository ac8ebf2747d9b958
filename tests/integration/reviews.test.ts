import { and, desc, eq } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { describe, expect, it } from 'vitest'
import { action as writeReview } from '~/routes/salon.review'
import { action as replyAction } from '~/routes/dashboard/reviews'
import { createAccount } from '~/server/accounts/users.server'
import type { SessionUser } from '~/server/accounts/permissions.server'
import { users } from '~/server/accounts/tables.server'
import { auditLog } from '~/server/audit/tables.server'
import { cities } from '~/server/cities/tables.server'
import { appointments } from '~/server/bookings/tables.server'
import { placeRequests } from '~/server/place-requests/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { reviewReports, reviews } from '~/server/reviews/tables.server'
import { salons } from '~/server/salons/tables.server'
import { AppError } from '~/server/platform/errors.server'
import { statusOf } from '~/edge/errors.server'
import { moderateReview, reportReview } from '~/server/reviews/moderation.server'
import { publishedReviews } from '~/server/reviews/public.server'
import { ownerReviewFigures, replyToReview } from '~/server/reviews/reply.server'
import { deleteReview, reviewFormFor, saveReview } from '~/server/reviews/write.server'
import { citySalons } from '~/server/search/search.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { formRequest, run, uniqueEmail } from '../actions'
import { demoAdmin, requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 30 })

const adminUser = await demoAdmin(database)

let clients = 0
/** A client address no other test uses, so per-client limits and bursts never mix tests. */
const freshClient = () => `198.51.100.${++clients}`

async function member(options: { verified?: boolean } = {}): Promise<SessionUser> {
	const email = uniqueEmail('lid')
	const user = await createAccount({ email, password: DEMO_PASSWORD, emailVerified: options.verified ?? true })
	return { id: user.id, email, name: 'Fleur de Vries', emailVerified: options.verified ?? true }
}

async function salon(values: Partial<typeof salons.$inferInsert> = {}) {
	const [row] = await database
		.insert(salons)
		.values({ name: 'Review Salon', slug: `review-${Math.random().toString(36).slice(2)}`, ...values })
		.returning()
	return row!
}

const input = (score: number, body = 'Mijn hond kwam heel mooi en ontspannen thuis.') => ({
	score,
	body,
	visitMonth: '2026-09',
	authorName: 'Fleur',
})
const scoreOf = async (id: number) =>
	(
		await database
			.select({ average: salons.review_average, count: salons.review_count, rank: salons.rank_rating })
			.from(salons)
			.where(eq(salons.id, id))
	)[0]!

async function refusal(promise: Promise<unknown>) {
	const error = await promise.then(
		() => null,
		(thrown: unknown) => thrown,
	)
	expect(error).toBeInstanceOf(AppError)
	return withStatus(error as AppError)
}

/** The refusal with the status the edge answers it with. */
const withStatus = (error: AppError) => ({ message: error.message, fields: error.fields, status: statusOf(error) })

describe('owner figures', () => {
	it('count the shown reviews of the last 30 days, all of them and their average, over every salon of the owner', async () => {
		const owner = await member()
		const [first, second] = [await salon({ owner_id: owner.id }), await salon({ owner_id: owner.id })]
		const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000)
		await saveReview(actorWith(await member(), freshClient()), { ...input(5), slugOrId: first.slug })
		await saveReview(actorWith(await member(), freshClient()), { ...input(2), slugOrId: second.slug })
		const [older] = await database.select({ id: reviews.id }).from(reviews).where(eq(reviews.salon_id, second.id))
		await database.update(reviews).set({ published_at: old }).where(eq(reviews.id, older!.id))
		// A held review is not the owner's figure yet.
		await saveReview(actorWith(await member(), freshClient()), {
			...input(1, 'Kijk op https://voorbeeld.nl voor een betere salon.'),
			slugOrId: first.slug,
		})
		expect(await ownerReviewFigures(actorWith(owner))).toEqual({ recent: 1, total: 2, average: 3.5 })
		expect(await ownerReviewFigures(actorWith(await member()))).toEqual({ recent: 0, total: 0, average: null })
	})
})

describe('writing a review', () => {
	it('marks a review as an appointment through this site only when its author kept an appointment booked at that salon', async () => {
		const [target, other] = [await salon(), await salon()]
		const [guest, offered, absent, coming] = [await member(), await member(), await member(), await member()]
		const appointment = (userId: string, status: 'booked' | 'no_show', hoursAgo: number) => {
			const start = new Date(Date.now() - hoursAgo * 3_600_000)
			const end = new Date(start.getTime() + 3_600_000)
			return {
				salon_id: target.id,
				kind: 'online' as const,
				status,
				user_id: userId,
				price_cents: 4500,
				starts_at: start,
				ends_at: end,
				occupied_until: end,
			}
		}
		await database
			.insert(appointments)
			.values([appointment(guest.id, 'booked', 48), appointment(absent.id, 'no_show', 72), appointment(coming.id, 'booked', -24)])
		// An accepted offer alone says nothing about a visit.
		await database.insert(placeRequests).values({
			user_id: offered.id,
			dog_name: 'Bobbie',
			breed: 'Poedel',
			weight_kg: 7,
			status: 'accepted',
			accepted_salon_id: target.id,
			expires_at: new Date(Date.now() + 86_400_000),
			closed_at: new Date(),
		})
		await saveReview(actorWith(guest, freshClient()), { ...input(5), slugOrId: target.slug })
		await saveReview(actorWith(guest, freshClient()), { ...input(4), slugOrId: other.slug })
		for (const author of [offered, absent, coming])
			await saveReview(actorWith(author, freshClient()), { ...input(3), slugOrId: target.slug })
		const confirmed = await database
			.select({ salon: reviews.salon_id, user: reviews.user_id, confirmed: reviews.confirmed_visit })
			.from(reviews)
		const of = (salonId: number, userId: string) => confirmed.find((row) => row.salon === salonId && row.user === userId)?.confirmed
		expect([
			of(target.id, guest.id),
			of(other.id, guest.id),
			of(target.id, offered.id),
			of(target.id, absent.id),
			of(target.id, coming.id),
		]).toEqual([true, false, false, false, false])
		expect((await publishedReviews(target.id)).map((review) => review.confirmedVisit).sort()).toEqual([false, false, false, true])
	})

	it('shows it at once, keeps the salon average, mails the owner and writes the audit log', async () => {
		const [owner] = await database.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const target = await salon({ owner_id: owner!.id })
		const author = await member()
		expect(await saveReview(actorWith(author, freshClient()), { ...input(4), slugOrId: target.slug })).toMatchObject({
			status: 'published',
		})
		expect(await scoreOf(target.id)).toMatchObject({ average: 4, count: 1 })
		const shown = await publishedReviews(target.id)
		expect(shown).toHaveLength(1)
		expect(shown[0]).toMatchObject({ authorName: 'Fleur', score: 4, visitMonth: '2026-09' })
		expect(JSON.stringify(shown)).not.toContain(author.email)
		const mails = await database.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.owner))
		const toOwner = mails.find((mail) => mail.subject === `Nieuwe beoordeling voor ${target.name}`)!
		// One greeting in every mail: the name, never a role.
		expect(toOwner.text).toMatch(/^Beste Eva Eigenaar,\n/)
		expect(toOwner.text).toContain('kun je er één keer op reageren')
		const audit = await database
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.entity, 'review'), eq(auditLog.action, 'publish'), eq(auditLog.actor_id, author.id)))
		expect(audit).toHaveLength(1)
	})

	it('allows one review per account per salon: a second save edits it, the author can delete it', async () => {
		const target = await salon()
		const author = await member()
		await saveReview(actorWith(author, freshClient()), { ...input(2), slugOrId: target.slug })
		await saveReview(actorWith(author, freshClient()), { ...input(5), slugOrId: String(target.id) })
		const rows = await database.select().from(reviews).where(eq(reviews.salon_id, target.id))
		expect(rows).toHaveLength(1)
		expect(rows[0]!.score).toBe(5)
		expect(await scoreOf(target.id)).toMatchObject({ average: 5, count: 1 })
		await deleteReview(actorWith(author), { slugOrId: target.slug })
		expect(await scoreOf(target.id)).toMatchObject({ average: null, count: 0 })
		expect((await refusal(deleteReview(actorWith(author), { slugOrId: target.slug }))).status).toBe(404)
	})

	it('refuses an unconfirmed account, the salon owner, and a salon that does not exist', async () => {
		const owner = await member()
		const target = await salon({ owner_id: owner.id })
		expect(
			(await refusal(saveReview(actorWith(await member({ verified: false }), freshClient()), { ...input(3), slugOrId: target.slug })))
				.status,
		).toBe(403)
		expect((await refusal(saveReview(actorWith(owner, freshClient()), { ...input(5), slugOrId: target.slug }))).status).toBe(403)
		expect((await refusal(saveReview(actorWith(await member(), freshClient()), { ...input(5), slugOrId: 'bestaat-niet' }))).status).toBe(
			404,
		)
		expect((await refusal(saveReview(actorWith(await member(), freshClient()), { ...input(5), slugOrId: '99999999999' }))).status).toBe(404)
		expect(await database.select().from(reviews).where(eq(reviews.salon_id, target.id))).toHaveLength(0)
	})

	it('answers hostile input in Dutch with 400 and writes nothing', async () => {
		const target = await salon()
		const { headers } = await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)
		const cookie = headers.get('cookie')!
		const cases = [
			{ score: '0', body: 'Prima salon, vriendelijk personeel.' },
			{ score: '6', body: 'Prima salon, vriendelijk personeel.' },
			{ score: '4', body: 'x'.repeat(10_000) },
			{ score: '4', body: 'te kort' },
		]
		for (const fields of cases) {
			const answer = await run(
				writeReview,
				formRequest('/x', { intent: 'save', visitMonth: '2026-09', authorName: 'Sam', ...fields }, cookie),
				freshClient(),
				{
					slugOrId: target.slug,
				},
			)
			expect(answer.status).toBe(400)
			expect((answer.data as { message: string }).message).toMatch(/botjes|tekens/)
		}
		const script = await run(
			writeReview,
			formRequest(
				'/x',
				{ intent: 'save', score: '3', body: '<script>alert(1)</script> een echte ervaring hier', visitMonth: '2026-09', authorName: 'Sam' },
				cookie,
			),
			freshClient(),
			{ slugOrId: target.slug },
		)
		expect(script.status).toBe(302)
		expect((await publishedReviews(target.id))[0]!.body).toBe('<script>alert(1)</script> een echte ervaring hier')
	})

	it('holds a review with a link, and the later reviews of a burst from one client, for the admin', async () => {
		const target = await salon()
		expect(
			await saveReview(actorWith(await member(), freshClient()), {
				...input(1, 'Kijk liever op www.andere-salon.nl voor een goede trimbeurt.'),
				slugOrId: target.slug,
			}),
		).toMatchObject({ status: 'pending' })
		expect(await scoreOf(target.id)).toMatchObject({ count: 0 })
		const client = freshClient()
		const statuses = []
		for (let i = 0; i < 4; i++)
			statuses.push((await saveReview(actorWith(await member(), client), { ...input(5), slugOrId: (await salon()).slug })).status)
		expect(statuses).toEqual(['published', 'published', 'published', 'pending'])
		const [held] = await database.select().from(reviews).where(eq(reviews.salon_id, target.id))
		await moderateReview(actorWith(adminUser), { intent: 'keep', reviewId: held!.id })
		expect(await scoreOf(target.id)).toMatchObject({ average: 1, count: 1 })
	})

	it('limits saves per account and per client', async () => {
		const author = await member()
		const answers = []
		for (let i = 0; i < 11; i++)
			answers.push(
				await saveReview(actorWith(author, freshClient()), { ...input(4), slugOrId: (await salon()).slug }).then(
					() => 200,
					(error: AppError) => statusOf(error),
				),
			)
		expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true)
		expect(answers[10]).toBe(429)
		const client = freshClient()
		const fromOneClient = []
		for (let i = 0; i < 21; i++)
			fromOneClient.push(
				await saveReview(actorWith(await member(), client), { ...input(4), slugOrId: (await salon()).slug }).then(
					() => 200,
					(error: AppError) => statusOf(error),
				),
			)
		expect(fromOneClient[20]).toBe(429)
	})
})

describe('the average and the ranking rule', () => {
	it('ranks by the imported score until a salon has 3 of our reviews, then by ours', async () => {
		const [city] = await database
			.insert(cities)
			.values({ name: `Beoordeelstad ${Math.random()}` })
			.returning()
		const imported = await salon({ city_id: city!.id, rating: 4.5, user_ratings_total: 80 })
		const ours = await salon({ city_id: city!.id, rating: 3.0, user_ratings_total: 10 })
		const order = async () => (await citySalons(actorWith(null), { cityId: city!.id, page: 1 })).salons.map((card) => card.id)
		expect(await order()).toEqual([imported.id, ours.id])
		for (const score of [5, 5]) await saveReview(actorWith(await member(), freshClient()), { ...input(score), slugOrId: ours.slug })
		expect(await scoreOf(ours.id)).toMatchObject({ average: 5, count: 2, rank: 3 })
		expect(await order()).toEqual([imported.id, ours.id])
		await saveReview(actorWith(await member(), freshClient()), { ...input(4), slugOrId: ours.slug })
		const now = await scoreOf(ours.id)
		expect(now.count).toBe(3)
		expect(now.average).toBeCloseTo(14 / 3)
		expect(now.rank).toBeCloseTo(14 / 3)
		expect(await order()).toEqual([ours.id, imported.id])
		const card = (await citySalons(actorWith(null), { cityId: city!.id, page: 1 })).salons[0]!
		expect(card).toMatchObject({ reviews: 3 })
		expect(card.rating).toBeCloseTo(14 / 3)
	})
})

describe('replies, reports and removal', () => {
	it('lets the owner reply once, only to their own salon, and audits it', async () => {
		const owner = await member()
		const other = await member()
		const target = await salon({ owner_id: owner.id })
		await saveReview(actorWith(await member(), freshClient()), { ...input(3), slugOrId: target.slug })
		const [review] = await database.select().from(reviews).where(eq(reviews.salon_id, target.id))
		expect((await refusal(replyToReview(actorWith(other), { reviewId: review!.id, reply: 'Niet mijn salon' }))).status).toBe(403)
		expect((await refusal(replyToReview(actorWith(owner), { reviewId: 2_000_000_000, reply: 'Bestaat niet' }))).status).toBe(404)
		await replyToReview(actorWith(owner), { reviewId: review!.id, reply: 'Dank voor je bezoek!' })
		expect((await refusal(replyToReview(actorWith(owner), { reviewId: review!.id, reply: 'Nog een keer' }))).status).toBe(409)
		expect((await publishedReviews(target.id))[0]!.reply).toBe('Dank voor je bezoek!')
		expect(
			await database
				.select()
				.from(auditLog)
				.where(and(eq(auditLog.action, 'reply'), eq(auditLog.entity_id, String(review!.id)))),
		).toHaveLength(1)
	})

	it("answers the dashboard reply form with the reply's own refusal: 404 for no such review, 403 for another salon's", async () => {
		const [ownerRow] = await database.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const [own] = await database.select().from(salons).where(eq(salons.owner_id, ownerRow!.id)).limit(1)
		const elsewhere = await salon({ owner_id: (await member()).id })
		await saveReview(actorWith(await member(), freshClient()), { ...input(4), slugOrId: own!.slug })
		await saveReview(actorWith(await member(), freshClient()), { ...input(4), slugOrId: elsewhere.slug })
		const reviewOf = async (salonId: number) =>
			(await database.select({ id: reviews.id }).from(reviews).where(eq(reviews.salon_id, salonId)).orderBy(desc(reviews.id)))[0]!.id
		const cookie = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		const reply = (reviewId: number, text = 'Dank voor je bezoek!') =>
			run(replyAction, formRequest('/dashboard/beoordelingen', { reviewId: String(reviewId), reply: text }, cookie))
		expect((await reply(2_000_000_000)).status).toBe(404)
		const foreign = await reviewOf(elsewhere.id)
		expect((await reply(foreign)).status).toBe(403)
		expect((await database.select().from(reviews).where(eq(reviews.id, foreign)))[0]!.reply).toBeNull()
		// A form error on one's own review is the form's: back to the tab with the reason.
		expect(await reply(await reviewOf(own!.id), 'x')).toMatchObject({ status: 302, location: '/dashboard/beoordelingen' })
		expect((await reply(await reviewOf(own!.id))).status).toBe(302)
		expect(
			(
				await database
					.select()
					.from(reviews)
					.where(eq(reviews.id, await reviewOf(own!.id)))
			)[0]!.reply,
		).toBe('Dank voor je bezoek!')
	})

	it('takes anonymous reports within a limit; the admin removes the review with a reason mailed to the author', async () => {
		const target = await salon()
		const author = await member()
		await saveReview(actorWith(author, freshClient()), { ...input(1), slugOrId: target.slug })
		const [review] = await database.select().from(reviews).where(eq(reviews.salon_id, target.id))
		const client = freshClient()
		for (let i = 0; i < 10; i++) await reportReview(actorWith(null, client), { reviewId: review!.id, reason: 'Dit is geen echte klant.' })
		expect((await refusal(reportReview(actorWith(null, client), { reviewId: review!.id, reason: 'Nog een melding' }))).status).toBe(429)
		await moderateReview(actorWith(adminUser), { intent: 'remove', reason: 'Geen echte klant.', reviewId: review!.id })
		expect(await scoreOf(target.id)).toMatchObject({ count: 0 })
		expect(await publishedReviews(target.id)).toHaveLength(0)
		const mails = await database.select().from(mailOutbox).where(eq(mailOutbox.to, author.email))
		const removed = mails.find((mail) => mail.subject === `Je beoordeling van ${target.name} is verwijderd`)!
		expect(removed.text).toContain('Geen echte klant.')
		expect(removed.text).not.toContain('Gebruiker')
		expect((await refusal(saveReview(actorWith(author, freshClient()), { ...input(5), slugOrId: target.slug }))).status).toBe(409)
		expect(
			await database
				.select()
				.from(auditLog)
				.where(and(eq(auditLog.action, 'remove'), eq(auditLog.entity_id, String(review!.id)))),
		).toHaveLength(1)
		expect((await refusal(moderateReview(actorWith(author), { intent: 'keep', reviewId: review!.id }))).status).toBe(403)
	})

	/** A shown review of a fresh salon with its owner's reply and a report, then removed by an admin. */
	async function removedReview(reason: string) {
		const owner = await member()
		const target = await salon({ owner_id: owner.id })
		const author = await member()
		await saveReview(actorWith(author, freshClient()), { ...input(1), slugOrId: target.slug })
		const [review] = await database.select().from(reviews).where(eq(reviews.salon_id, target.id))
		await replyToReview(actorWith(owner), { reviewId: review!.id, reply: 'Wij kennen deze klant niet.' })
		await reportReview(actorWith(null, freshClient()), { reviewId: review!.id, reason: 'Dit is geen echte klant.' })
		await moderateReview(actorWith(adminUser), { intent: 'remove', reason, reviewId: review!.id })
		return { target, author, review: review! }
	}

	it('keeps a removed review removed: its author can neither delete it nor write it again, and its reports and reply stay', async () => {
		const { target, author, review } = await removedReview('Geen echte klant.')

		expect((await refusal(deleteReview(actorWith(author), { slugOrId: target.slug }))).status).toBe(409)
		expect((await refusal(saveReview(actorWith(author, freshClient()), { ...input(5), slugOrId: target.slug }))).status).toBe(409)
		expect(await database.select().from(reviews).where(eq(reviews.salon_id, target.id))).toEqual([
			expect.objectContaining({ id: review.id, status: 'removed', reply: 'Wij kennen deze klant niet.', score: 1 }),
		])
		const reports = await database.select().from(reviewReports).where(eq(reviewReports.review_id, review.id))
		expect(reports.map((report) => report.reason)).toEqual(['Dit is geen echte klant.'])
		expect(await publishedReviews(target.id)).toHaveLength(0)
		// No other path deletes it either while its salon and its author exist; deleting the salon or the account takes it along.
		await expect(database.delete(reviews).where(eq(reviews.id, review.id))).rejects.toMatchObject({ cause: { code: '23001' } })
		const elsewhere = await salon()
		await database.insert(reviews).values({
			salon_id: elsewhere.id,
			user_id: author.id,
			author_name: 'Fleur',
			score: 1,
			body: 'Verwijderd.',
			visit_month: '2026-09',
			status: 'removed',
		})
		await database.delete(salons).where(eq(salons.id, elsewhere.id))
		await database.delete(users).where(eq(users.id, author.id))
		expect(await database.select().from(reviews).where(eq(reviews.user_id, author.id))).toEqual([])
	})

	it('lets the author write again only once an admin restores the removed review: it shows again with its reply', async () => {
		const { target, author, review } = await removedReview('Per ongeluk verwijderd.')
		expect((await reviewFormFor(actorWith(author), { slugOrId: target.slug })).own).toMatchObject({
			status: 'removed',
			removalReason: 'Per ongeluk verwijderd.',
		})
		expect((await refusal(moderateReview(actorWith(author), { intent: 'restore', reviewId: review.id }))).status).toBe(403)

		await moderateReview(actorWith(adminUser), { intent: 'restore', reviewId: review.id })
		expect(await publishedReviews(target.id)).toEqual([expect.objectContaining({ id: review.id, reply: 'Wij kennen deze klant niet.' })])
		expect(await scoreOf(target.id)).toMatchObject({ average: 1, count: 1 })
		expect((await refusal(moderateReview(actorWith(adminUser), { intent: 'restore', reviewId: review.id }))).status).toBe(409)
		await saveReview(actorWith(author, freshClient()), { ...input(3), slugOrId: target.slug })
		expect(await scoreOf(target.id)).toMatchObject({ average: 3, count: 1 })
		expect(
			await database
				.select()
				.from(auditLog)
				.where(and(eq(auditLog.action, 'restore'), eq(auditLog.entity_id, String(review.id)))),
		).toHaveLength(1)
	})
})
