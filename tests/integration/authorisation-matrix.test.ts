/**
 * The authorisation matrix: every mutation route × every kind of visitor, with the expected outcome
 * of each cell. A new mutation adds a row here; a guard that goes missing turns a cell red.
 *
 * Outcomes: 'login' (401, or a redirect to /auth), 'denied' (403, or the redirect to /dashboard that
 * refuses a non-admin), 'ok' (anything else, and the row's effect really happened).
 */
import { and, eq, inArray, isNotNull, isNull, notExists } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as claimsApi } from '~/routes/api.claims'
import { action as adminClaims } from '~/routes/admin/claims'
import { action as adminFeatured } from '~/routes/admin/featured'
import { action as dashboardFeatured } from '~/routes/dashboard/featured'
import { action as adminImport } from '~/routes/admin/import'
import { action as adminListing } from '~/routes/admin/listing'
import { action as adminListings } from '~/routes/admin/listings'
import { action as adminSubmissions } from '~/routes/admin/submissions'
import { action as contact } from '~/routes/contact'
import { action as account } from '~/routes/account'
import { action as auth } from '~/routes/auth'
import { loader as devSms } from '~/routes/dev.sms'
import { loader as devMail } from '~/routes/dev.mail'
import { loader as devMailJson } from '~/routes/dev.mail.json'
import { loader as devSmsJson } from '~/routes/dev.sms.json'
import { action as dashboardSalons } from '~/routes/dashboard/salons'
import { action as salonPhoto } from '~/routes/dashboard.salons.photo'
import { action as logout } from '~/routes/logout'
import { action as alertSubscribe } from '~/routes/meldingen.aanmelden'
import { action as alertUnsubscribe } from '~/routes/meldingen.afmelden'
import { action as alertConfirm } from '~/routes/meldingen.bevestigen'
import { action as alertRenew } from '~/routes/meldingen.verlengen'
import { newLinkToken } from '~/server/alerts/links.server'
import { loader as statsPixel } from '~/routes/api.stats'
import { loader as proofOfWork } from '~/routes/api.proof-of-work'
import { action as rhythmUnsubscribeAction, loader as rhythmUnsubscribeLoader } from '~/routes/rhythm-unsubscribe'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/statistics-unsubscribe'
import { action as writeReview } from '~/routes/salon.review'
import { action as salonCorrection } from '~/routes/salon.correction'
import { action as reviewReport } from '~/routes/review-report'
import { action as dashboardReviews } from '~/routes/dashboard/reviews'
import { action as adminReviews } from '~/routes/admin/reviews'
import { action as adminCorrections } from '~/routes/admin/corrections'
import { action as placeRequestSend } from '~/routes/salon.place-request'
import { action as dashboardRequests } from '~/routes/dashboard/requests'
import { action as myRequests } from '~/routes/account.requests'
import { action as salonBooking } from '~/routes/salon.booking'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { settingsRow } from '~/server/bookings/agenda-settings.server'
import { action as myDogs } from '~/routes/account.dogs'
import { action as dashboardAgenda } from '~/routes/dashboard/agenda'
import { actorWith } from '~/server/accounts/actor.server'
import { planNextAppointments } from '~/server/bookings/agenda-next.server'
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
import { action as waitingOffer } from '~/routes/waiting-offer'
import { addDays } from '~/lib/bookings/agenda'
import { amsterdamDate, amsterdamInstant } from '~/lib/bookings/free-times'
import { action as myAppointments } from '~/routes/account.appointments'
import { action as cancelLink } from '~/routes/appointment.cancel'
import { hashToken, newSecretToken } from '~/server/platform/secret-tokens.server'
import { createAccount, grantAdmin } from '~/server/accounts/users.server'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { sessions, smsCodes, users } from '~/server/accounts/tables.server'
import { alertSubscriptions } from '~/server/alerts/tables.server'
import { cities } from '~/server/cities/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { contactMessages } from '~/server/contact/tables.server'
import { dogs } from '~/server/dogs/tables.server'
import { salonCorrections } from '~/server/corrections/tables.server'
import { placements } from '~/server/featured/tables.server'
import { missedPlaceRequests, placeRequests, placeRequestSalons } from '~/server/place-requests/tables.server'
import { reviews } from '~/server/reviews/tables.server'
import { salons } from '~/server/salons/tables.server'
import { salonStatistics, statisticsSummaryOptOuts } from '~/server/statistics/tables.server'
import { listingSubmissions } from '~/server/submissions/tables.server'
import { config } from '~/server/platform/config.server'
import { hashCode } from '~/server/accounts/phone/codes.server'
import { statisticsBuffer } from '~/server/statistics/statistics.server'
import { summaryUnsubscribeUrl } from '~/server/statistics/summary.server'
import { rhythmUnsubscribeUrl } from '~/server/bookings/rhythm.server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { formRequest, run, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { solvedProof } from '../proof-of-work'
import { withConfig } from '../config'
import { pastVisit } from './booking-fixtures'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 200 })

type Role = 'anonymous' | 'user' | 'otherOwner' | 'owner' | 'admin'
type Outcome = 'login' | 'denied' | 'ok'
/** The roles of each row; an admin whose account has no two-factor is refused wherever only admins may act. */
type Column = Role | 'adminWithoutTwoFactor'
const COLUMNS: Column[] = ['anonymous', 'user', 'otherOwner', 'owner', 'admin', 'adminWithoutTwoFactor']
const expectedFor = (row: Row, column: Column): Outcome =>
	column !== 'adminWithoutTwoFactor' ? row.expected[column] : row.path.startsWith('/admin') ? 'denied' : row.expected.admin

/** A row: the route, the request body for a fresh target, and whether the change happened. */
type Row = {
	name: string
	handler: (args: never) => unknown
	path: string
	/** Given the session cookie of the column's account (none for a visitor), which a row may make a client of its salon. */
	prepare: (
		cookie?: string,
	) => Promise<{ fields: Record<string, string>; params?: Record<string, string>; happened?: () => Promise<boolean> }>
	expected: Record<Role, Outcome>
	/** Another account's row is answered as one that does not exist (404): that refusal is this row's 'denied'. */
	hidesOthers?: true
}

// Without owner and not featured: a placement row must never meet the demo's own placements.
const unownedSalons = (
	await database
		.select({ id: salons.id })
		.from(salons)
		.where(and(isNull(salons.owner_id), notExists(database.select().from(placements).where(eq(placements.salon_id, salons.id)))))
).map((s) => s.id)
const nextUnowned = () => {
	const id = unownedSalons.pop()
	if (id === undefined) throw new Error('the matrix used up the seeded salons without owner: seed more')
	return id
}

async function pendingClaim() {
	const claimant = await createAccount({ email: uniqueEmail('matrix'), password: DEMO_PASSWORD, emailVerified: true })
	const [claim] = await database
		.insert(listingClaims)
		.values({ salon_id: nextUnowned(), user_id: claimant.id })
		.returning({ id: listingClaims.id })
	const status = async () =>
		(await database.select({ status: listingClaims.status }).from(listingClaims).where(eq(listingClaims.id, claim!.id)))[0]!.status
	return { id: claim!.id, status }
}

async function pendingSubmission() {
	const [submission] = await database
		.insert(listingSubmissions)
		.values({
			business_name: `Matrix ${Math.random()}`,
			formatted_address: 'Teststraat 1, 3511 AA Utrecht',
			search_city: 'Utrecht',
			submitter_name: 'Test',
			submitter_email: uniqueEmail('submitter'),
		})
		.returning({ id: listingSubmissions.id })
	const status = async () =>
		(
			await database.select({ status: listingSubmissions.status }).from(listingSubmissions).where(eq(listingSubmissions.id, submission!.id))
		)[0]!.status
	return { id: submission!.id, status }
}

/** An admin's approve and reject of a pending claim or submission: only an admin gets it done. */
function decisionRows(
	what: 'claim' | 'submission',
	handler: Row['handler'],
	path: string,
	pending: () => Promise<{ id: number; status: () => Promise<string> }>,
): Row[] {
	const decided = { approve: 'approved', reject: 'rejected' } as const
	return (['approve', 'reject'] as const).map((intent) => ({
		name: `POST ${path.replace('?index', '')} (${intent} a ${what})`,
		handler,
		path,
		prepare: async () => {
			const row = await pending()
			const fields = { intent, [`${what}Id`]: String(row.id), ...(intent === 'reject' ? { reason: '' } : {}) }
			return { fields, happened: async () => (await row.status()) === decided[intent] }
		},
		expected: ADMIN_ONLY,
	}))
}

