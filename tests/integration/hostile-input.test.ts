/**
 * Property-based checks with generated hostile input (fast-check, 1,000 cases per form and
 * endpoint): never a 5xx, never a record stored for refused input, and every message in Dutch.
 */
import { and, count, eq, isNull, like, ne, notInArray } from 'drizzle-orm'
import fc from 'fast-check'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { action as claimsApi } from '~/routes/api.claims'
import { loader as markers } from '~/routes/api.map.markers'
import { loader as suggest } from '~/routes/api.suggest'
import { action as authAction } from '~/routes/auth'
import { action as contact } from '~/routes/contact'
import { action as alertSubscribe } from '~/routes/meldingen.aanmelden'
import { action as alertUnsubscribeAction, loader as alertUnsubscribe } from '~/routes/meldingen.afmelden'
import { loader as alertConfirm } from '~/routes/meldingen.bevestigen'
import { loader as alertRenew } from '~/routes/meldingen.verlengen'
import { action as dashboard } from '~/routes/dashboard/salons'
import { action as dashboardFeatured } from '~/routes/dashboard/featured'
import { action as dashboardRequests } from '~/routes/dashboard/requests'
import { action as placeRequestSend } from '~/routes/salon.place-request'
import { action as myRequests } from '~/routes/account.requests'
import { action as myAppointments } from '~/routes/account.appointments'
import { action as cancelLinkAction, loader as cancelLink } from '~/routes/appointment.cancel'
import { action as booking } from '~/routes/salon.booking'
import { action as agenda } from '~/routes/dashboard/agenda'
import { action as myDogs } from '~/routes/account.dogs'
import {
	appointments,
	bookingDateOverrides,
	bookingSettings,
	bookingWeeklyBreaks,
	rhythmMailOptOuts,
	treatments,
	waitingListEntries,
} from '~/server/bookings/tables.server'
import { action as myWaitingLists } from '~/routes/account.waiting-lists'
import { action as offerAction, loader as offerPage } from '~/routes/waiting-offer'
import { dogs } from '~/server/dogs/tables.server'
import { rateLimits } from '~/server/platform/db/tables.server'
import * as agendaSchemas from '~/lib/bookings/agenda-schema'
import { amsterdamDate } from '~/lib/bookings/free-times'
import { dogSchema } from '~/lib/dogs/schema'
import { action as adminFeatured } from '~/routes/admin/featured'
import { loader as directory } from '~/routes/directory'
import { loader as statsPixel } from '~/routes/api.stats'
import { loader as rhythmUnsubscribe } from '~/routes/rhythm-unsubscribe'
import { loader as unsubscribe } from '~/routes/statistics-unsubscribe'
import { checkoutSchema, placementActionSchema } from '~/lib/featured/schema'
import { openingHoursEditorSchema } from '~/lib/salons/opening-hours-schema'
import { ownerAvailabilitySchema, ownerSalonSchema } from '~/lib/salons/salon-owner-schema'
import { config } from '~/server/platform/config.server'
import { users } from '~/server/accounts/tables.server'
import { alertSubscriptions } from '~/server/alerts/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { contactMessages } from '~/server/contact/tables.server'
import { placements } from '~/server/featured/tables.server'
import { placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { salons } from '~/server/salons/tables.server'
import { statisticsSummaryOptOuts } from '~/server/statistics/tables.server'
import { countBeacon } from '~/server/statistics/beacon.server'
import { bodyBeacon } from '~/serving/stats-beacon.server'
import { beaconSender } from '~/serving/request-rules.server'
import { AppError } from '~/server/platform/errors.server'
import { statusOf } from '~/edge/errors.server'
import { statisticsBuffer } from '~/server/statistics/statistics.server'
import { receiveProviderWebhook } from '~/edge/provider-webhook.server'
import { STAND_IN_WEBHOOK_SECRET } from '~/server/platform/payments/stand-in.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { run } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { pastVisit } from './booking-fixtures'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 100 })

const RUNS = { numRuns: 1000 }
let clients = 0
/** Every case is its own client, so rate limits never hide what the handler itself would answer. */
const nextClient = () => `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`

/** Field values as an attacker sends them: anything, near-valid, huge, control characters, repeated. */
const value = fc.oneof(
	fc.string(),
	fc.string({ unit: 'binary', maxLength: 300 }),
	fc.constantFrom(
		'',
		' ',
		'\u0000',
		'a@b',
		'anna@example.com',
		'<script>x</script>',
		"' or 1=1 --",
		'1e309',
		'-1',
		'99999999999999999999',
		'x'.repeat(6000),
	),
	fc.emailAddress(),
)
const fields = (names: string[], values: fc.Arbitrary<string> = value) =>
	fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), values, { maxKeys: names.length + 2 })

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0')
/** A time zone as ISO 8601 writes it, the real ones (-12:00 to +14:00) and past them. */
const offset = fc.oneof(
	fc.constant('Z'),
	fc
		.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 99 }))
		.map(([sign, h, m]) => `${sign}${pad(h, 2)}:${pad(m, 2)}`),
)
/** A calendar date with any year from 0 to 9999, months and days a little past their range. */
const isoDate = fc
	.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
	.map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)
