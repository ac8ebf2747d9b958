import { and, eq, sql } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import { beforeEach, describe, expect, it } from 'vitest'
import { action as sendAction } from '~/routes/salon.place-request'
import { loader as severalLoader } from '~/routes/place-request'
import { loader as salonLoader } from '~/routes/salon'
import { CARD_COLUMNS, FROM_SALONS } from '~/server/salons/card-sql.server'
import { toSalonCard, type SalonRow } from '~/lib/salons/salon-card'
import { action as dashboardAction } from '~/routes/dashboard/requests'
import { action as myRequestsAction } from '~/routes/account.requests'
import { deleteAccount } from '~/server/workflows/delete-account.server'
import { createAccount } from '~/server/accounts/users.server'
import { answerPlaceRequest } from '~/server/place-requests/answer.server'
import { ownerRequestTotals, siteRequestTotals } from '~/server/place-requests/totals.server'
import { grantAdmin } from '~/server/accounts/users.server'
import { approveClaim } from '~/server/claims/approve.server'
import { assignOwner } from '~/server/admin/assign-owner.server'
import { ACCEPT_MESSAGES } from '~/server/place-requests/accept.server'
import { expirePlaceRequests } from '~/server/place-requests/expire.server'
import { myPlaceRequests, ownerInbox } from '~/server/place-requests/read.server'
import { sendPlaceRequest } from '~/server/place-requests/send.server'
import { recordMissedRequest } from '~/server/place-requests/missed.server'
import { RATE_LIMITS } from '~/server/platform/rate-limit.server'
import { users } from '~/server/accounts/tables.server'
import { auditLog } from '~/server/audit/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { missedPlaceRequests, placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { mailOutbox, rateLimits } from '~/server/platform/db/tables.server'
import { salons } from '~/server/salons/tables.server'
import { purgeExpiredRecords } from '~/server/retention.server'
import { formRequest, run, toastOf, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
const PASSWORD = 'geheim123'
const DAY = 24 * 60 * 60 * 1000

type Account = { id: string; email: string; name: string; emailVerified: boolean; cookie: string }

async function account(prefix: string, firstName = 'Fleur'): Promise<Account> {
	const email = uniqueEmail(prefix)
	const made = await createAccount({ email, password: PASSWORD, emailVerified: true, firstName, lastName: 'Test' })
	await database
		.update(users)
		.set({ phoneNumber: `+3161${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, phoneNumberVerified: true })
		.where(eq(users.id, made.id))
	const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
	return { id: made.id, email, name: `${firstName} Test`, emailVerified: true, cookie }
}

let adminAccount: Account | undefined
/** An admin with two-factor, as admin verbs require. */
async function admin() {
	if (adminAccount) return adminAccount
	const made = await account('beheerder')
	await grantAdmin(made.id)
	await database.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, made.id))
	adminAccount = made
	return made
}

let salonCounter = 0
/** A salon of this owner (or none) that takes new clients, said today, unless told otherwise. */
async function salon(owner: Account | null, accepts: 'ja' | 'nee' | 'wachtlijst' = 'ja') {
	const [row] = await database
		.insert(salons)
		.values({
			name: `Trimsalon Aanvraag ${++salonCounter}`,
			slug: `aanvraag-${salonCounter}-${Math.random().toString(36).slice(2, 8)}`,
			phone_number: '020-1234567',
			owner_id: owner?.id ?? null,
			accepts_new_clients: accepts,
			waiting_weeks: 2,
			availability_updated_at: new Date(),
		})
		.returning({ id: salons.id, name: salons.name })
	return row!
}

const DOG = { dogName: 'Bobbie', breed: 'Labradoodle', weight: '12,5', place: 'Utrecht', message: 'Hij is wat angstig bij de föhn.' }
const fieldsFor = (ids: number[], extra: Record<string, string> = {}) => {
	const body = new URLSearchParams({ ...DOG, ...extra })
	for (const id of ids) body.append('salonIds', String(id))
	return body
}

let clientCounter = 0
/** Posts the request form as this account, the way the browser does; the settled answer. */
function send(as: Account, ids: number[], extra: Record<string, string> = {}) {
	const request = formRequest('/trimsalon/x/plek-aanvragen', {}, as.cookie)
	const posted = new Request(request.url, { method: 'POST', headers: request.headers, body: fieldsFor(ids, extra) })
	return run(sendAction, posted, `198.51.100.${++clientCounter % 250}`)
}

/** The request form's fields as posted, for calling the verb directly. */
const input = (ids: number[]) => ({ ...DOG, salonIds: ids.map(String) })
const mailsTo = (email: string) => database.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id)
const requestsOf = (userId: string) => database.select().from(placeRequests).where(eq(placeRequests.user_id, userId))
const copiesOf = (requestId: number) =>
	database.select().from(placeRequestSalons).where(eq(placeRequestSalons.request_id, requestId)).orderBy(placeRequestSalons.id)

function answer(as: Account, answerId: number, choice: string, extra: Record<string, string> = {}) {
	return run(
		dashboardAction,
		formRequest('/dashboard/aanvragen', { intent: 'answer', answerId: String(answerId), answer: choice, ...extra }, as.cookie),
	)
}

function report(as: Account, answerId: number) {
	return run(dashboardAction, formRequest('/dashboard/aanvragen', { intent: 'report', answerId: String(answerId) }, as.cookie))
}

function accept(as: Account, answerId: number) {
	return run(myRequestsAction, formRequest('/account/aanvragen', { intent: 'accept', answerId: String(answerId) }, as.cookie))
}

beforeEach(async () => {
	await database.delete(rateLimits)
})

describe('sending a request', () => {
	it('writes one request with a copy per salon and mails each owner the dog and the wish, without the dog owner’s contact details', async () => {
		const owner = await account('eigenaar', 'Eva')
		const [a, b] = [await salon(owner), await salon(owner, 'wachtlijst')]
		const dogOwner = await account('hond')
		const answer = await send(dogOwner, [a!.id, b!.id], { coat: 'krullend', needs: 'trimmen', days: 'di' })
		expect(answer.data).toEqual({ ok: true, salons: [a!.name, b!.name], missed: false })
		const [request] = await requestsOf(dogOwner.id)
		expect(request).toMatchObject({
			dog_name: 'Bobbie',
			weight_kg: 12.5,
			coat: 'krullend',
			needs: ['trimmen'],
			days: ['di'],
			status: 'open',
		})
		expect(request!.expires_at.getTime() - request!.createdAt.getTime()).toBe(14 * DAY)
		expect(await copiesOf(request!.id)).toHaveLength(2)
		const mails = await mailsTo(owner.email)
		expect(mails.map((mail) => mail.subject)).toEqual([
			`Nieuwe plekaanvraag voor ${a!.name}: Bobbie`,
			`Nieuwe plekaanvraag voor ${b!.name}: Bobbie`,
		])
		const [phone] = await database.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, dogOwner.id))
		for (const mail of mails) {
			expect(mail.text).toContain('Labradoodle, 12,5 kg')
			expect(mail.text).toContain('Woonplaats: Utrecht')
			expect(mail.text).not.toContain(dogOwner.email)
			expect(mail.text).not.toContain(phone!.phone!)
			expect(mail.text).not.toContain('Fleur')
		}
	})

	it('refuses bad input with a Dutch message or 403/404, and writes nothing', async () => {
		const owner = await account('eigenaar')
		const ok = await salon(owner)
		const dogOwner = await account('hond')
		const unowned = await salon(null)
		const closed = await salon(owner, 'nee')
		const six = [ok, ...(await Promise.all([1, 2, 3, 4, 5].map(() => salon(owner))))].map((row) => row!.id)
		const cases: [Promise<{ status: number; data: unknown }>, number, string][] = [
			[send(dogOwner, [2_000_000_000]), 404, 'Trimsalon niet gevonden'],
			[send(dogOwner, [unowned!.id]), 409, 'heeft nog geen eigenaar'],
			[send(dogOwner, [closed!.id]), 409, 'neemt op dit moment geen nieuwe klanten aan'],
			[send(dogOwner, six), 400, 'Kies hoogstens 5 trimsalons.'],
			[send(dogOwner, [ok!.id], { weight: '0' }), 400, 'tussen 0,5 en 100 kg'],
			[send(dogOwner, [ok!.id], { weight: '150' }), 400, 'tussen 0,5 en 100 kg'],
			[send(dogOwner, [ok!.id], { dogName: '<script>alert(1)</script>' }), 400, 'Gebruik geen HTML of scripts'],
			[send(dogOwner, [ok!.id], { message: 'Hoi <img src=x onerror=alert(1)>' }), 400, 'Gebruik geen HTML of scripts'],
			[send(dogOwner, [ok!.id, unowned!.id]), 409, 'heeft nog geen eigenaar'],
			[send(owner, [ok!.id]), 409, 'eigen trimsalon'],
		]
		for (const [pending, status, message] of cases) {
			const answer = await pending
			expect(answer.status, message).toBe(status)
			expect(JSON.stringify(answer.data)).toContain(message)
		}
		expect(await requestsOf(dogOwner.id)).toHaveLength(0)
		expect(await requestsOf(owner.id)).toHaveLength(0)
		expect(await mailsTo(owner.email)).toHaveLength(0)
	})

	it('asks a visitor to log in first, and an unconfirmed account to confirm its address or number', async () => {
		const target = await salon(await account('eigenaar'))
		const anonymous = await run(sendAction, formRequest('/trimsalon/x/plek-aanvragen', { salonIds: String(target!.id), ...DOG }))
		expect(anonymous.status).toBe(302)
		expect(anonymous.location).toMatch(/^\/auth\?tab=login&redirectTo=/)
		const unconfirmed = await account('onbevestigd')
		await database.update(users).set({ emailVerified: false, phoneNumberVerified: false }).where(eq(users.id, unconfirmed.id))
		const refused = await send(unconfirmed, [target!.id])
		expect(refused.status).toBe(403)
		expect(await requestsOf(unconfirmed.id)).toHaveLength(0)
	})
})

describe('choosing several salons in a result list', () => {
	it('marks the cards of salons that take requests, and the form for several shows them, says why others cannot, and refuses a sixth', async () => {
		const owner = await account('eigenaar')
		const [open, waiting, closed, unowned] = [
			await salon(owner),
			await salon(owner, 'wachtlijst'),
			await salon(owner, 'nee'),
			await salon(null),
		]
		const ids = [open, waiting, closed, unowned].map((row) => row!.id)
		const { rows } = await database.execute<SalonRow>(sql`select ${CARD_COLUMNS} from ${FROM_SALONS} where g.id in ${ids}`)
		const marked = new Map(rows.map((row) => [row.id, toSalonCard(row).takesRequests]))
		expect([open, waiting, closed, unowned].map((row) => marked.get(row!.id))).toEqual([true, true, undefined, undefined])

		const dogOwner = await account('hond')
		const page = async (ids: (number | string)[]) => {
			const query = new URLSearchParams(ids.map((id) => ['salon', String(id)]))
			const request = new Request(`${formRequest('/plek-aanvragen', {}).url}?${query}`, { headers: { cookie: dogOwner.cookie } })
			return (await run(severalLoader, request)).data as Awaited<ReturnType<typeof severalLoader>>
		}
		const chosen = await page([open!.id, closed!.id, 'x', unowned!.id, waiting!.id])
		expect(chosen.problem).toBeNull()
		expect(chosen.salons.map((row) => [row.name, row.takesRequests])).toEqual([
			[open!.name, true],
			[closed!.name, false],
			[unowned!.name, false],
			[waiting!.name, true],
		])
		expect((await page([])).problem).toContain('Kies eerst')
		const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => salon(owner)))
		expect((await page(six.map((row) => row!.id))).problem).toContain('Kies hoogstens 5 trimsalons.')
		const anonymous = await run(severalLoader, new Request(`${formRequest('/plek-aanvragen', {}).url}?salon=${open!.id}`))
		expect(anonymous.location).toBe(`/auth?tab=login&redirectTo=${encodeURIComponent(`/plek-aanvragen?salon=${open!.id}`)}`)
	})
})

describe('a salon without owner', () => {
	it('counts the dog owners who wanted to ask it (each once) and tells the owner when the claim is approved', async () => {
		const target = await salon(null)
		const missed = (as: Account, salonId = target!.id) =>
			run(
				sendAction,
				formRequest('/trimsalon/x/plek-aanvragen', { intent: 'missed', salonId: String(salonId) }, as.cookie),
				`198.51.100.${++clientCounter % 250}`,
			)
		const [first, second] = [await account('gemist'), await account('gemist')]
		expect((await missed(first)).data).toEqual({ ok: true, salons: [], missed: true })
		await missed(first)
		await missed(second)
		const count = async () =>
			(await database.select().from(missedPlaceRequests).where(eq(missedPlaceRequests.salon_id, target!.id)))[0]?.count
		expect(await count()).toBe(2)
		expect((await missed(first, (await salon(await account('eigenaar')))!.id)).status).toBe(409)

		const claimant = await account('claimer')
		const [claim] = await database.insert(listingClaims).values({ salon_id: target!.id, user_id: claimant.id }).returning()
		await approveClaim(actorWith(await admin()), { claimId: claim!.id })
		const approved = (await mailsTo(claimant.email)).find((mail) => mail.subject.includes('is goedgekeurd'))
		expect(approved!.text).toContain('2 hondeneigenaren wilden al een plek bij je aanvragen.')
		expect(await count()).toBeUndefined()
	})
})

describe('limits', () => {
	it('allows 3 open requests per account; a fourth waits until one closes', async () => {
		const owner = await account('eigenaar')
		const dogOwner = await account('hond')
		for (let i = 0; i < 3; i++) expect((await send(dogOwner, [(await salon(owner))!.id])).status).toBe(200)
		const fourth = await send(dogOwner, [(await salon(owner))!.id])
		expect(fourth.status).toBe(429)
		expect(JSON.stringify(fourth.data)).toContain('Je hebt al 3 open aanvragen')
		const [first] = await requestsOf(dogOwner.id)
		const withdrawn = await run(
			myRequestsAction,
			formRequest('/account/aanvragen', { intent: 'withdraw', requestId: String(first!.id) }, dogOwner.cookie),
		)
		expect(await toastOf(withdrawn.headers)).toMatchObject({ title: 'Aanvraag ingetrokken' })
		expect((await send(dogOwner, [(await salon(owner))!.id])).status).toBe(200)
	})

	it('allows 10 salons per account in 24 hours, counted across requests', async () => {
		const owner = await account('eigenaar')
		const dogOwner = await account('hond')
		const salonIds = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await salon(owner))!.id))
		const earlier = await sendPlaceRequest(actorWith(dogOwner), input(await salonIds(5)), new Date(Date.now() - 2 * DAY))
		await database.update(placeRequests).set({ status: 'withdrawn' }).where(eq(placeRequests.id, earlier.id))
		expect((await send(dogOwner, await salonIds(5))).status).toBe(200)
		expect((await send(dogOwner, await salonIds(4))).status).toBe(200)
		const eleventh = await send(dogOwner, await salonIds(2))
		expect(eleventh.status).toBe(429)
		expect(JSON.stringify(eleventh.data)).toContain('hoogstens 10 trimsalons')
		expect((await send(dogOwner, await salonIds(1))).status).toBe(200)
	})

	it('counts sends that arrive at once against each other: never more than 3 open', async () => {
		const owner = await account('eigenaar')
		const dogOwner = await account('hond')
		const targets = await Promise.all([1, 2, 3, 4, 5].map(() => salon(owner)))
		const answers = await Promise.all(targets.map((target) => send(dogOwner, [target!.id])))
		expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
		expect(answers.filter((answer) => answer.status === 429)).toHaveLength(2)
		expect(await requestsOf(dogOwner.id)).toHaveLength(3)
	})

	it('limits requests per client', async () => {
		const owner = await account('eigenaar')
		const target = await salon(owner)
		const client = '198.51.100.251'
		const post = (as: Account) => {
			const request = formRequest('/trimsalon/x/plek-aanvragen', {}, as.cookie)
			return run(
				sendAction,
				new Request(request.url, { method: 'POST', headers: request.headers, body: fieldsFor([target!.id], { weight: '0' }) }),
				client,
			)
		}
		const dogOwner = await account('hond')
		for (let i = 0; i < 20; i++) expect((await post(dogOwner)).status).toBe(400)
		expect((await post(dogOwner)).status).toBe(429)
	})

	it('counts every send and every missed request of one client in the verbs, valid or not: a job or a test meets the limit too', async () => {
		const owner = await account('eigenaar')
		const [target, unowned] = [await salon(owner), await salon(null)]
		const dogOwner = await account('hond')
		const actor = actorWith(dogOwner, '198.51.100.252')
		for (let i = 1; i < RATE_LIMITS.placeRequest.max; i++)
			await expect(sendPlaceRequest(actor, { ...input([target!.id]), weight: '0' })).rejects.toMatchObject({ code: 'invalid' })
		await recordMissedRequest(actor, { salonId: String(unowned!.id) })
		await expect(sendPlaceRequest(actor, input([target!.id]))).rejects.toMatchObject({ code: 'tooManyRequests' })
		await expect(recordMissedRequest(actor, { salonId: String(unowned!.id) })).rejects.toMatchObject({ code: 'tooManyRequests' })
		expect(await requestsOf(dogOwner.id)).toEqual([])
	})
})

describe('answering and accepting', () => {
	it('shows the salon the dog, the wish and the place only; contact details reach both sides only after acceptance', async () => {
		const owner = await account('eigenaar', 'Eva')
		const target = await salon(owner)
		const dogOwner = await account('hond', 'Fleur')
		await send(dogOwner, [target!.id])
		const [entry] = await ownerInbox(actorWith(owner))
		expect(entry).toMatchObject({ dogName: 'Bobbie', contact: null, acceptedHere: false })
		expect(entry!.lines).toContain('Woonplaats: Utrecht')
		expect(JSON.stringify(entry)).not.toContain(dogOwner.email)
		expect(JSON.stringify(entry)).not.toContain('Fleur')
		expect((await myPlaceRequests(actorWith(dogOwner)))[0]!.contact).toBeNull()

		const answered = await answer(owner, entry!.answerId, 'plek', { proposal: 'dinsdag 10:00' })
		expect(await toastOf(answered.headers)).toMatchObject({ title: 'Antwoord verstuurd' })
		const [mail] = await mailsTo(dogOwner.email)
		expect(mail!.subject).toBe(`${target!.name} heeft gereageerd op je aanvraag voor Bobbie`)
		expect(mail!.text).toContain('Ik heb plek: dinsdag 10:00')
		expect(mail!.text).not.toContain(owner.email)
		expect((await ownerInbox(actorWith(owner)))[0]!.contact).toBeNull()

		const accepted = await accept(dogOwner, entry!.answerId)
		expect(await toastOf(accepted.headers)).toMatchObject({ title: 'Aanbod geaccepteerd' })
		expect((await ownerInbox(actorWith(owner)))[0]!.contact).toMatchObject({ email: dogOwner.email, name: 'Fleur Test' })
		expect((await myPlaceRequests(actorWith(dogOwner)))[0]!.contact).toMatchObject({ email: owner.email, phone: '020-1234567' })
		// The accepted offer opens the salon's online booking to this dog owner, once the salon takes bookings.
		const acceptedCopy = async () => (await myPlaceRequests(actorWith(dogOwner)))[0]!.salons.find((copy) => copy.accepted)!
		expect((await acceptedCopy()).bookingPath).toBeNull()
		await database.update(salons).set({ online_booking: true }).where(eq(salons.id, target!.id))
		expect((await acceptedCopy()).bookingPath).toMatch(/^\/trimsalon\/.+\/afspraak-maken$/)
		expect((await mailsTo(owner.email)).at(-1)!.text).toContain(dogOwner.email)
		expect((await mailsTo(dogOwner.email)).at(-1)!.text).toContain(owner.email)
		const [audit] = await database
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.entity, 'place-request'), eq(auditLog.actor_id, dogOwner.id)))
		expect(audit).toMatchObject({ action: 'accept', changes: { status: ['open', 'accepted'] } })
	})

	it('tells the other salons the request is filled, once it is accepted', async () => {
		const [first, second] = [await account('eigenaar'), await account('eigenaar')]
		const [a, b, c] = [await salon(first), await salon(second), await salon(second)]
		const dogOwner = await account('hond')
		await send(dogOwner, [a!.id, b!.id, c!.id])
		const copies = await copiesOf((await requestsOf(dogOwner.id))[0]!.id)
		await answer(first, copies[0]!.id, 'plek', { callMe: 'on' })
		await answer(second, copies[1]!.id, 'wachtlijst', { waitingWeeks: '6' })
		await accept(dogOwner, copies[0]!.id)
		const filled = (email: string) =>
			mailsTo(email).then((mails) => mails.filter((mail) => mail.subject === 'De aanvraag voor Bobbie is vervuld'))
		expect(await filled(second.email)).toHaveLength(2)
		expect(await filled(first.email)).toHaveLength(0)
		// Closed: no more answers, and the waiting list's inbox says where it went.
		const late = await answer(second, copies[2]!.id, 'plek')
		expect(await toastOf(late.headers)).toMatchObject({ description: expect.stringContaining('gesloten') })
		expect((await ownerInbox(actorWith(second))).every((entry) => entry.filledElsewhere && entry.contact === null)).toBe(true)
	})

	it('refuses a second answer, accepting twice, accepting what is no offer, and anyone else’s answer or acceptance', async () => {
		const owner = await account('eigenaar')
		const [a, b] = [await salon(owner), await salon(owner)]
		const dogOwner = await account('hond')
		const stranger = await account('vreemde')
		await send(dogOwner, [a!.id, b!.id])
		const [offer, noRoom] = await copiesOf((await requestsOf(dogOwner.id))[0]!.id)
		expect((await answer(stranger, offer!.id, 'plek')).status).toBe(403)
		expect((await answer(dogOwner, offer!.id, 'plek')).status).toBe(403)
		await answer(owner, offer!.id, 'plek')
		await answer(owner, noRoom!.id, 'geen-plek')
		const second = await answer(owner, offer!.id, 'geen-plek')
		expect(await toastOf(second.headers)).toMatchObject({ description: expect.stringContaining('al beantwoord') })
		expect((await copiesOf(offer!.request_id))[0]!.answer).toBe('plek')
		expect((await accept(stranger, offer!.id)).status).toBe(403)
		expect((await accept(owner, offer!.id)).status).toBe(403)
		expect(await toastOf((await accept(dogOwner, noRoom!.id)).headers)).toMatchObject({
			description: 'Deze trimsalon heeft geen plek aangeboden.',
		})
		await accept(dogOwner, offer!.id)
		expect(await toastOf((await accept(dogOwner, offer!.id)).headers)).toMatchObject({
			description: expect.stringContaining('al een aanbod'),
		})
		expect((await accept(dogOwner, 2_000_000_000)).status).toBe(404)
		expect(await database.select().from(auditLog).where(eq(auditLog.actor_id, dogOwner.id))).toHaveLength(1)
	})

	it('takes one of two answers given at once (two tabs, two instances) and mails the dog owner once', async () => {
		const owner = await account('eigenaar')
		const target = await salon(owner)
		const dogOwner = await account('hond')
		await send(dogOwner, [target!.id])
		const [copy] = await copiesOf((await requestsOf(dogOwner.id))[0]!.id)
		const results = await Promise.allSettled([
			answerPlaceRequest(actorWith(owner), { answerId: copy!.id, answer: 'plek', proposal: null, callMe: true, waitingWeeks: null }),
			answerPlaceRequest(actorWith(owner), { answerId: copy!.id, answer: 'geen-plek', proposal: null, callMe: false, waitingWeeks: null }),
		])
		expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
		const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
		expect(refused.reason).toMatchObject({ code: 'conflict' })
		expect(await mailsTo(dogOwner.email)).toHaveLength(1)
	})
})

describe('a salon that passes to another owner', () => {
	type Pass = (salonId: number, next: Account) => Promise<unknown>
	const reassign: Pass = async (salonId, next) => assignOwner(actorWith(await admin()), { salonId, ownerEmail: next.email })
	/** The admin takes the salon from its owner, and approves the next one's claim. */
	const claimAnew: Pass = async (salonId, next) => {
		await assignOwner(actorWith(await admin()), { salonId, ownerEmail: null })
		const [claim] = await database.insert(listingClaims).values({ salon_id: salonId, user_id: next.id }).returning()
		await approveClaim(actorWith(await admin()), { claimId: claim!.id })
	}
	const phoneOf = async (user: Account) =>
		(await database.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, user.id)))[0]!.phone

	/** Owner A offers a place, then the salon passes to B; the dog owner accepts before the change or not at all. */
	async function offerThenPass(pass: Pass, acceptFirst: boolean) {
		const [first, next] = [await account('eigenaar', 'Anna'), await account('opvolger', 'Bram')]
		const target = (await salon(first))!
		const dogOwner = await account('hond', 'Fleur')
		await send(dogOwner, [target.id])
		const [copy] = await copiesOf((await requestsOf(dogOwner.id))[0]!.id)
		await answer(first, copy!.id, 'plek')
		if (acceptFirst) await accept(dogOwner, copy!.id)
		await pass(target.id, next)
		return { first, next, target, dogOwner, copy: copy! }
	}

	it.each([
		['reassigned by an admin', reassign],
		['claimed anew', claimAnew],
	])('%s: an accepted offer binds the first owner and the dog owner; the new owner sees only requests sent to them', async (_, pass) => {
		const { first, next, target, dogOwner } = await offerThenPass(pass, true)
		expect(await ownerInbox(actorWith(next))).toEqual([])
		expect(await ownerRequestTotals(actorWith(next))).toEqual({ received: 0, answered: 0 })
		const [mine] = await myPlaceRequests(actorWith(dogOwner))
		expect(mine!.contact).toEqual({ name: target.name, email: first.email, phone: await phoneOf(first) })
		expect(JSON.stringify(mine)).not.toContain(next.email)
		const [kept] = await ownerInbox(actorWith(first))
		expect(kept).toMatchObject({ acceptedHere: true, current: false, contact: { email: dogOwner.email, name: 'Fleur Test' } })

		const later = await account('hond', 'Lotte')
		await send(later, [target.id])
		const inbox = await ownerInbox(actorWith(next))
		expect(inbox.map((entry) => [entry.requestId, entry.current])).toEqual([[(await requestsOf(later.id))[0]!.id, true]])
		expect((await ownerInbox(actorWith(first))).map((entry) => entry.requestId)).toEqual([kept!.requestId])
	})

	it('ends an offer not yet accepted: the new owner cannot answer or note it, the first owner neither, and the dog owner cannot accept it', async () => {
		const { first, next, dogOwner, copy } = await offerThenPass(reassign, false)
		const refused = await accept(dogOwner, copy.id)
		expect(await toastOf(refused.headers)).toMatchObject({ description: ACCEPT_MESSAGES.ownerChanged })
		expect((await myPlaceRequests(actorWith(dogOwner)))[0]!.salons[0]).toMatchObject({ canAccept: false, ownerChanged: true })
		const [request] = await requestsOf(dogOwner.id)
		expect(request!.status).toBe('open')
		expect((await answer(next, copy.id, 'geen-plek')).status).toBe(403)
		const note = (as: Account) =>
			run(dashboardAction, formRequest('/dashboard/aanvragen', { intent: 'note', answerId: String(copy.id), note: 'Hallo' }, as.cookie))
		expect((await note(next)).status).toBe(403)
		expect((await note(first)).status).toBe(403)
		// Withdrawn: neither owner hears of it, as neither can answer it any more.
		await run(myRequestsAction, formRequest('/account/aanvragen', { intent: 'withdraw', requestId: String(request!.id) }, dogOwner.cookie))
		expect(await mailsTo(next.email)).toEqual([])
		expect((await mailsTo(first.email)).map((mail) => mail.subject)).not.toContain('De aanvraag voor Bobbie is ingetrokken')
	})
})

describe('the salon page', () => {
	/** What the salon page's loader says about requests to the salon. */
	async function salonPage(salonId: number) {
		const [row] = await database.select({ slug: salons.slug }).from(salons).where(eq(salons.id, salonId))
		const page = await run(salonLoader, formRequest('/', {}), undefined, { slugOrId: row!.slug! })
		return page.data as { responseTime: string | null; takesRequests: boolean }
	}
	const responseTimeOn = async (salonId: number) => (await salonPage(salonId)).responseTime

	/** A request from a new dog owner, sent `hoursAgo`, answered `answeredAfter` hours later (or not at all). */
	async function ask(salonId: number, hoursAgo: number, answeredAfter: number | null) {
		const dogOwner = await account('hond')
		const sent = await sendPlaceRequest(actorWith(dogOwner), input([salonId]), new Date(Date.now() - hoursAgo * 3_600_000))
		if (answeredAfter !== null)
			await database
				.update(placeRequestSalons)
				.set({ answer: 'geen-plek', answered_at: new Date(Date.now() - (hoursAgo - answeredAfter) * 3_600_000) })
				.where(eq(placeRequestSalons.request_id, sent.id))
		return sent
	}

	it('says how fast the salon answers once three requests of the last 90 days say so; older ones do not count', async () => {
		const owner = await account('eigenaar')
		const target = await salon(owner)
		await ask(target!.id, 50, 2)
		await ask(target!.id, 40, 1)
		await ask(target!.id, 30, null)
		expect(await salonPage(target!.id)).toMatchObject({ takesRequests: true, responseTime: null })
		await ask(target!.id, 20, 3)
		expect(await responseTimeOn(target!.id)).toBe('Reageert meestal binnen een paar uur')
		await ask(target!.id, 100 * 24, 1)
		await ask(target!.id, 100 * 24, 1)
		expect(await responseTimeOn(target!.id)).toBe('Reageert meestal binnen een paar uur')
	})

	it('leaves out the requests the owner reported as abuse that closed unanswered', async () => {
		const owner = await account('eigenaar')
		const target = await salon(owner)
		for (const hoursAgo of [50, 40, 30]) await ask(target!.id, hoursAgo, 1)
		expect(await responseTimeOn(target!.id)).toBe('Reageert meestal binnen een paar uur')
		for (let i = 0; i < 4; i++) {
			const [copy] = await copiesOf((await ask(target!.id, 15 * 24, null)).id)
			await report(owner, copy!.id)
		}
		await expirePlaceRequests()
		expect(await responseTimeOn(target!.id)).toBe('Reageert meestal binnen een paar uur')
		// Unreported, the same requests would have made the salon look slow.
		await database.update(placeRequestSalons).set({ reported_at: null }).where(eq(placeRequestSalons.salon_id, target!.id))
		expect(await responseTimeOn(target!.id)).toBe('Reageert meestal na meer dan een week')
	})

	it('counts only the requests sent to the salon’s current owner', async () => {
		const [first, next] = [await account('eigenaar'), await account('opvolger')]
		const target = await salon(first)
		for (const hoursAgo of [50, 40, 30]) await ask(target!.id, hoursAgo, 1)
		expect(await responseTimeOn(target!.id)).toBe('Reageert meestal binnen een paar uur')
		await assignOwner(actorWith(await admin()), { salonId: target!.id, ownerEmail: next.email })
		expect(await responseTimeOn(target!.id)).toBeNull()
	})
})

describe('figures', () => {
	it('count an owner’s requests received and answered, and the site’s sent, answered, accepted, median first answer and reports for the admin only', async () => {
		const owner = await account('eigenaar')
		const [a, b] = [await salon(owner), await salon(owner)]
		const dogOwner = await account('hond')
		await send(dogOwner, [a!.id, b!.id])
		const [offer, other] = await copiesOf((await requestsOf(dogOwner.id))[0]!.id)
		await database
			.update(placeRequestSalons)
			.set({ createdAt: new Date(Date.now() - 4 * 3_600_000) })
			.where(eq(placeRequestSalons.id, offer!.id))
		await database
			.update(placeRequests)
			.set({ createdAt: new Date(Date.now() - 4 * 3_600_000) })
			.where(eq(placeRequests.id, offer!.request_id))
		const before = await siteRequestTotals(actorWith(await admin()))
		await answer(owner, offer!.id, 'plek')
		await report(owner, other!.id)
		await accept(dogOwner, offer!.id)
		expect(await ownerRequestTotals(actorWith(owner))).toEqual({ received: 2, answered: 1 })
		const after = await siteRequestTotals(actorWith(await admin()))
		expect(after.sent).toBe(before.sent)
		expect(after.answered).toBe(before.answered + 1)
		expect(after.accepted).toBe(before.accepted + 1)
		expect(after.medianHours).toBeGreaterThan(0)
		expect(after.reports[0]).toMatchObject({ id: other!.id, dog: 'Bobbie', salon: b!.name })
		await expect(siteRequestTotals(actorWith(owner))).rejects.toMatchObject({ code: 'forbidden' })
	})
})

describe('closing and forgetting', () => {
	it('closes an open request after 14 days and mails the dog owner; then nobody can answer or accept', async () => {
		const owner = await account('eigenaar')
		const target = await salon(owner)
		const dogOwner = await account('hond')
		const old = await sendPlaceRequest(actorWith(dogOwner), input([target!.id]), new Date(Date.now() - 15 * DAY))
		const fresh = await sendPlaceRequest(actorWith(dogOwner), input([(await salon(owner))!.id]))
		expect(await expirePlaceRequests()).toBeGreaterThanOrEqual(1)
		const status = async (id: number) => (await database.select().from(placeRequests).where(eq(placeRequests.id, id)))[0]!.status
		expect(await status(old.id)).toBe('expired')
		expect(await status(fresh.id)).toBe('open')
		expect((await mailsTo(dogOwner.email)).map((mail) => mail.subject)).toContain('Je aanvraag voor Bobbie is gesloten')
		expect(await expirePlaceRequests()).toBe(0)
		const [copy] = await copiesOf(old.id)
		const late = await answer(owner, copy!.id, 'plek')
		expect(await toastOf(late.headers)).toMatchObject({ description: expect.stringContaining('gesloten') })
	})

	it('deletes requests 12 months after closing, and with the account', async () => {
		const owner = await account('eigenaar')
		const dogOwner = await account('hond')
		const closed = await sendPlaceRequest(actorWith(dogOwner), input([(await salon(owner))!.id]))
		await database
			.update(placeRequests)
			.set({ status: 'withdrawn', closed_at: new Date(Date.now() - 13 * 30 * DAY) })
			.where(eq(placeRequests.id, closed.id))
		const recent = await sendPlaceRequest(actorWith(dogOwner), input([(await salon(owner))!.id]))
		await purgeExpiredRecords()
		expect((await requestsOf(dogOwner.id)).map((row) => row.id)).toEqual([recent.id])
		expect(await copiesOf(closed.id)).toHaveLength(0)

		await deleteAccount(actorWith(dogOwner), { password: PASSWORD })
		expect(await requestsOf(dogOwner.id)).toHaveLength(0)
		const [left] = await database
			.execute<{ count: number }>(sql`select count(*)::int as count from place_request_salons where request_id = ${recent.id}`)
			.then((result) => result.rows)
		expect(left!.count).toBe(0)
	})
})