const ADMIN_ONLY: Record<Role, Outcome> = { anonymous: 'login', user: 'denied', otherOwner: 'denied', owner: 'denied', admin: 'ok' }
const ANY_ACCOUNT: Record<Role, Outcome> = { anonymous: 'login', user: 'ok', otherOwner: 'ok', owner: 'ok', admin: 'ok' }
const OWNER_ONLY: Record<Role, Outcome> = { anonymous: 'login', user: 'denied', otherOwner: 'denied', owner: 'ok', admin: 'denied' }
const EVERYONE: Record<Role, Outcome> = { anonymous: 'ok', user: 'ok', otherOwner: 'ok', owner: 'ok', admin: 'ok' }

/** A listing made for one cell, and whether it still has this name. */
async function freshSalon() {
	const [salon] = await database
		.insert(salons)
		.values({ name: 'Matrix Salon', slug: `matrix-${Math.random().toString(36).slice(2)}` })
		.returning({ id: salons.id })
	const row = async () => (await database.select().from(salons).where(eq(salons.id, salon!.id)))[0]
	return { id: salon!.id, params: { id: String(salon!.id) }, row }
}

/** A salon of the demo owner, and whether it now has this name. */
async function demoOwnersSalon() {
	const [salon] = await database
		.select({ id: salons.id, name: salons.name, opening_hours: salons.opening_hours, ownerId: salons.owner_id })
		.from(salons)
		.innerJoin(users, eq(users.id, salons.owner_id))
		.where(eq(users.email, DEMO_ACCOUNTS.owner))
		.limit(1)
	const row = async () => (await database.select().from(salons).where(eq(salons.id, salon!.id)))[0]!
	return { id: String(salon!.id), ownerId: salon!.ownerId!, row }
}

/** A salon of the demo owner, set to these values before the cell acts on it. */
async function demoOwnersSalonWith(values: Partial<typeof salons.$inferInsert>) {
	const salon = await demoOwnersSalon()
	await database
		.update(salons)
		.set(values)
		.where(eq(salons.id, Number(salon.id)))
	return salon
}

/** An admin action on a fresh placement (in a city of its own, so a slot is free), and whether it took effect. */
function adminPlacementRow(
	intent: string,
	status: 'active' | 'paused',
	took: (row: typeof placements.$inferSelect) => boolean,
	extra: Record<string, string> = {},
): Row {
	return {
		name: `POST /admin/featured (${intent} a placement)`,
		handler: adminFeatured,
		path: '/admin/featured',
		prepare: async () => {
			const [city] = await database
				.insert(cities)
				.values({ name: `Matrixstad ${Math.random()}` })
				.returning()
			const [placement] = await database
				.insert(placements)
				.values({ salon_id: nextUnowned(), city_id: city!.id, status, plan_type: 'monthly', listing_position: 3 })
				.returning()
			const row = async () => (await database.select().from(placements).where(eq(placements.id, placement!.id)))[0]!
			return { fields: { intent, featuredId: String(placement!.id), ...extra }, happened: async () => took(await row()) }
		},
		expected: ADMIN_ONLY,
	}
}

/** A fresh salon that takes place requests, owned by a fresh owner (so nobody of the columns asks their own). */
async function requestableSalon() {
	const owner = await createAccount({ email: uniqueEmail('matrix-eigenaar'), password: DEMO_PASSWORD, emailVerified: true })
	const [salon] = await database
		.insert(salons)
		.values({
			name: 'Matrix Plek',
			slug: `matrix-plek-${Math.random().toString(36).slice(2)}`,
			owner_id: owner.id,
			accepts_new_clients: 'ja',
			availability_updated_at: new Date(),
		})
		.returning({ id: salons.id })
	return salon!.id
}

/** A place request of this account to one of the demo owner's salons, with the salon's answer if given; its copy's id. */
async function placeRequestTo(fromEmail: string, answer: 'plek' | null = null) {
	const [from] = await database.select({ id: users.id }).from(users).where(eq(users.email, fromEmail))
	const [request] = await database
		.insert(placeRequests)
		.values({ user_id: from!.id, dog_name: 'Matrix', breed: 'Poedel', weight_kg: 8, expires_at: new Date(Date.now() + 86_400_000) })
		.returning({ id: placeRequests.id })
	const salon = await demoOwnersSalon()
	const [copy] = await database
		.insert(placeRequestSalons)
		.values({
			request_id: request!.id,
			salon_id: Number(salon.id),
			owner_id: salon.ownerId,
			answer,
			answered_at: answer ? new Date() : null,
		})
		.returning({ id: placeRequestSalons.id })
	const state = async () => {
		const [row] = await database
			.select({
				status: placeRequests.status,
				answer: placeRequestSalons.answer,
				note: placeRequestSalons.note,
				reported: placeRequestSalons.reported_at,
			})
			.from(placeRequestSalons)
			.innerJoin(placeRequests, eq(placeRequests.id, placeRequestSalons.request_id))
			.where(eq(placeRequestSalons.id, copy!.id))
		return row!
	}
	return { requestId: String(request!.id), answerId: String(copy!.id), state }
}

type SentRequest = Awaited<ReturnType<typeof placeRequestTo>>

/** An action on a place request the demo user sent to the demo owner's salon (answered 'plek' first when asked). */
function onRequestRow(
	name: string,
	handler: Row['handler'],
	expected: Record<Role, Outcome>,
	cell: {
		answer?: 'plek'
		fields: (request: SentRequest) => Record<string, string>
		happened: (state: Awaited<ReturnType<SentRequest['state']>>) => boolean
	},
): Row {
	const path = name.split(' ')[1]!
	return {
		name,
		handler,
		path,
		prepare: async () => {
			const request = await placeRequestTo(DEMO_ACCOUNTS.user, cell.answer ?? null)
			return { fields: cell.fields(request), happened: async () => cell.happened(await request.state()) }
		},
		expected,
	}
}

/** Mijn aanvragen: only the dog owner who sent the request (here the demo user) acts on it. */
const REQUESTER_ONLY: Record<Role, Outcome> = { anonymous: 'login', user: 'ok', otherOwner: 'denied', owner: 'denied', admin: 'denied' }

/** A salon of a fresh owner that takes online bookings every day, with one treatment; the first free time to book. */
async function bookableSalon(dayIndex = 0) {
	const owner = await createAccount({ email: uniqueEmail('matrix-agenda'), password: DEMO_PASSWORD, emailVerified: true })
	const days = ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag']
	const [salon] = await database
		.insert(salons)
		.values({
			name: 'Matrix Agenda',
			slug: `matrix-agenda-${Math.random().toString(36).slice(2)}`,
			owner_id: owner.id,
			online_booking: true,
			opening_hours: days.map((day) => `${day}: 08:00 - 20:00`),
		})
		.returning({ id: salons.id })
	await database.insert(bookingSettings).values({ ...settingsRow(salon!.id, owner.id), enabled: true })
	const pricing = {
		prices: { klein: { minutes: 30, cents: 2500 }, middel: { minutes: 30, cents: 3000 }, groot: { minutes: 45, cents: 3500 } },
		coatExtras: {},
	}
	const [treatment] = await database
		.insert(treatments)
		.values({ salon_id: salon!.id, name: 'Wassen', pricing })
		.returning({ id: treatments.id })
	// A free day's last time (the first day's, or the next one's for a row that books too): the demo user's own coming
	// appointments (days ahead, in the morning) and the other row's never overlap it, which booking refuses.
	const free = await freeTimesOf(database, (await openBookingSettings(database, salon!.id))!, 30, new Date())
	return { salonId: salon!.id, treatmentId: treatment!.id, startsAt: free[dayIndex]!.times.at(-1)!.start.toISOString() }
}