/** Dates, times and numbers as an attacker sends them: any year (and JavaScript's extremes), any time zone, huge, negative, not a number. */
const temporal = fc.oneof(
	// The first and the last year ISO 8601 writes with four digits, where a time zone or a length tips it past them.
	fc
		.tuple(
			fc.constantFrom('0000', '0001', '9999'),
			fc.constantFrom('01-01', '06-15', '12-31'),
			fc.constantFrom('00:00', '12:00', '23:59'),
			offset,
		)
		.map(([year, day, time, zone]) => `${year}-${day}T${time}:00${zone}`),
	fc.constantFrom(
		'9999-12-31T23:59:00Z',
		'0000-01-01T00:00:00Z',
		'+275760-09-13T00:00:00.000Z',
		'-271821-04-20T00:00:00.000Z',
		'1970-01-01T00:00:00Z',
		'9999-12-31',
		'0000-01-01',
		'2026-02-29',
		'2028-02-29',
		'2026-03-29',
		'02:30',
		'24:00',
		'23:59',
		'99:99',
		'-01:00',
		'NaN',
		'Infinity',
		'-Infinity',
		'-0',
		'1e308',
		'-1e308',
		'0x7fffffff',
		'9007199254740993',
		'-2147483649',
	),
	fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((date) => date.toISOString()),
	isoDate,
	fc
		.tuple(isoDate, fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }), offset)
		.map(([date, h, m, zone]) => `${date}T${pad(h, 2)}:${pad(m, 2)}:00${zone}`),
	fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`),
	fc.double().map(String),
	fc.bigInt().map(String),
	fc.integer().map(String),
)
const hostile = fc.oneof(value, temporal)
/**
 * A valid form with a few of its fields replaced by hostile values, which reach the verb past the
 * checks of the fields left valid; or hostile fields alone.
 */
const around = (valid: Record<string, string>) =>
	fc.oneof(
		fields(Object.keys(valid), hostile),
		fc.dictionary(fc.constantFrom(...Object.keys(valid)), hostile, { minKeys: 1, maxKeys: 3 }).map((over) => ({ ...valid, ...over })),
	)
const DAY_MS = 24 * 60 * 60 * 1000

const ENGLISH = /\b(expected|received|invalid input|required|undefined|null|error|failed)\b/i

function post(path: string, values: Record<string, string>, cookie?: string) {
	const body = new URLSearchParams()
	for (const [key, entry] of Object.entries(values)) body.append(key, entry)
	const headers = new Headers({ origin: config().SITE_URL, 'content-type': 'application/x-www-form-urlencoded' })
	if (cookie) headers.set('cookie', cookie)
	return new Request(`${config().SITE_URL}${path}`, { method: 'POST', headers, body })
}
const get = (path: string, params: Record<string, string>) => new Request(`${config().SITE_URL}${path}?${new URLSearchParams(params)}`)

/** Every message string in an answer, wherever it sits: a failure's message and its message per field, never the values echoed back. */
function messagesIn(data: unknown): string[] {
	if (typeof data !== 'object' || data === null) return []
	return Object.entries(data).flatMap(([key, entry]) => {
		if (key === 'values') return []
		if (key === 'fields' && typeof entry === 'object' && entry !== null) return Object.values(entry as Record<string, string>)
		return typeof entry === 'string' && /message|error/i.test(key) ? [entry] : typeof entry === 'object' ? messagesIn(entry) : []
	})
}

const rows = async (
	table: typeof users | typeof contactMessages | typeof listingClaims | typeof statisticsSummaryOptOuts | typeof rhythmMailOptOuts,
) => (await database.select({ n: count() }).from(table))[0]!.n

/** The columns the dashboard's forms may change, and updatedAt, which every change moves. */
const OWNER_COLUMNS = [
	'name',
	'description_nl',
	'phone_number',
	'website',
	'services_nl',
	'opening_hours',
	'accepts_new_clients',
	'waiting_weeks',
	'availability_updated_at',
	'updatedAt',
] as const

describe('generated hostile input', () => {
	it('sign-up, login, reset and the other /auth forms', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom('login', 'signup', 'forgot', 'resend', 'reset', 'other'),
				fields(['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'token', 'redirectTo']),
				async (intent, values) => {
					const before = await rows(users)
					const answer = await run(authAction, post('/auth', { ...values, intent }), nextClient())
					expect(answer.status).toBeLessThan(500)
					if (answer.status >= 400) expect(await rows(users)).toBe(before)
					for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
				},
			),
			RUNS,
		)
	}, 120_000)

	it('the contact form', async () => {
		await fc.assert(
			fc.asyncProperty(fields(['name', 'email', 'subject', 'message', 'website']), async (values) => {
				const before = await rows(contactMessages)
				const answer = await run(contact, post('/contact', values), nextClient())
				expect(answer.status).toBeLessThan(500)
				expect(await rows(contactMessages)).toBe(answer.status === 200 && !values.website?.trim() ? before + 1 : before)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
			}),
			RUNS,
		)
	}, 120_000)

	it('the alert form and the links in alert mails', async () => {
		const subscriptions = async () => (await database.select({ n: count() }).from(alertSubscriptions))[0]!.n
		await fc.assert(
			fc.asyncProperty(fields(['email', 'place', 'radius', 'salonId']), async (values) => {
				const before = await subscriptions()
				const answer = await run(alertSubscribe, post('/meldingen/aanmelden', values), nextClient())
				expect(answer.status).toBeLessThan(500)
				if (answer.status >= 400) expect(await subscriptions()).toBe(before)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
			}),
			RUNS,
		)
		await fc.assert(
			fc.asyncProperty(value, async (token) => {
				for (const handler of [alertConfirm, alertUnsubscribe, alertRenew])
					expect((await run(handler, get('/meldingen', {}), nextClient(), { token })).status).toBeLessThan(500)
				expect((await run(alertUnsubscribeAction, post('/meldingen/afmelden', {}), nextClient(), { token })).status).toBeLessThan(500)
			}),
			{ numRuns: 200 },
		)
	}, 120_000)

	it('the claim endpoint', async () => {
		const cookie = (await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)).headers.get('cookie')!
		const [unowned] = await database.select({ id: salons.id }).from(salons).where(isNull(salons.owner_id)).limit(1)
		await fc.assert(
			fc.asyncProperty(fields(['salonId', 'message']), fc.boolean(), async (values, aimAtRealSalon) => {
				if (aimAtRealSalon) values.salonId = String(unowned!.id)
				await database.delete(listingClaims).where(eq(listingClaims.salon_id, unowned!.id))
				const answer = await run(claimsApi, post('/api/claims', values, cookie), nextClient())
				expect(answer.status).toBeLessThan(500)
				if (answer.status !== 200) expect(await rows(listingClaims)).toBe(0)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
			}),
			RUNS,
		)
	}, 120_000)

	it("the owner's edit dialog and opening-hours editor", async () => {
		const cookie = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		const [owner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const [salon] = await database.select().from(salons).where(eq(salons.owner_id, owner!.id)).limit(1)
		const names = [
			'intent',
			'salonId',
			'name',
			'description_nl',
			'phone_number',
			'website',
			'services_nl',
			'open-0',
			'from-0-0',
			'to-0-0',
			'from-0-1',
			'to-0-1',
		]
		await fc.assert(
			fc.asyncProperty(fields(names), fc.constantFrom('update', 'hours', 'availability', undefined), async (values, intent) => {
				values.salonId = String(salon!.id)
				if (intent) values.intent = intent
				try {
					const answer = await run(dashboard, post('/dashboard?index', values, cookie), nextClient())
					expect(answer.status).toBeLessThan(500)
					const [after] = await database.select().from(salons).where(eq(salons.id, salon!.id))
					// Input its schema refuses changes nothing; accepted input leaves a whole record.
					const schema = { hours: openingHoursEditorSchema, availability: ownerAvailabilitySchema, update: ownerSalonSchema }[
						intent ?? 'update'
					]
					if (!intent || !schema.safeParse(values).success) expect(after).toEqual(salon)
					expect(after!.name.trim()).not.toBe('')
				} finally {
					// Back to the salon as it was, for the next case.
					const restore = Object.fromEntries(OWNER_COLUMNS.map((column) => [column, salon![column]]))
					await database.update(salons).set(restore).where(eq(salons.id, salon!.id))
				}
			}),
			RUNS,
		)
	}, 120_000)

	it("the owner's featured tab, the admin featured actions and the payment webhook", async () => {
		const owner = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		const admin = (await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).headers.get('cookie')!
		const placementRows = async () => database.select().from(placements).orderBy(placements.id)
		const before = await placementRows()
		await fc.assert(
			fc.asyncProperty(fields(['intent', 'salonId', 'plan']), async (values) => {
				const answer = await run(dashboardFeatured, post('/dashboard/uitgelicht', values, owner), nextClient())
				expect(answer.status).toBeLessThan(500)
				// Only a valid plan card starts a checkout (and its reservation).
				const started = values.intent === 'checkout' && checkoutSchema.safeParse(values).success
				if (!started) expect(await placementRows()).toEqual(before)
				await database.delete(placements).where(eq(placements.status, 'pending'))
			}),
			RUNS,
		)
		await fc.assert(
			fc.asyncProperty(fields(['intent', 'featuredId', 'position']), async (values) => {
				const answer = await run(adminFeatured, post('/admin/featured', values, admin), nextClient())
				expect(answer.status).toBeLessThan(500)
				if (!placementActionSchema.safeParse(values).success) expect(await placementRows()).toEqual(before)
			}),
			RUNS,
		)
		const signedOrNot = fc.oneof(fc.string(), fc.json(), fc.constant('{"id":"evt_1","type":"invoice.paid","data":{"object":null}}'))
		await fc.assert(
			fc.asyncProperty(signedOrNot, fc.boolean(), fc.option(fc.string()), async (body, sign, signature) => {
				const header = sign ? Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STAND_IN_WEBHOOK_SECRET }) : signature
				const answer = await receiveProviderWebhook({ rawBody: body, signature: header })
				expect(answer.status).toBeLessThan(500)
				if (!sign) expect(answer.status).toBe(400)
			}),
			RUNS,
		)
		expect(await placementRows()).toEqual(before)
	}, 240_000)

	it('suggestions, map markers and directory query strings', async () => {
		const params = (names: string[]) =>
			fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 })), value, { maxKeys: names.length + 2 })
		await fc.assert(
			fc.asyncProperty(params(['q']), async (query) => {
				const answer = await run(suggest, get('/api/suggest', query), nextClient())
				expect(answer.status).toBe(200)
			}),
			RUNS,
		)
		await fc.assert(
			fc.asyncProperty(params(['south', 'west', 'north', 'east', 'zoom', 'lat', 'lng', 'radius']), async (query) => {
				const answer = await run(markers, get('/api/map/markers', query), nextClient())
				expect([200, 400]).toContain(answer.status)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
			}),
			RUNS,
		)
		await fc.assert(
			fc.asyncProperty(params(['location', 'radius', 'page', 'q', 'city', 'sort', 'eerstVrij']), async (query) => {
				const answer = await run(directory, get('/directory', query), nextClient())
				expect(answer.status).toBeLessThan(500)
			}),
			RUNS,
		)
	}, 240_000)

	it('the statistics beacon (pixel and POST body), the summary unsubscribe link and the dashboard summary switch', async () => {
		const browser = {
			'sec-fetch-site': 'same-origin',
			'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
		}
		const params = (names: string[]) =>
			fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 })), value, { maxKeys: names.length + 2 })
		const refused = (error: unknown) => (error instanceof AppError ? statusOf(error) : 500)
		await fc.assert(
			fc.asyncProperty(params(['m', 's']), async (query) => {
				const request = new Request(get('/api/stats', query).url, { headers: browser })
				const answer = await run(statsPixel, request, nextClient())
				expect([200, 400, 413, 429]).toContain(answer.status)
			}),
			RUNS,
		)
		await fc.assert(
			fc.asyncProperty(
				fc.oneof(
					value,
					fc.json(),
					fc.jsonValue().map((v) => JSON.stringify({ m: 'views', s: v })),
				),
				async (body) => {
					// As the Express handler does: reading the body may refuse it before counting.
					const status = await Promise.resolve()
						.then(() =>
							countBeacon(actorWith(null, nextClient()), {
								sender: beaconSender(new Headers(browser), config().SITE_URL),
								input: bodyBeacon(body),
								source: 'beacon',
							}),
						)
						.then(
							() => 204,
							(error: unknown) => refused(error),
						)
					expect(status).toBeLessThan(500)
				},
			),
			RUNS,
		)
		expect(statisticsBuffer.pending).toBe(0)
		// The mails' unsubscribe links: anything but a link's own signed token is refused.
		for (const [path, loader] of [
			['/statistieken/afmelden', unsubscribe],
			['/trimbeurt-herinnering/afmelden', rhythmUnsubscribe],
		] as const)
			await fc.assert(
				fc.asyncProperty(params(['u', 't']), async (query) => {
					const answer = await run(loader, get(path, query), nextClient())
					expect(answer.status).toBe(400)
				}),
				RUNS,
			)
		expect(await rows(statisticsSummaryOptOuts)).toBe(0)
		expect(await rows(rhythmMailOptOuts)).toBe(0)
		// The dashboard's summary switch: only 'off' makes the owner's one row, anything else changes nothing.
		const owner = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		await fc.assert(
			fc.asyncProperty(fields(['summary']), async (values) => {
				const answer = await run(dashboard, post('/dashboard?index', { ...values, intent: 'summary' }, owner), nextClient())
				expect(answer.status).toBeLessThan(500)
				expect(await rows(statisticsSummaryOptOuts)).toBe(values.summary === 'off' ? 1 : 0)
				await database.delete(statisticsSummaryOptOuts)
			}),
			{ numRuns: 200 },
		)
	}, 240_000)

	it('the place request form, the answers in the dashboard and Mijn aanvragen', async () => {
		const dogOwner = (await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)).headers.get('cookie')!
		const ownerCookie = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		const [owner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
		const [salon] = await database.select({ id: salons.id }).from(salons).where(eq(salons.owner_id, owner!.id)).limit(1)
		await database.update(salons).set({ accepts_new_clients: 'ja', availability_updated_at: new Date() }).where(eq(salons.id, salon!.id))
		const requestCount = async () => (await database.select({ n: count() }).from(placeRequests))[0]!.n
		const names = ['salonIds', 'dogName', 'breed', 'weight', 'coat', 'age', 'needs', 'firstVisit', 'period', 'days', 'place', 'message']
		await fc.assert(
			fc.asyncProperty(fields(names), fc.boolean(), async (values, aimAtRealSalon) => {
				if (aimAtRealSalon) values.salonIds = String(salon!.id)
				await database.delete(placeRequests)
				const answer = await run(placeRequestSend, post('/trimsalon/x/plek-aanvragen', values, dogOwner), nextClient())
				expect(answer.status).toBeLessThan(500)
				if (answer.status !== 200) expect(await requestCount()).toBe(0)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
			}),
			RUNS,
		)
		// One open request to the owner's salon, answered and accepted at random by whatever arrives.
		await database.delete(placeRequests)
		const [request] = await database
			.insert(placeRequests)
			.values({ user_id: user!.id, dog_name: 'Fuzz', breed: 'Poedel', weight_kg: 8, expires_at: new Date(Date.now() + 86_400_000) })
			.returning()
		const [copy] = await database
			.insert(placeRequestSalons)
			.values({ request_id: request!.id, salon_id: salon!.id, owner_id: owner!.id })
			.returning()
		const answerNames = ['intent', 'answerId', 'answer', 'proposal', 'callMe', 'waitingWeeks', 'note', 'requestId']
		await fc.assert(
			fc.asyncProperty(fields(answerNames), fc.boolean(), async (values, aimAtRealCopy) => {
				if (aimAtRealCopy) values.answerId = String(copy!.id)
				const asOwner = await run(dashboardRequests, post('/dashboard/aanvragen', values, ownerCookie), nextClient())
				expect(asOwner.status).toBeLessThan(500)
				const asDogOwner = await run(myRequests, post('/account/aanvragen', values, dogOwner), nextClient())
				expect(asDogOwner.status).toBeLessThan(500)
			}),
			{ numRuns: 300 },
		)
	}, 180_000)

	it('Mijn afspraken and the cancel link of a booking mail', async () => {
		const ownerCookie = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
		// The demo dog owner's seeded appointments: another account aiming at them changes nothing.
		const theirs = await database
			.select({ id: appointments.id, status: appointments.status })
			.from(appointments)
			.where(eq(appointments.user_id, user!.id))
		expect(theirs.length).toBeGreaterThan(0)
		await fc.assert(
			fc.asyncProperty(
				fields(['intent', 'appointmentId']),
				fc.constantFrom(...theirs.map((row) => row.id)),
				fc.boolean(),
				async (values, id, aim) => {
					if (aim) Object.assign(values, { intent: 'cancel', appointmentId: String(id) })
					const answer = await run(myAppointments, post('/account/afspraken', values, ownerCookie), nextClient())
					expect(answer.status).toBeLessThan(500)
					for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
				},
			),
			{ numRuns: 300 },
		)
		const after = await database
			.select({ id: appointments.id, status: appointments.status })
			.from(appointments)
			.where(eq(appointments.user_id, user!.id))
		expect(after).toEqual(theirs)
		await fc.assert(
			fc.asyncProperty(value, async (token) => {
				expect((await run(cancelLink, get('/afspraak/annuleren', {}), nextClient(), { token })).status).toBeLessThan(500)
				const answer = await run(cancelLinkAction, post('/afspraak/annuleren', {}), nextClient(), { token })
				expect(answer.status).toBeLessThan(500)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
			}),
			{ numRuns: 200 },
		)
	}, 120_000)

	it('the booking form: the dog, the treatment and the time', async () => {
		const cookie = (await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)).headers.get('cookie')!
		const [owner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
		// An owner's salon that takes new clients and where the demo dog owner has no appointments (three coming ones are refused first).
		const theirs = database.select({ salon: appointments.salon_id }).from(appointments).where(eq(appointments.user_id, user!.id))
		const [salon] = await database
			.select({ id: salons.id })
			.from(salons)
			.where(and(eq(salons.owner_id, owner!.id), eq(salons.accepts_new_clients, 'ja'), notInArray(salons.id, theirs)))
			.limit(1)
		const [treatment] = await database.select({ id: treatments.id }).from(treatments).where(eq(treatments.salon_id, salon!.id)).limit(1)
		const salonAppointments = async () =>
			database.select({ id: appointments.id }).from(appointments).where(eq(appointments.salon_id, salon!.id)).orderBy(appointments.id)
		const before = await salonAppointments()
		const valid = {
			salonId: String(salon!.id),
			treatmentId: String(treatment!.id),
			dogName: 'Bobbie',
			breed: 'Labradoodle',
			weight: '8',
			coat: 'kort',
			dogNotes: '',
			startsAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
		}
		await fc.assert(
			fc.asyncProperty(around(valid), fc.constantFrom('book', 'quote'), async (values, intent) => {
				// Every case may try again: the account's day budget of attempts would otherwise answer all that follow.
				await database.delete(rateLimits).where(like(rateLimits.key, 'app:bookingPerAccount:%'))
				const answer = await run(booking, post('/trimsalon/x/afspraak-maken', { ...values, intent }, cookie), nextClient())
				expect(answer.status).toBeLessThan(500)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
				const booked = intent === 'book' && answer.status === 200
				if (!booked) expect(await salonAppointments()).toEqual(before)
				await database.delete(appointments).where(and(eq(appointments.salon_id, salon!.id), eq(appointments.user_id, user!.id)))
			}),
			{
				...RUNS,
				examples: [
					[{ ...valid, startsAt: '9999-12-31T23:59:00Z' }, 'book'],
					[{ ...valid, startsAt: '0000-01-01T00:00:00Z' }, 'book'],
				],
			},
		)
	}, 240_000)

	it('the series form (Herhalen): every how many weeks, how many, the times the list showed', async () => {
		const cookie = (await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)).headers.get('cookie')!
		const [owner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
		// An owner's salon where the demo dog owner has nothing coming; a kept visit there makes them a client it knows.
		const theirs = database.select({ salon: appointments.salon_id }).from(appointments).where(eq(appointments.user_id, user!.id))
		const [salon] = await database
			.select({ id: salons.id })
			.from(salons)
			.where(and(eq(salons.owner_id, owner!.id), eq(salons.accepts_new_clients, 'ja'), notInArray(salons.id, theirs)))
			.limit(1)
		const kept = await pastVisit(salon!.id, user!.id, new Date())
		const [treatment] = await database.select({ id: treatments.id }).from(treatments).where(eq(treatments.salon_id, salon!.id)).limit(1)
		const written = async () =>
			database
				.select({ id: appointments.id })
				.from(appointments)
				.where(and(eq(appointments.salon_id, salon!.id), ne(appointments.id, kept)))
		const before = await written()
		const startsAt = new Date(Date.now() + 3 * DAY_MS).toISOString()
		const valid = {
			salonId: String(salon!.id),
			treatmentId: String(treatment!.id),
			dogName: 'Saar',
			breed: 'Poedel',
			weight: '8',
			coat: 'krullend',
			startsAt,
			everyWeeks: '6',
			count: '3',
			seriesTimes: startsAt,
		}
		await fc.assert(
			fc.asyncProperty(around(valid), fc.constantFrom('series', 'bookSeries'), async (values, intent) => {
				await database.delete(rateLimits).where(like(rateLimits.key, 'app:bookingPerAccount:%'))
				const answer = await run(booking, post('/trimsalon/x/afspraak-maken', { ...values, intent }, cookie), nextClient())
				expect(answer.status).toBeLessThan(500)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
				if (!(intent === 'bookSeries' && answer.status === 200)) expect(await written()).toEqual(before)
				await database
					.delete(appointments)
					.where(and(eq(appointments.salon_id, salon!.id), eq(appointments.user_id, user!.id), ne(appointments.id, kept)))
			}),
			{ numRuns: 300 },
		)
		await database.delete(appointments).where(eq(appointments.id, kept))
	}, 240_000)

	it('the waiting list: joining on the booking page, Mijn wachtlijsten and the link of an offer', async () => {
		const cookie = (await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)).headers.get('cookie')!
		const ownerCookie = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		const [owner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
		const [salon] = await database
			.select({ id: salons.id })
			.from(salons)
			.where(and(eq(salons.owner_id, owner!.id), eq(salons.accepts_new_clients, 'ja')))
			.limit(1)
		const [treatment] = await database.select({ id: treatments.id }).from(treatments).where(eq(treatments.salon_id, salon!.id)).limit(1)
		const entriesOf = async () =>
			database.select().from(waitingListEntries).where(eq(waitingListEntries.user_id, user!.id)).orderBy(waitingListEntries.id)
		const before = await entriesOf()
		const valid = {
			salonId: String(salon!.id),
			treatmentId: String(treatment!.id),
			dogName: 'Vijandig',
			breed: 'Labradoodle',
			weight: '8',
			coat: 'kort',
			weekdays: '2',
			dayPart: 'morning',
			until: amsterdamDate(new Date(Date.now() + 30 * DAY_MS)),
		}
		await fc.assert(
			fc.asyncProperty(around(valid), async (values) => {
				const answer = await run(booking, post('/trimsalon/x/afspraak-maken', { ...values, intent: 'wait' }, cookie), nextClient())
				expect(answer.status).toBeLessThan(500)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
				if (answer.status !== 200) expect(await entriesOf()).toEqual(before)
				await database
					.delete(waitingListEntries)
					.where(and(eq(waitingListEntries.user_id, user!.id), eq(waitingListEntries.salon_id, salon!.id)))
			}),
			{ numRuns: 300 },
		)
		// Another account aiming at the demo user's entry leaves it where it is.
		const [entry] = await database
			.insert(waitingListEntries)
			.values({
				salon_id: salon!.id,
				user_id: user!.id,
				treatment_id: treatment!.id,
				dog_name: 'Blijft',
				breed: 'Poedel',
				weight_kg: 8,
				coat: 'kort',
				wait_until: valid.until,
			})
			.returning()
		await fc.assert(
			fc.asyncProperty(fields(['intent', 'entryId']), fc.boolean(), async (values, aim) => {
				if (aim) Object.assign(values, { intent: 'leave', entryId: String(entry!.id) })
				const answer = await run(myWaitingLists, post('/account/wachtlijsten', values, ownerCookie), nextClient())
				expect(answer.status).toBeLessThan(500)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
			}),
			{ numRuns: 200 },
		)
		expect(await database.select().from(waitingListEntries).where(eq(waitingListEntries.id, entry!.id))).toEqual([entry])
		await database.delete(waitingListEntries).where(eq(waitingListEntries.id, entry!.id))
		await fc.assert(
			fc.asyncProperty(value, fc.constantFrom('accept', 'decline', 'alles'), async (token, intent) => {
				expect((await run(offerPage, get('/wachtlijst/aanbod', {}), nextClient(), { token })).status).toBeLessThan(500)
				const answer = await run(offerAction, post('/wachtlijst/aanbod', { intent }), nextClient(), { token })
				expect(answer.status).toBeLessThan(500)
				for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
			}),
			{ numRuns: 200 },
		)
	}, 240_000)

	it("the owner's Agenda: rules, treatments, days off and other hours, blocks and phone appointments", async () => {
		const cookie = (await requestAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).headers.get('cookie')!
		const [owner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.owner))
		const [salon] = await database
			.insert(salons)
			.values({ name: 'Trimsalon Vijandig', slug: `vijandig-${Date.now()}`, owner_id: owner!.id, opening_hours: [] })
			.returning({ id: salons.id })
		const salonId = String(salon!.id)
		const date = amsterdamDate(new Date(Date.now() + 3 * DAY_MS))
		const forms: Record<string, Record<string, string>> = {
			settings: { salonId, enabled: '', bufferMinutes: '10', noticeHours: '24', horizonDays: '30', stepMinutes: '15', cancelHours: '24' },
			treatment: {
				salonId,
				name: 'Wassen',
				'minutes-klein': '30',
				'euros-klein': '25',
				'minutes-middel': '45',
				'euros-middel': '35,50',
				'minutes-groot': '60',
				'euros-groot': '45',
				'extra-minutes-lang': '15',
				'extra-euros-lang': '5',
			},
			override: { salonId, date, closed: '', hours: '09:00-12:00, 13:00-17:00' },
			deleteOverride: { salonId, date },
			block: { salonId, date, time: '10:00', minutes: '30', note: '' },
			phone: { salonId, date, time: '11:00', minutes: '60', clientName: 'Jan', clientPhone: '0612345678', dogName: 'Max', note: '' },
			weeklyBreak: { salonId, weekday: 'elke', start: '12:30', end: '13:00' },
		}
		const schemaOf: Record<string, { safeParse: (input: unknown) => { success: boolean } }> = {
			settings: agendaSchemas.bookingSettingsSchema,
			treatment: agendaSchemas.treatmentSchema,
			override: agendaSchemas.dateOverrideSchema,
			deleteOverride: agendaSchemas.dateOverrideRefSchema,
			block: agendaSchemas.blockSchema,
			phone: agendaSchemas.phoneAppointmentSchema,
			weeklyBreak: agendaSchemas.weeklyBreakSchema,
		}
		const state = async () => ({
			settings: await database.select().from(bookingSettings).where(eq(bookingSettings.salon_id, salon!.id)),
			treatments: await database.select().from(treatments).where(eq(treatments.salon_id, salon!.id)),
			overrides: await database.select().from(bookingDateOverrides).where(eq(bookingDateOverrides.salon_id, salon!.id)),
			breaks: await database.select().from(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.salon_id, salon!.id)),
			appointments: await database.select().from(appointments).where(eq(appointments.salon_id, salon!.id)),
		})
		const restore = async () => {
			await database.delete(appointments).where(eq(appointments.salon_id, salon!.id))
			await database.delete(bookingDateOverrides).where(eq(bookingDateOverrides.salon_id, salon!.id))
			await database.delete(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.salon_id, salon!.id))
			await database.delete(treatments).where(eq(treatments.salon_id, salon!.id))
			await database.update(bookingSettings).set(before.settings[0]!).where(eq(bookingSettings.salon_id, salon!.id))
		}
		const intents = Object.keys(forms)
		// Each form as it stands is taken, so the cases below reach the verbs; the rules as the form saved
		// them, and nothing else, are what every case starts from.
		for (const intent of intents)
			expect((await run(agenda, post('/dashboard/agenda', { ...forms[intent]!, intent }, cookie), nextClient())).status, intent).toBe(302)
		await database.delete(treatments).where(eq(treatments.salon_id, salon!.id))
		await database.delete(appointments).where(eq(appointments.salon_id, salon!.id))
		await database.delete(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.salon_id, salon!.id))
		const before = await state()
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...intents).chain((intent) => fc.tuple(fc.constant(intent), around(forms[intent]!))),
				async ([intent, values]) => {
					try {
						const answer = await run(agenda, post('/dashboard/agenda', { ...values, intent }, cookie), nextClient())
						expect(answer.status).toBeLessThan(500)
						for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
						// Input its schema refuses, or a refusal, changes nothing.
						if (answer.status !== 302 || !schemaOf[intent]!.safeParse(values).success) expect(await state()).toEqual(before)
					} finally {
						await restore()
					}
				},
			),
			RUNS,
		)
	}, 240_000)

	it('Mijn honden: adding, editing and deleting a dog', async () => {
		const cookie = (await requestAs(DEMO_ACCOUNTS.user, DEMO_PASSWORD)).headers.get('cookie')!
		const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
		const [dog] = await database
			.insert(dogs)
			.values({ user_id: user!.id, name: 'Fuzz', breed: 'Poedel', weight_kg: 8, coat: 'krullend' })
			.returning()
		const theirDogs = async () => database.select().from(dogs).where(eq(dogs.user_id, user!.id)).orderBy(dogs.id)
		const before = await theirDogs()
		const forms = {
			save: { name: 'Bello', breed: 'Kruising', weight: '12,5', coat: 'kort', notes: '', dogId: '' },
			edit: { dogId: String(dog!.id), name: 'Fuzz', breed: 'Poedel', weight: '8', coat: 'krullend', notes: '' },
			delete: { dogId: String(dog!.id) },
		}
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom('save', 'edit', 'delete').chain((form) => fc.tuple(fc.constant(form), around(forms[form as keyof typeof forms]))),
				async ([form, values]) => {
					const intent = form === 'delete' ? 'delete' : 'save'
					try {
						const answer = await run(myDogs, post('/account/honden', { ...values, intent }, cookie), nextClient())
						expect(answer.status).toBeLessThan(500)
						for (const message of messagesIn(answer.data)) expect(message).not.toMatch(ENGLISH)
						if (answer.status !== 302 || (intent === 'save' && !dogSchema.safeParse(values).success))
							expect(await theirDogs()).toEqual(before)
					} finally {
						await database.delete(dogs).where(eq(dogs.user_id, user!.id))
						await database.insert(dogs).values(before)
					}
				},
			),
			RUNS,
		)
	}, 240_000)
})