const bookingRows: Row[] = [
	{
		name: 'POST /trimsalon/:slugOrId/afspraak-maken (book an appointment)',
		handler: salonBooking,
		path: '/trimsalon/matrix/afspraak-maken',
		prepare: async () => {
			const { salonId, treatmentId, startsAt } = await bookableSalon()
			const booked = async () => (await database.select().from(appointments).where(eq(appointments.salon_id, salonId))).length === 1
			const dog = { dogName: 'Matrix', breed: 'Poedel', weight: '8', coat: 'krullend' }
			return { fields: { intent: 'book', salonId: String(salonId), treatmentId: String(treatmentId), ...dog, startsAt }, happened: booked }
		},
		expected: ANY_ACCOUNT,
	},
	...(['series', 'bookSeries'] as const).map((intent): Row => ({
		name: `POST /trimsalon/:slugOrId/afspraak-maken (${intent === 'series' ? 'list the dates of a series' : 'book a series'})`,
		handler: salonBooking,
		path: '/trimsalon/matrix/afspraak-maken',
		prepare: async (cookie) => {
			const { salonId, treatmentId, startsAt } = await bookableSalon(1)
			// The signed-in account is a client the salon knows; its horizon for series (4 weeks) leaves one date of 12 weeks apart.
			const userId = await sessionUserOf(cookie)
			if (userId) await pastVisit(salonId, userId, new Date())
			await database.update(bookingSettings).set({ series_horizon_weeks: 4 }).where(eq(bookingSettings.salon_id, salonId))
			const booked = async () =>
				(
					await database
						.select()
						.from(appointments)
						.where(and(eq(appointments.salon_id, salonId), isNotNull(appointments.series_id)))
				).length === 1
			const dog = { dogName: 'Matrix', breed: 'Poedel', weight: '8', coat: 'krullend' }
			const series = { everyWeeks: '12', count: '2', seriesTimes: startsAt }
			const fields = { intent, salonId: String(salonId), treatmentId: String(treatmentId), ...dog, startsAt, ...series }
			return { fields, happened: intent === 'bookSeries' ? booked : undefined }
		},
		expected: ANY_ACCOUNT,
	})),
	{
		name: 'POST /trimsalon/:slugOrId/afspraak-maken (join the waiting list)',
		handler: salonBooking,
		path: '/trimsalon/matrix/afspraak-maken',
		prepare: async () => {
			const { salonId, treatmentId } = await bookableSalon()
			const joined = async () =>
				(await database.select().from(waitingListEntries).where(eq(waitingListEntries.salon_id, salonId))).length === 1
			const dog = { dogName: 'Matrix', breed: 'Poedel', weight: '8', coat: 'krullend' }
			return { fields: { intent: 'wait', salonId: String(salonId), treatmentId: String(treatmentId), ...dog }, happened: joined }
		},
		expected: ANY_ACCOUNT,
	},
]

/**
 * The demo user's (or this account's) entry on the waiting list of a fresh bookable salon, with a time offered to it
 * through a link.
 */
async function demoUsersOffer(userId?: string) {
	const [user] = userId ? [{ id: userId }] : await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
	const { salonId, treatmentId, startsAt } = await bookableSalon()
	const [entry] = await database
		.insert(waitingListEntries)
		.values({
			salon_id: salonId,
			user_id: user!.id,
			treatment_id: treatmentId,
			dog_name: 'Matrix',
			breed: 'Poedel',
			weight_kg: 8,
			coat: 'kort',
			wait_until: addDays(amsterdamDate(new Date()), 30),
		})
		.returning({ id: waitingListEntries.id })
	// A kept visit there: the demo user is a known client, so a booking limit for new clients never decides a cell.
	const visit = new Date(Date.now() - 7 * 86_400_000)
	await database.insert(appointments).values({
		salon_id: salonId,
		kind: 'online',
		user_id: user!.id,
		price_cents: 2500,
		starts_at: visit,
		ends_at: new Date(visit.getTime() + 3_600_000),
		occupied_until: new Date(visit.getTime() + 3_600_000),
	})
	const token = newSecretToken()
	const start = new Date(startsAt)
	const end = new Date(start.getTime() + 30 * 60_000)
	const [offer] = await database
		.insert(appointments)
		.values({
			salon_id: salonId,
			kind: 'online',
			status: 'offered',
			user_id: user!.id,
			treatment_id: treatmentId,
			treatment_name: 'Wassen',
			dog_name: 'Matrix',
			breed: 'Poedel',
			weight_kg: 8,
			coat: 'kort',
			price_cents: 2500,
			starts_at: start,
			ends_at: end,
			occupied_until: end,
			offer_expires_at: new Date(Date.now() + 3_600_000),
			offer_token_hash: hashToken(token),
			waiting_entry_id: entry!.id,
		})
		.returning({ id: appointments.id })
	const entryGone = async () => (await database.select().from(waitingListEntries).where(eq(waitingListEntries.id, entry!.id))).length === 0
	const booked = async () =>
		(await database.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, offer!.id)))[0]?.status ===
		'booked'
	return { entryId: String(entry!.id), token, entryGone, booked }
}

const waitingListRows: Row[] = [
	{
		name: 'POST /account/wachtlijsten (leave your waiting list)',
		handler: myWaitingLists,
		path: '/account/wachtlijsten',
		prepare: async () => {
			const offer = await demoUsersOffer()
			return { fields: { intent: 'leave', entryId: offer.entryId }, happened: offer.entryGone }
		},
		expected: REQUESTER_ONLY,
		hidesOthers: true,
	},
	{
		// The mail's link is the authorisation: whoever has it books the time held for its dog owner, signed in or not.
		name: 'POST /wachtlijst/aanbod/:token (book a time offered from the waiting list)',
		handler: waitingOffer,
		path: '/wachtlijst/aanbod/token',
		prepare: async () => {
			// An account of its own: the demo user's other appointments (of other rows) may overlap the time offered.
			const holder = await createAccount({ email: uniqueEmail('aanbod'), password: DEMO_PASSWORD, emailVerified: true })
			const offer = await demoUsersOffer(holder.id)
			return { fields: { intent: 'accept' }, params: { token: offer.token }, happened: offer.booked }
		},
		expected: EVERYONE,
	},
]

/** The account whose session this cookie carries, if any. */
async function sessionUserOf(cookie: string | undefined) {
	const token = cookie && decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]
	if (!token) return undefined
	const [session] = await database.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.token, token))
	return session?.userId
}

const placeRequestRows: Row[] = [
	{
		name: 'POST /trimsalon/:slugOrId/plek-aanvragen (send a place request)',
		handler: placeRequestSend,
		path: '/trimsalon/matrix/plek-aanvragen',
		prepare: async () => {
			const salonId = await requestableSalon()
			const copies = async () => (await database.select().from(placeRequestSalons).where(eq(placeRequestSalons.salon_id, salonId))).length
			return {
				fields: { salonIds: String(salonId), dogName: 'Matrix', breed: 'Poedel', weight: '8' },
				happened: async () => (await copies()) === 1,
			}
		},
		expected: ANY_ACCOUNT,
	},
	{
		name: 'POST /trimsalon/:slugOrId/plek-aanvragen (tell a salon without owner you wanted to ask)',
		handler: placeRequestSend,
		path: '/trimsalon/matrix/plek-aanvragen',
		prepare: async () => {
			const salonId = nextUnowned()
			const counted = async () =>
				(await database.select().from(missedPlaceRequests).where(eq(missedPlaceRequests.salon_id, salonId))).length === 1
			return { fields: { intent: 'missed', salonId: String(salonId) }, happened: counted }
		},
		expected: ANY_ACCOUNT,
	},
	onRequestRow('POST /dashboard/aanvragen (answer a place request)', dashboardRequests, OWNER_ONLY, {
		fields: (request) => ({ intent: 'answer', answerId: request.answerId, answer: 'plek', proposal: 'dinsdag 10:00' }),
		happened: (state) => state.answer === 'plek',
	}),
	onRequestRow('POST /dashboard/aanvragen (add a note to an answer)', dashboardRequests, OWNER_ONLY, {
		answer: 'plek',
		fields: (request) => ({ intent: 'note', answerId: request.answerId, note: 'Tot dinsdag!' }),
		happened: (state) => state.note === 'Tot dinsdag!',
	}),
	onRequestRow('POST /dashboard/aanvragen (report a place request as abuse)', dashboardRequests, OWNER_ONLY, {
		fields: (request) => ({ intent: 'report', answerId: request.answerId }),
		happened: (state) => state.reported !== null,
	}),
	onRequestRow('POST /account/aanvragen (accept an offer)', myRequests, REQUESTER_ONLY, {
		answer: 'plek',
		fields: (request) => ({ intent: 'accept', answerId: request.answerId }),
		happened: (state) => state.status === 'accepted',
	}),
	onRequestRow('POST /account/aanvragen (withdraw a request)', myRequests, REQUESTER_ONLY, {
		fields: (request) => ({ intent: 'withdraw', requestId: request.requestId }),
		happened: (state) => state.status === 'withdrawn',
	}),
]

/** A saved dog of the demo user, and its row as it is now (undefined once deleted). */
async function demoUsersDog() {
	const [owner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
	const [dog] = await database
		.insert(dogs)
		.values({ user_id: owner!.id, name: 'Matrix', breed: 'Poedel', weight_kg: 8, coat: 'krullend' })
		.returning({ id: dogs.id })
	return { id: String(dog!.id), row: async () => (await database.select().from(dogs).where(eq(dogs.id, dog!.id)))[0] }
}

/** Mijn honden: a saved dog is edited or deleted only by its owner (here the demo user). */
const DOG_OWNER_ONLY: Record<Role, Outcome> = { anonymous: 'login', user: 'ok', otherOwner: 'denied', owner: 'denied', admin: 'denied' }
const DOG_FIELDS = { breed: 'Poedel', weight: '8', coat: 'krullend', notes: '' }

const dogRows: Row[] = [
	{
		name: 'POST /account/honden (add a dog)',
		handler: myDogs,
		path: '/account/honden',
		prepare: async () => {
			const name = `Matrix ${Math.random().toString(36).slice(2, 8)}`
			const added = async () => (await database.select().from(dogs).where(eq(dogs.name, name))).length === 1
			return { fields: { intent: 'save', name, ...DOG_FIELDS }, happened: added }
		},
		expected: ANY_ACCOUNT,
	},
	{
		name: 'POST /account/honden (edit a dog)',
		handler: myDogs,
		path: '/account/honden',
		prepare: async () => {
			const dog = await demoUsersDog()
			return {
				fields: { intent: 'save', dogId: dog.id, name: 'Bewerkt', ...DOG_FIELDS },
				happened: async () => (await dog.row())?.name === 'Bewerkt',
			}
		},
		expected: DOG_OWNER_ONLY,
		hidesOthers: true,
	},
	{
		name: 'POST /account/honden (delete a dog)',
		handler: myDogs,
		path: '/account/honden',
		prepare: async () => {
			const dog = await demoUsersDog()
			return { fields: { intent: 'delete', dogId: dog.id }, happened: async () => !(await dog.row()) }
		},
		expected: DOG_OWNER_ONLY,
		hidesOthers: true,
	},
]

/** A shown review of this salon by a fresh confirmed account, and its row as it is now. */
async function shownReview(salonId: number) {
	const author = await createAccount({ email: uniqueEmail('schrijver'), password: DEMO_PASSWORD, emailVerified: true })
	const [review] = await database
		.insert(reviews)
		.values({
			salon_id: salonId,
			user_id: author.id,
			author_name: 'Fleur',
			score: 4,
			body: 'Een hele fijne salon, mijn hond was blij.',
			visit_month: '2026-10',
			status: 'published',
			published_at: new Date(),
		})
		.returning({ id: reviews.id })
	const row = async () => (await database.select().from(reviews).where(eq(reviews.id, review!.id)))[0]!
	return { id: review!.id, row }
}

const REVIEW_FIELDS = {
	intent: 'save',
	score: '4',
	body: 'Vriendelijk ontvangen en mooi getrimd, aanrader.',
	visitMonth: '2026-10',
	authorName: 'Sam',
}

const reviewRows: Row[] = [
	{
		name: 'POST /trimsalon/:slugOrId/beoordelen (write a review)',
		handler: writeReview,
		path: '/trimsalon/1/beoordelen',
		prepare: async () => {
			const salon = await freshSalon()
			const written = async () => (await database.select().from(reviews).where(eq(reviews.salon_id, salon.id))).length === 1
			return { fields: REVIEW_FIELDS, params: { slugOrId: String(salon.id) }, happened: written }
		},
		expected: ANY_ACCOUNT,
	},
	{
		name: 'POST /trimsalon/:slugOrId/fout-melden (report an error; anyone)',
		handler: salonCorrection,
		path: '/trimsalon/1/fout-melden',
		prepare: async () => {
			const salon = await freshSalon()
			const stored = async () =>
				(await database.select().from(salonCorrections).where(eq(salonCorrections.salon_id, salon.id))).length === 1
			return {
				// Every cell sends a solved proof of work: a visitor needs one, an account may send one.
				fields: { kind: 'telefoonnummer', note: 'Het nummer is afgesloten.', email: '', [PROOF_OF_WORK_FIELD]: await solvedProof() },
				params: { slugOrId: String(salon.id) },
				happened: stored,
			}
		},
		expected: EVERYONE,
	},
	{
		name: 'POST /beoordelingen/:id/melden (report a review; anyone)',
		handler: reviewReport,
		path: '/beoordelingen/1/melden',
		prepare: async () => {
			const review = await shownReview((await freshSalon()).id)
			return { fields: { reason: 'Dit is reclame voor een andere salon.' }, params: { id: String(review.id) } }
		},
		expected: EVERYONE,
	},
	{
		name: 'POST /dashboard/beoordelingen (the owner replies to a review)',
		handler: dashboardReviews,
		path: '/dashboard/beoordelingen',
		prepare: async () => {
			const review = await shownReview(Number((await demoOwnersSalon()).id))
			return {
				fields: { reviewId: String(review.id), reply: 'Dank je wel, tot de volgende keer!' },
				happened: async () => (await review.row()).reply !== null,
			}
		},
		expected: OWNER_ONLY,
	},
	{
		name: 'POST /admin/beoordelingen (remove a review with a reason)',
		handler: adminReviews,
		path: '/admin/beoordelingen',
		prepare: async () => {
			const review = await shownReview((await freshSalon()).id)
			const fields = { intent: 'remove', reviewId: String(review.id), reason: 'Beledigend taalgebruik.' }
			return { fields, happened: async () => (await review.row()).status === 'removed' }
		},
		expected: ADMIN_ONLY,
	},
	{
		name: 'POST /admin/correcties (mark a correction applied)',
		handler: adminCorrections,
		path: '/admin/correcties',
		prepare: async () => {
			const [correction] = await database
				.insert(salonCorrections)
				.values({ salon_id: (await freshSalon()).id, kind: 'gesloten', note: 'Het pand staat leeg.' })
				.returning({ id: salonCorrections.id })
			const status = async () => (await database.select().from(salonCorrections).where(eq(salonCorrections.id, correction!.id)))[0]!.status
			return { fields: { intent: 'apply', correctionId: String(correction!.id) }, happened: async () => (await status()) === 'applied' }
		},
		expected: ADMIN_ONLY,
	},
]

/** A day of its own for each cell of the Agenda's rows, far enough ahead to be free and after today. */
let agendaDays = 0
const agendaDay = () => addDays(amsterdamDate(new Date()), 120 + ++agendaDays)

/** A time in the demo owner's agenda for one cell: a dog owner's online booking (or a past phone appointment). */
async function demoAgendaTime(status: 'booked' | 'requested', when: 'coming' | 'past' = 'coming') {
	const salon = await demoOwnersSalon()
	const [dogOwner] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
	const start =
		when === 'coming' ? amsterdamInstant(agendaDay(), 10 * 60)! : new Date(Date.now() - (400 + ++agendaDays) * 24 * 60 * 60 * 1000)
	const [row] = await database
		.insert(appointments)
		.values({
			salon_id: Number(salon.id),
			kind: when === 'coming' ? 'online' : 'phone',
			status,
			user_id: when === 'coming' ? dogOwner!.id : null,
			dog_name: 'Matrix',
			price_cents: 4500,
			starts_at: start,
			ends_at: new Date(start.getTime() + 60 * 60_000),
			occupied_until: new Date(start.getTime() + 60 * 60_000),
			respond_by: status === 'requested' ? start : null,
		})
		.returning({ id: appointments.id })
	const state = async () => (await database.select().from(appointments).where(eq(appointments.id, row!.id)))[0]!
	return { salonId: salon.id, appointmentId: String(row!.id), state }
}

/** A row of the Agenda: only the salon's owner acts on it. */
function agendaRow(what: string, prepare: Row['prepare']): Row {
	return { name: `POST /dashboard/agenda (${what})`, handler: dashboardAgenda, path: '/dashboard/agenda', prepare, expected: OWNER_ONLY }
}

const TREATMENT_FIELDS = {
	'minutes-klein': '60',
	'euros-klein': '45',
	'minutes-middel': '90',
	'euros-middel': '60',
	'minutes-groot': '120',
	'euros-groot': '80',
}

const matrixPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 60, cents: 4500 }, groot: { minutes: 60, cents: 4500 } },
	coatExtras: {},
}

const agendaRows: Row[] = [
	agendaRow('save the online booking settings', async () => {
		const salon = await demoOwnersSalon()
		const horizon = String(30 + (++agendaDays % 60))
		const fields = {
			intent: 'settings',
			salonId: salon.id,
			enabled: 'on',
			bufferMinutes: '10',
			noticeHours: '3',
			horizonDays: horizon,
			stepMinutes: '15',
			cancelHours: '24',
		}
		const settings = async () =>
			(
				await database
					.select()
					.from(bookingSettings)
					.where(eq(bookingSettings.salon_id, Number(salon.id)))
			)[0]!
		return { fields, happened: async () => String((await settings()).horizon_days) === horizon }
	}),
	agendaRow('add a treatment', async () => {
		const salon = await demoOwnersSalon()
		const name = `Matrix ${Math.random()}`
		const found = async () => (await database.select().from(treatments).where(eq(treatments.name, name))).length === 1
		return { fields: { intent: 'treatment', salonId: salon.id, name, ...TREATMENT_FIELDS }, happened: found }
	}),
	agendaRow('retire a treatment', async () => {
		const salon = await demoOwnersSalon()
		const [treatment] = await database
			.insert(treatments)
			.values({
				salon_id: Number(salon.id),
				name: 'Matrix weg',
				position: 99,
				pricing: {
					prices: { klein: { minutes: 30, cents: 100 }, middel: { minutes: 30, cents: 100 }, groot: { minutes: 30, cents: 100 } },
					coatExtras: {},
				},
			})
			.returning({ id: treatments.id })
		const retired = async () => !(await database.select().from(treatments).where(eq(treatments.id, treatment!.id)))[0]!.active
		return { fields: { intent: 'retireTreatment', salonId: salon.id, treatmentId: String(treatment!.id) }, happened: retired }
	}),
	agendaRow('close a date', async () => {
		const salon = await demoOwnersSalon()
		const date = agendaDay()
		const saved = async () =>
			(
				await database
					.select()
					.from(bookingDateOverrides)
					.where(and(eq(bookingDateOverrides.salon_id, Number(salon.id)), eq(bookingDateOverrides.date, date)))
			).length === 1
		return { fields: { intent: 'override', salonId: salon.id, date, closed: 'on' }, happened: saved }
	}),
	agendaRow('delete a date override', async () => {
		const salon = await demoOwnersSalon()
		const date = agendaDay()
		await database.insert(bookingDateOverrides).values({ salon_id: Number(salon.id), date, ranges: [] })
		const gone = async () =>
			(
				await database
					.select()
					.from(bookingDateOverrides)
					.where(and(eq(bookingDateOverrides.salon_id, Number(salon.id)), eq(bookingDateOverrides.date, date)))
			).length === 0
		return { fields: { intent: 'deleteOverride', salonId: salon.id, date }, happened: gone }
	}),
	agendaRow('block a time', async () => {
		const salon = await demoOwnersSalon()
		const date = agendaDay()
		const start = amsterdamInstant(date, 10 * 60)!
		const blocked = async () =>
			(
				await database
					.select()
					.from(appointments)
					.where(and(eq(appointments.salon_id, Number(salon.id)), eq(appointments.starts_at, start)))
			).length === 1
		return { fields: { intent: 'block', salonId: salon.id, date, time: '10:00', minutes: '60' }, happened: blocked }
	}),
	agendaRow('add a phone appointment', async () => {
		const salon = await demoOwnersSalon()
		const date = agendaDay()
		const start = amsterdamInstant(date, 10 * 60)!
		const added = async () =>
			(
				await database
					.select()
					.from(appointments)
					.where(and(eq(appointments.salon_id, Number(salon.id)), eq(appointments.starts_at, start)))
			).length === 1
		return {
			fields: { intent: 'phone', salonId: salon.id, date, time: '10:00', minutes: '60', clientName: 'Matrix', dogName: 'Rex' },
			happened: added,
		}
	}),
	agendaRow('remove a block', async () => {
		const time = await demoAgendaTime('booked')
		await database
			.update(appointments)
			.set({ kind: 'block', user_id: null, price_cents: null })
			.where(eq(appointments.id, Number(time.appointmentId)))
		return {
			fields: { intent: 'removeBlock', salonId: time.salonId, appointmentId: time.appointmentId },
			happened: async () => (await time.state()).status === 'cancelled',
		}
	}),
	agendaRow('approve a requested booking', async () => {
		const time = await demoAgendaTime('requested')
		return {
			fields: { intent: 'approve', salonId: time.salonId, appointmentId: time.appointmentId },
			happened: async () => (await time.state()).status === 'booked',
		}
	}),
	agendaRow('decline a requested booking', async () => {
		const time = await demoAgendaTime('requested')
		return {
			fields: { intent: 'decline', salonId: time.salonId, appointmentId: time.appointmentId, reason: 'Vol.' },
			happened: async () => (await time.state()).status === 'cancelled',
		}
	}),
	agendaRow('cancel an appointment', async () => {
		const time = await demoAgendaTime('booked')
		return {
			fields: { intent: 'cancel', salonId: time.salonId, appointmentId: time.appointmentId, reason: 'Ziek.' },
			happened: async () => (await time.state()).status === 'cancelled',
		}
	}),
	agendaRow('mark an appointment as not come', async () => {
		const time = await demoAgendaTime('booked', 'past')
		return {
			fields: { intent: 'noShow', salonId: time.salonId, appointmentId: time.appointmentId },
			happened: async () => (await time.state()).status === 'no_show',
		}
	}),
	agendaRow("plan a client's next appointment", async () => {
		// An online booking at 15:00 (the other cells' times are at 10:00) of a treatment the salon has, the dog as it came.
		const time = await demoAgendaTime('booked')
		const salonId = Number(time.salonId)
		const { row: _row, ownerId } = await demoOwnersSalon()
		const [treatment] = await database
			.insert(treatments)
			.values({ salon_id: salonId, name: `Matrix volgende ${Math.random()}`, position: 98, pricing: matrixPricing })
			.returning({ id: treatments.id })
		const start = new Date((await time.state()).starts_at.getTime() + 5 * 60 * 60_000)
		const end = new Date(start.getTime() + 60 * 60_000)
		await database
			.update(appointments)
			.set({
				treatment_id: treatment!.id,
				breed: 'Tekkel',
				weight_kg: 7,
				coat: 'kort',
				starts_at: start,
				ends_at: end,
				occupied_until: end,
			})
			.where(eq(appointments.id, Number(time.appointmentId)))
		await database.update(bookingSettings).set({ series_horizon_weeks: 52 }).where(eq(bookingSettings.salon_id, salonId))
		const owner = actorWith({ id: ownerId, email: DEMO_ACCOUNTS.owner, name: 'Eigenaar', emailVerified: true }, '10.99.0.1')
		const next = { salonId, appointmentId: Number(time.appointmentId), everyWeeks: 12, count: 1 }
		const planned = (await planNextAppointments(owner, next)).dates[0]!.start!
		const booked = async () =>
			(
				await database
					.select()
					.from(appointments)
					.where(and(eq(appointments.salon_id, salonId), eq(appointments.starts_at, new Date(planned))))
			).length === 1
		const fields = { intent: 'bookNext', salonId: time.salonId, appointmentId: time.appointmentId, everyWeeks: '12', count: '1' }
		return { fields: { ...fields, times: planned }, happened: booked }
	}),
	agendaRow('cancel the rest of a series', async () => {
		const first = await demoAgendaTime('booked')
		const second = await demoAgendaTime('booked')
		const series = { series_id: crypto.randomUUID(), series_weeks: 2 }
		await database
			.update(appointments)
			.set(series)
			.where(inArray(appointments.id, [Number(first.appointmentId), Number(second.appointmentId)]))
		const fields = { intent: 'cancel', salonId: first.salonId, appointmentId: first.appointmentId, reason: 'Verbouwing.', which: 'rest' }
		const both = async () => (await first.state()).status === 'cancelled' && (await second.state()).status === 'cancelled'
		return { fields, happened: both }
	}),
	agendaRow('make or renew the calendar link', async () => {
		const salon = await demoOwnersSalon()
		const token = async () =>
			(
				await database
					.select()
					.from(bookingSettings)
					.where(eq(bookingSettings.salon_id, Number(salon.id)))
			)[0]!.calendar_token
		const before = await token()
		return { fields: { intent: 'calendar', salonId: salon.id }, happened: async () => (await token()) !== before }
	}),
	agendaRow('add a weekly break', async () => {
		const salon = await demoOwnersSalon()
		const start = ++agendaDays % 600
		const added = async () =>
			(
				await database
					.select()
					.from(bookingWeeklyBreaks)
					.where(and(eq(bookingWeeklyBreaks.salon_id, Number(salon.id)), eq(bookingWeeklyBreaks.start_minutes, start)))
			).length === 1
		const clock = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`
		return { fields: { intent: 'weeklyBreak', salonId: salon.id, weekday: '6', start: clock, end: '' }, happened: added }
	}),
	agendaRow('remove a weekly break', async () => {
		const salon = await demoOwnersSalon()
		const [rule] = await database
			.insert(bookingWeeklyBreaks)
			.values({ salon_id: Number(salon.id), weekday: 6, start_minutes: 60, end_minutes: 90 })
			.returning({ id: bookingWeeklyBreaks.id })
		const gone = async () => (await database.select().from(bookingWeeklyBreaks).where(eq(bookingWeeklyBreaks.id, rule!.id))).length === 0
		return { fields: { intent: 'deleteWeeklyBreak', salonId: salon.id, breakId: String(rule!.id) }, happened: gone }
	}),
	agendaRow('save the opening hours', async () => {
		const salon = await demoOwnersSalonWith({ opening_hours: [] })
		return {
			fields: { intent: 'hours', salonId: salon.id, 'open-0': 'on', 'from-0-0': '09:00', 'to-0-0': '17:00' },
			happened: async () => (await salon.row()).opening_hours[0] === 'Maandag: 09:00 - 17:00',
		}
	}),
]

/** A coming online appointment of the demo user (at a salon of its own, so cells never overlap), with a cancel link. */
async function demoUsersAppointment() {
	const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.user))
	const start = new Date(Date.now() + 5 * 86_400_000)
	const end = new Date(start.getTime() + 3_600_000)
	const token = newSecretToken()
	const [row] = await database
		.insert(appointments)
		.values({
			salon_id: (await freshSalon()).id,
			kind: 'online',
			user_id: user!.id,
			dog_name: 'Matrix',
			price_cents: 4500,
			starts_at: start,
			ends_at: end,
			occupied_until: end,
			cancel_token_hash: hashToken(token),
		})
		.returning({ id: appointments.id })
	const cancelled = async () =>
		(await database.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, row!.id)))[0]!.status ===
		'cancelled'
	return { id: String(row!.id), token, cancelled }
}

const appointmentRows: Row[] = [
	{
		name: 'POST /account/afspraken (cancel your appointment)',
		handler: myAppointments,
		path: '/account/afspraken',
		prepare: async () => {
			const appointment = await demoUsersAppointment()
			return { fields: { intent: 'cancel', appointmentId: appointment.id }, happened: appointment.cancelled }
		},
		expected: REQUESTER_ONLY,
		hidesOthers: true,
	},
	{
		// The mail's link is the authorisation: whoever has it cancels (before the deadline), signed in or not.
		name: 'POST /afspraak/annuleren/:token (cancel by the mail’s link)',
		handler: cancelLink,
		path: '/afspraak/annuleren/token',
		prepare: async () => {
			const appointment = await demoUsersAppointment()
			return { fields: {}, params: { token: appointment.token }, happened: appointment.cancelled }
		},
		expected: EVERYONE,
	},
]

const MATRIX: Row[] = [
	...reviewRows,
	...placeRequestRows,
	...bookingRows,
	...waitingListRows,
	...dogRows,
	...agendaRows,
	...appointmentRows,
	{
		name: 'POST /dashboard (an owner edits the salon)',
		handler: dashboardSalons,
		path: '/dashboard?index',
		prepare: async () => {
			const salon = await demoOwnersSalon()
			const name = `Matrix Eigen ${Math.random()}`
			return { fields: { intent: 'update', salonId: salon.id, name }, happened: async () => (await salon.row()).name === name }
		},
		expected: OWNER_ONLY,
	},
	{
		name: 'POST /dashboard (an owner saves the opening hours)',
		handler: dashboardSalons,
		path: '/dashboard?index',
		prepare: async () => {
			const salon = await demoOwnersSalonWith({ opening_hours: [] })
			return {
				fields: { intent: 'hours', salonId: salon.id, 'open-0': 'on', 'from-0-0': '09:00', 'to-0-0': '17:00' },
				happened: async () => (await salon.row()).opening_hours[0] === 'Maandag: 09:00 - 17:00',
			}
		},
		expected: OWNER_ONLY,
	},
	{
		name: 'POST /dashboard (an owner says whether the salon takes new clients)',
		handler: dashboardSalons,
		path: '/dashboard?index',
		prepare: async () => {
			const salon = await demoOwnersSalonWith({ accepts_new_clients: null })
			return {
				fields: { intent: 'availability', salonId: salon.id, accepts_new_clients: 'wachtlijst', waiting_weeks: '4' },
				happened: async () => (await salon.row()).accepts_new_clients === 'wachtlijst',
			}
		},
		expected: OWNER_ONLY,
	},
	{
		// Any owner turns their own monthly summary off (the cell's user, whoever that is): one opt-out row.
		name: 'POST /dashboard (an owner switches the monthly summary mail)',
		handler: dashboardSalons,
		path: '/dashboard?index',
		prepare: async () => {
			await database.delete(statisticsSummaryOptOuts)
			const happened = async () => (await database.select().from(statisticsSummaryOptOuts)).length === 1
			return { fields: { intent: 'summary', summary: 'off' }, happened }
		},
		expected: { anonymous: 'login', user: 'denied', otherOwner: 'ok', owner: 'ok', admin: 'denied' },
	},
	{
		// The cell checks the guard: the owner reaches the checkout (or the full-city answer).
		name: 'POST /dashboard/uitgelicht (buy a featured placement)',
		handler: dashboardFeatured,
		path: '/dashboard/uitgelicht',
		prepare: async () => ({ fields: { intent: 'checkout', salonId: (await demoOwnersSalon()).id, plan: 'monthly' } }),
		expected: OWNER_ONLY,
	},
	{
		// The owner's own state decides the toast; the cells check the guard.
		name: 'POST /dashboard/uitgelicht (check the subscription status)',
		handler: dashboardFeatured,
		path: '/dashboard/uitgelicht',
		prepare: async () => ({ fields: { intent: 'refresh' } }),
		expected: ANY_ACCOUNT,
	},
	{
		name: 'POST /dashboard/uitgelicht (open the customer portal)',
		handler: dashboardFeatured,
		path: '/dashboard/uitgelicht',
		prepare: async () => ({ fields: { intent: 'portal' } }),
		expected: ANY_ACCOUNT,
	},
	adminPlacementRow('pause', 'active', (row) => row.status === 'paused'),
	adminPlacementRow('activate', 'paused', (row) => row.status === 'active'),
	adminPlacementRow('cancel', 'active', (row) => row.status === 'cancelled'),
	adminPlacementRow('position', 'active', (row) => row.listing_position === 1, { position: '1' }),
	{
		// Without a file the owner gets the Dutch refusal; everyone else never gets that far.
		name: 'POST /dashboard/salons/:id/photo (upload a photo)',
		handler: salonPhoto,
		path: '/dashboard/salons/1/photo',
		prepare: async () => ({ fields: {}, params: { id: (await demoOwnersSalon()).id } }),
		expected: OWNER_ONLY,
	},
	{
		name: 'POST /dashboard/salons/:id/photo (remove the photo)',
		handler: salonPhoto,
		path: '/dashboard/salons/1/photo',
		prepare: async () => {
			const salon = await demoOwnersSalonWith({ main_photo_url: '/images/salons/salon-1.webp' })
			return { fields: { intent: 'delete' }, params: { id: salon.id }, happened: async () => (await salon.row()).main_photo_url === null }
		},
		expected: OWNER_ONLY,
	},
	{
		// The cell checks the guard; a wrong current password keeps the demo accounts usable for the other rows.
		name: 'POST /account (change the password)',
		handler: account,
		path: '/account',
		prepare: async () => ({
			fields: { intent: 'password', currentPassword: 'niet-het-wachtwoord', password: 'nieuw123', confirmPassword: 'nieuw123' },
		}),
		expected: ANY_ACCOUNT,
	},
	{
		// As above: a wrong password deletes nothing; an admin is refused before the password is checked.
		name: 'POST /account (delete the account)',
		handler: account,
		path: '/account',
		prepare: async () => ({ fields: { intent: 'delete', password: 'niet-het-wachtwoord', confirm: 'on' } }),
		expected: { ...ANY_ACCOUNT, admin: 'denied' },
	},
	{
		name: 'POST /admin/listings (add a listing)',
		handler: adminListings,
		path: '/admin/listings',
		prepare: async () => {
			const name = `Matrix Nieuw ${Math.random()}`
			return {
				fields: { name },
				happened: async () => (await database.select().from(salons).where(eq(salons.name, name))).length === 1,
			}
		},
		expected: ADMIN_ONLY,
	},
	{
		name: 'POST /admin/listings/:id (edit a listing)',
		handler: adminListing,
		path: '/admin/listings/1',
		prepare: async () => {
			const listing = await freshSalon()
			return {
				fields: { intent: 'update', name: 'Matrix Bewerkt' },
				params: listing.params,
				happened: async () => (await listing.row())?.name === 'Matrix Bewerkt',
			}
		},
		expected: ADMIN_ONLY,
	},
	{
		name: 'POST /admin/listings/:id (change the owner)',
		handler: adminListing,
		path: '/admin/listings/1',
		prepare: async () => {
			const listing = await freshSalon()
			return {
				fields: { intent: 'owner', salonId: String(listing.id), ownerEmail: DEMO_ACCOUNTS.user },
				params: listing.params,
				happened: async () => (await listing.row())?.owner_id !== null,
			}
		},
		expected: ADMIN_ONLY,
	},
	{
		name: 'POST /admin/listings/:id (delete a listing)',
		handler: adminListing,
		path: '/admin/listings/1',
		prepare: async () => {
			const listing = await freshSalon()
			return { fields: { intent: 'delete' }, params: listing.params, happened: async () => (await listing.row()) === undefined }
		},
		expected: ADMIN_ONLY,
	},
	{
		name: 'POST /api/claims (claim a salon)',
		handler: claimsApi,
		path: '/api/claims',
		prepare: async () => {
			const salonId = nextUnowned()
			const claims = async () => (await database.select().from(listingClaims).where(eq(listingClaims.salon_id, salonId))).length
			return { fields: { salonId: String(salonId), message: '' }, happened: async () => (await claims()) === 1 }
		},
		expected: ANY_ACCOUNT,
	},
	...decisionRows('claim', adminClaims, '/admin/claims', pendingClaim),
	...decisionRows('submission', adminSubmissions, '/admin?index', pendingSubmission),
	{
		// A form without a file: the admin gets the Dutch refusal, everyone else never gets that far.
		name: 'POST /admin/import (CSV import)',
		handler: adminImport,
		path: '/admin/import',
		prepare: async () => ({ fields: { intent: 'preview' } }),
		expected: ADMIN_ONLY,
	},
	{
		name: 'POST /logout',
		handler: logout,
		path: '/logout',
		// The session's end is better-auth's; the cell checks that only a logged-in user gets to ask for it.
		prepare: async () => ({ fields: {} }),
		expected: ANY_ACCOUNT,
	},
	{
		name: 'POST /contact (public form)',
		handler: contact,
		path: '/contact',
		prepare: async () => {
			const email = uniqueEmail('contact')
			const stored = async () => (await database.select().from(contactMessages).where(eq(contactMessages.email, email))).length === 1
			return { fields: { name: 'Matrix', email, subject: 'Een vraag', message: 'Een bericht dat lang genoeg is.' }, happened: stored }
		},
		expected: EVERYONE,
	},
	{
		name: 'POST /meldingen/aanmelden (ask for availability alerts)',
		handler: alertSubscribe,
		path: '/meldingen/aanmelden',
		prepare: async () => {
			const email = uniqueEmail('melding')
			const stored = async () => (await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).length === 1
			return { fields: { email, place: 'Utrecht', radius: '10' }, happened: stored }
		},
		expected: EVERYONE,
	},
	{
		// The link's token is the authorisation: a mail client posts it without session or form token (RFC 8058).
		name: 'POST /meldingen/afmelden/:token (one-click unsubscribe)',
		handler: alertUnsubscribe,
		path: '/meldingen/afmelden/token',
		prepare: async () => {
			const { id, token } = await alertSubscription(uniqueEmail('afmelden'))
			return { fields: { 'List-Unsubscribe': 'One-Click' }, params: { token }, happened: async () => !(await alertExists(id)) }
		},
		expected: EVERYONE,
	},
	{
		// The mail's token is the authorisation; the page's button posts it (opening the link changes nothing).
		name: 'POST /meldingen/bevestigen/:token (confirm an alert)',
		handler: alertConfirm,
		path: '/meldingen/bevestigen/token',
		prepare: async () => {
			const { id, token } = await alertSubscription(uniqueEmail('bevestigen'))
			await database.update(alertSubscriptions).set({ confirmed_at: null }).where(eq(alertSubscriptions.id, id))
			const confirmed = async () =>
				Boolean((await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id)))[0]?.confirmed_at)
			return { fields: {}, params: { token }, happened: confirmed }
		},
		expected: EVERYONE,
	},
	{
		name: 'POST /meldingen/verlengen/:token (renew an alert)',
		handler: alertRenew,
		path: '/meldingen/verlengen/token',
		prepare: async () => {
			const { id, token } = await alertSubscription(uniqueEmail('verlengen'))
			const renewed = async () =>
				(await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id)))[0]!.expires_at.getTime() >
				Date.now() + 30 * 86_400_000
			return { fields: {}, params: { token }, happened: renewed }
		},
		expected: EVERYONE,
	},
	{
		name: 'POST /account (end one of your alerts)',
		handler: account,
		path: '/account',
		prepare: async () => {
			const { id } = await alertSubscription(DEMO_ACCOUNTS.user)
			return { fields: { intent: 'endAlert', subscriptionId: String(id) }, happened: async () => !(await alertExists(id)) }
		},
		expected: { anonymous: 'login', user: 'ok', otherOwner: 'denied', owner: 'denied', admin: 'denied' },
	},
	...phoneRows(),
]

let numbers = 0
/** A Dutch mobile number no other cell uses, so the per-number limit never mixes cells. */
const nextNumber = () => `+3162${String(++numbers).padStart(7, '0')}`

/** An account signed up with this number (verified), as the sign-up code makes one. */
async function phoneAccount(phoneNumber: string) {
	const user = await createAccount({ email: uniqueEmail('telefoon'), password: DEMO_PASSWORD, emailVerified: true })
	await database.update(users).set({ phoneNumber, phoneNumberVerified: true }).where(eq(users.id, user.id))
	return user
}

/** A code row the way the code module stores one, bound to the number and the asking browser's request key. */
async function storedCode(phoneNumber: string, purpose: 'sign-up' | 'reset' | 'change', extra: Partial<typeof smsCodes.$inferInsert>) {
	const request = 'r'.repeat(22)
	const code = '123456'
	await database.insert(smsCodes).values({
		phone_number: phoneNumber,
		purpose,
		code_hash: hashCode(config().AUTH_SECRET, `${phoneNumber}/${request}`, code),
		expires_at: new Date(Date.now() + 600_000),
		...extra,
	})
	return { phone: phoneNumber, request, code }
}

const codeRow = async (phoneNumber: string, purpose: 'sign-up' | 'reset' | 'change') =>
	(await database.select().from(smsCodes).where(eq(smsCodes.phone_number, phoneNumber))).find((row) => row.purpose === purpose)

/** The phone sign-in steps of /auth: public forms, the same for every visitor; the code (and its request key) is the authorisation. */
function phoneRows(): Row[] {
	return [
		{
			name: 'POST /auth (sign up with a number: a code by SMS)',
			handler: auth,
			path: '/auth',
			prepare: async () => {
				const phone = nextNumber()
				const fields = { intent: 'signup', email: phone, password: 'geheim123', confirmPassword: 'geheim123' }
				return { fields, happened: async () => Boolean(await codeRow(phone, 'sign-up')) }
			},
			expected: EVERYONE,
		},
		{
			name: 'POST /auth (the code step of a sign-up by number)',
			handler: auth,
			path: '/auth',
			prepare: async () => {
				const phone = nextNumber()
				const typed = await storedCode(phone, 'sign-up', { password_hash: 'niet-te-raden' })
				const made = async () => (await database.select().from(users).where(eq(users.phoneNumber, phone))).length === 1
				return { fields: { intent: 'phone-code', ...typed }, happened: made }
			},
			expected: EVERYONE,
		},
		{
			// "Geen sms ontvangen?": a new code for the open request; the number's own limits are the guard.
			name: 'POST /auth (a new code from the code step)',
			handler: auth,
			path: '/auth',
			prepare: async () => {
				const phone = nextNumber()
				const typed = await storedCode(phone, 'sign-up', { password_hash: 'niet-te-raden' })
				const before = (await codeRow(phone, 'sign-up'))!.code_hash
				const renewed = async () => (await codeRow(phone, 'sign-up'))?.code_hash !== before
				return { fields: { intent: 'phone-code', resend: '1', phone, request: typed.request }, happened: renewed }
			},
			expected: EVERYONE,
		},
		{
			name: 'POST /auth (forgot password with a number: a code by SMS)',
			handler: auth,
			path: '/auth',
			prepare: async () => {
				const phone = nextNumber()
				await phoneAccount(phone)
				return { fields: { intent: 'forgot', email: phone }, happened: async () => Boolean(await codeRow(phone, 'reset')) }
			},
			expected: EVERYONE,
		},
		{
			name: 'POST /auth (the code step of a reset by number)',
			handler: auth,
			path: '/auth',
			prepare: async () => {
				const phone = nextNumber()
				const user = await phoneAccount(phone)
				const typed = await storedCode(phone, 'reset', { user_id: user.id })
				const fields = { intent: 'phone-reset', ...typed, password: 'nieuw-geheim1', confirmPassword: 'nieuw-geheim1' }
				return { fields, happened: async () => !(await codeRow(phone, 'reset')) }
			},
			expected: EVERYONE,
		},
		{
			name: 'POST /account (a code by SMS for a new number)',
			handler: account,
			path: '/account',
			prepare: async () => {
				const phone = nextNumber()
				return {
					fields: { intent: 'phone', currentPassword: DEMO_PASSWORD, phone },
					happened: async () => Boolean(await codeRow(phone, 'change')),
				}
			},
			expected: ANY_ACCOUNT,
		},
		{
			// The code was asked for by no account: the cells check the guard; the refusal is the code step's own.
			name: 'POST /account (confirm a new number with its code)',
			handler: account,
			path: '/account',
			prepare: async () => ({ fields: { intent: 'phoneCode', ...(await storedCode(nextNumber(), 'change', {})) } }),
			expected: ANY_ACCOUNT,
		},
		{
			// The open request belongs to no account: the cells check the guard; no code goes out for it.
			name: 'POST /account (a new code for the open number change)',
			handler: account,
			path: '/account',
			prepare: async () => ({ fields: { intent: 'phoneCode', resend: '1', ...(await storedCode(nextNumber(), 'change', {})) } }),
			expected: ANY_ACCOUNT,
		},
		{
			// Only a phone account's stand-in is replaced; the cells check the guard.
			name: 'POST /account (add an e-mail address)',
			handler: account,
			path: '/account',
			prepare: async () => ({ fields: { intent: 'email', email: uniqueEmail('toegevoegd') } }),
			expected: ANY_ACCOUNT,
		},
	]
}

/** A confirmed alert subscription of this address, with the token of one of its links. */
async function alertSubscription(email: string) {
	const [subscription] = await database
		.insert(alertSubscriptions)
		.values({
			email,
			place_label: 'Utrecht',
			latitude: 52.09,
			longitude: 5.12,
			radius_km: 10,
			confirmed_at: new Date(),
			expires_at: new Date(Date.now() + 86_400_000),
		})
		.returning({ id: alertSubscriptions.id })
	return { id: subscription!.id, token: await newLinkToken(database, subscription!.id) }
}

async function alertExists(id: number) {
	return (await database.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id))).length === 1
}

async function cookieOf(role: Column): Promise<string | undefined> {
	if (role === 'anonymous') return undefined
	if (role === 'adminWithoutTwoFactor') {
		const email = uniqueEmail('admin-zonder-tweestaps')
		const admin = await createAccount({ email, password: DEMO_PASSWORD, emailVerified: true })
		await grantAdmin(admin.id)
		return (await requestAs(email, DEMO_PASSWORD)).headers.get('cookie')!
	}
	if (role === 'otherOwner') {
		const email = uniqueEmail('other-owner')
		const other = await createAccount({ email, password: DEMO_PASSWORD, emailVerified: true })
		await database.update(salons).set({ owner_id: other.id }).where(eq(salons.id, nextUnowned()))
		return (await requestAs(email, DEMO_PASSWORD)).headers.get('cookie')!
	}
	const email = { user: DEMO_ACCOUNTS.user, owner: DEMO_ACCOUNTS.owner, admin: DEMO_ACCOUNTS.admin }[role]
	return (await requestAs(email, DEMO_PASSWORD)).headers.get('cookie')!
}

/** The admin portal refuses a non-admin with a redirect to /dashboard; the dashboard's own forms succeed with one. */
function outcomeOf(row: Row, answer: { status: number; location: string | null }): Outcome {
	// /auth's own forms answer with /auth (the login tab after a new password): that is their result, not a demand to log in.
	if (row.path === '/auth' && answer.status === 302 && answer.location?.startsWith('/auth?tab=login')) return 'ok'
	const refusedByAdmin =
		row.path.startsWith('/admin') &&
		answer.status === 302 &&
		(answer.location === '/dashboard' || answer.location === '/account/two-factor')
	if (answer.status === 401 || (answer.status === 302 && answer.location?.startsWith('/auth'))) return 'login'
	if (answer.status === 403 || (row.hidesOthers && answer.status === 404) || refusedByAdmin) return 'denied'
	return 'ok'
}

let client = 0
describe('the authorisation matrix', () => {
	for (const row of MATRIX) {
		for (const role of COLUMNS) {
			const expected = expectedFor(row, role)
			it(`${row.name} as ${role}: ${expected}`, async () => {
				const cookie = await cookieOf(role)
				const { fields, params, happened } = await row.prepare(cookie)
				const answer = await run(row.handler, formRequest(row.path, fields, cookie), `10.77.0.${++client}`, params)
				expect(outcomeOf(row, answer), `status ${answer.status} → ${answer.location}`).toBe(expected)
				if (happened) expect(await happened()).toBe(expected === 'ok')
				expect(answer.status).toBeLessThan(500)
			})
		}
	}
})

/** A browser a person uses; the beacon counts nothing for bots. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const withCookie = (url: string, cookie: string | undefined, init: RequestInit = {}) => {
	const headers = new Headers({ 'user-agent': PERSON, ...(init.headers as Record<string, string>) })
	if (cookie) headers.set('cookie', cookie)
	return new Request(url, { ...init, headers })
}

describe('endpoints no session opens or closes', () => {
	for (const role of COLUMNS) {
		it(`GET /api/stats (the no-script pixel) as ${role}: counted the same for everyone`, async () => {
			const salon = nextUnowned()
			const views = async () => {
				await statisticsBuffer.flush()
				const [row] = await database
					.select({ views: salonStatistics.views })
					.from(salonStatistics)
					.where(eq(salonStatistics.salon_id, salon))
				return row?.views ?? 0
			}
			const answer = await run(
				statsPixel,
				withCookie(`${config().SITE_URL}/api/stats?m=views&s=${salon}`, await cookieOf(role), {
					headers: { 'sec-fetch-site': 'same-origin' },
				}),
				`10.78.0.${++client}`,
			)
			expect(answer.status).toBe(200)
			expect(await views()).toBe(1)
		})

		it(`GET /api/proof-of-work as ${role}: a fresh challenge for anyone, never stored by a cache`, async () => {
			const answer = await run(
				proofOfWork,
				withCookie(`${config().SITE_URL}/api/proof-of-work`, await cookieOf(role)),
				`10.79.0.${++client}`,
			)
			expect(answer.status).toBe(200)
			expect(answer.headers.get('cache-control')).toBe('no-store')
			expect(answer.data).toMatchObject({ algorithm: 'SHA-256', signature: expect.stringMatching(/^[0-9a-f]{64}$/) })
		})

		for (const link of UNSUBSCRIBE_LINKS)
			it(`GET and POST ${link.path} as ${role}: only the link's own token unsubscribes`, async () => {
				const cookie = await cookieOf(role)
				const owner = await createAccount({ email: uniqueEmail('afmelden'), password: DEMO_PASSWORD, emailVerified: true })
				const other = await createAccount({ email: uniqueEmail('afmelden'), password: DEMO_PASSWORD, emailVerified: true })
				const optedOut = async () => (await database.select().from(link.table).where(eq(link.table.user_id, owner.id))).length === 1
				const forged = new URL(link.url(owner.id))
				forged.searchParams.set('t', new URL(link.url(other.id)).searchParams.get('t')!)
				const post = {
					method: 'POST',
					headers: { 'content-type': 'application/x-www-form-urlencoded' },
					body: 'List-Unsubscribe=One-Click',
				}
				expect((await run(link.loader, withCookie(forged.href, cookie))).status).toBe(400)
				expect((await run(link.action, withCookie(forged.href, cookie, post))).status).toBe(400)
				expect(await optedOut()).toBe(false)
				expect((await run(link.action, withCookie(link.url(owner.id), cookie, post))).status).toBe(200)
				expect(await optedOut()).toBe(true)
				expect((await run(link.loader, withCookie(link.url(owner.id), cookie))).status).toBe(200)
			})
	}
})

/** The mails' unsubscribe links (a signed token per account): the monthly summary's and the rhythm mail's. */
const UNSUBSCRIBE_LINKS = [
	{
		path: '/statistieken/afmelden',
		url: summaryUnsubscribeUrl,
		loader: unsubscribeLoader,
		action: unsubscribeAction,
		table: statisticsSummaryOptOuts,
	},
	{
		path: '/trimbeurt-herinnering/afmelden',
		url: rhythmUnsubscribeUrl,
		loader: rhythmUnsubscribeLoader,
		action: rhythmUnsubscribeAction,
		table: rhythmMailOptOuts,
	},
]

describe('the demo outboxes', () => {
	const outboxes = [
		{ path: '/dev/sms', loader: devSms },
		{ path: '/dev/sms.json', loader: devSmsJson },
		{ path: '/dev/mail', loader: devMail },
		{ path: '/dev/mail.json', loader: devMailJson },
	]
	for (const { path, loader } of outboxes) {
		for (const role of COLUMNS) {
			it(`GET ${path} as ${role}: only this machine sees it, and never in production`, async () => {
				const get = async () => withCookie(`${config().SITE_URL}${path}`, await cookieOf(role))
				expect((await run(loader, await get(), '203.0.113.9')).status).toBe(404)
				expect((await run(loader, await get(), '2001:db8::9')).status).toBe(404)
				expect((await run(loader, await get(), '127.0.0.1')).status).toBe(200)
				const inProduction = await withConfig({ allowsDemo: false }, async () => run(loader, await get(), '127.0.0.1'))
				expect(inProduction.status).toBe(404)
			})
		}
	}
})
