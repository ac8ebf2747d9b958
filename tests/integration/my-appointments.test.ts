import { and, eq, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { action as myAppointmentsAction, loader as myAppointmentsLoader } from '~/routes/account.appointments'
import { action as cancelLinkAction, loader as cancelLinkLoader } from '~/routes/appointment.cancel'
import { actorWith, holdingLink } from '~/server/accounts/actor.server'
import { users } from '~/server/accounts/tables.server'
import { createAccount } from '~/server/accounts/users.server'
import { bookAppointment } from '~/server/bookings/book.server'
import { CANCEL_MESSAGES, cancelOwnAppointment, cancelAppointmentByToken } from '~/server/bookings/cancel.server'
import { appointmentCounts } from '~/server/bookings/counts.server'
import { appointmentUid } from '~/server/bookings/calendar-event.server'
import { myAppointments } from '~/server/bookings/my-appointments.server'
import { sendAppointmentReminders, sendReviewInvitations } from '~/server/bookings/reminders.server'
import { appointments } from '~/server/bookings/tables.server'
import { mailOutbox, smsOutbox } from '~/server/platform/db/tables.server'
import { AppError } from '~/server/platform/errors.server'
import { hashToken, newSecretToken } from '~/server/platform/secret-tokens.server'
import { salons } from '~/server/salons/tables.server'
import { readOwnStatistics } from '~/server/statistics/statistics.server'
import { sendMonthlySummaries } from '~/server/statistics/summary.server'
import { deleteAccount } from '~/server/workflows/delete-account.server'
import { amsterdamInstant } from '~/lib/bookings/free-times'
import { DEAD_CANCEL_LINK } from '~/lib/bookings/my-appointments'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { appointmentCancelPath, myAppointmentPath, paths } from '~/lib/common/paths'
import { config } from '~/server/platform/config.server'
import { formRequest, run, toastOf, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'
import { bookableSalonOf, pastVisit, refusal } from './booking-fixtures'
import { waitFor } from '../wait'

const database = await useTestDatabase()

// A Monday in winter; the salon is open on weekdays 09:00-12:00 and 13:00-17:00.
const NOW = new Date('2026-12-07T07:00:00Z')
const HOUR = 60 * 60 * 1000

const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 90, cents: 6000 }, groot: { minutes: 120, cents: 8000 } },
	coatExtras: {},
}
const PASSWORD = 'geheim123'

let counter = 0
async function member(prefix = 'baasje', phone: string | null = null) {
	const email = uniqueEmail(prefix)
	const made = await createAccount({ email, password: PASSWORD, emailVerified: true, firstName: 'Sanne', lastName: 'Test' })
	if (phone) await database.update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, made.id))
	return actorWith({ id: made.id, email, name: 'Sanne Test', emailVerified: true }, `10.8.${++counter % 250}.1`)
}

async function bookableSalon() {
	const owner = await member('eigenaar')
	return { ...(await bookableSalonOf(owner.user!.id, PRICING, { phone: '020 123 4567' })), owner }
}

const at = (date: string, time: string) => amsterdamInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!

type Salon = Awaited<ReturnType<typeof bookableSalon>>
async function book(actor: Awaited<ReturnType<typeof member>>, { salon, treatment }: Salon, startsAt: Date, dogName = 'Bobbie') {
	const form = { salonId: String(salon.id), treatmentId: String(treatment.id), dogName, breed: 'Poedel', weight: '8', coat: 'kort' }
	return bookAppointment(actor, { ...form, startsAt: startsAt.toISOString() }, NOW)
}

const rowOf = async (id: number) => (await database.select().from(appointments).where(eq(appointments.id, id)))[0]!
const mailsTo = (to: string, subject: string) =>
	database
		.select()
		.from(mailOutbox)
		.where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)))

/** How many sessions of this test's database wait for a lock. */
async function lockWaiters() {
	const { rows } = await database.execute<{ waiting: number }>(
		sql`select count(*)::integer as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
	)
	return rows[0]!.waiting
}

/** A cancel link for this appointment, as the confirmation mail carries it: the database keeps only its hash. */
async function cancelLink(appointmentId: number) {
	const token = newSecretToken()
	await database
		.update(appointments)
		.set({ cancel_token_hash: hashToken(token) })
		.where(eq(appointments.id, appointmentId))
	return token
}

describe('Mijn afspraken', () => {
	it('lists only the account’s own appointments: the coming ones nearest first, the past and cancelled ones below', async () => {
		const place = await bookableSalon()
		// A new client holds one coming appointment per salon: these are at three.
		const [second, third] = [await bookableSalon(), await bookableSalon()]
		const mine = await member()
		const other = await member()
		const later = await book(mine, second, at('2026-12-09', '10:00'))
		const sooner = await book(mine, place, at('2026-12-08', '10:00'), 'Max')
		const cancelled = await book(mine, third, at('2026-12-10', '10:00'))
		await cancelOwnAppointment(mine, { appointmentId: String(cancelled.id) }, NOW)
		await book(other, place, at('2026-12-08', '14:00'), 'Vreemd')

		const list = await myAppointments(mine, NOW)
		expect(list.coming.map((appointment) => appointment.id)).toEqual([sooner.id, later.id])
		expect(list.coming[0]).toMatchObject({
			status: 'booked',
			dogName: 'Max',
			treatment: 'Volledige trimbeurt',
			priceCents: 4500,
			cancellable: true,
			salon: {
				name: place.salon.name,
				address: 'Kerkstraat 1, 1017 GA Amsterdam',
				phone: '020 123 4567',
				path: `/trimsalon/${place.salon.slug}`,
			},
		})
		expect(list.earlier.map((appointment) => [appointment.id, appointment.status])).toEqual([[cancelled.id, 'cancelled']])
		expect(list.earlier[0]!.cancelledBySalon).toBeNull()
		// One the salon cancelled carries its reason.
		const bySalon = await book(mine, third, at('2026-12-11', '10:00'))
		await database
			.update(appointments)
			.set({ status: 'cancelled', cancelled_by: 'salon', cancel_reason: 'De trimster is ziek.', cancelled_at: NOW })
			.where(eq(appointments.id, bySalon.id))
		expect((await myAppointments(mine, NOW)).earlier.find((appointment) => appointment.id === bySalon.id)!.cancelledBySalon).toEqual({
			reason: 'De trimster is ziek.',
		})
		// A day later the first one is past: it moves below, and the other's appointment never shows.
		const dayLater = await myAppointments(mine, new Date('2026-12-08T12:00:00Z'))
		expect(dayLater.coming.map((appointment) => appointment.id)).toEqual([later.id])
		expect(dayLater.earlier.map((appointment) => appointment.id)).toEqual([bySalon.id, cancelled.id, sooner.id])
		expect([...dayLater.coming, ...dayLater.earlier].some((appointment) => appointment.dogName === 'Vreemd')).toBe(false)
	})

	it('cancels the account’s own appointment before the deadline: the time is free again at once, the owner gets a mail with a calendar cancellation', async () => {
		const place = await bookableSalon()
		const mine = await member()
		const booked = await book(mine, place, at('2026-12-08', '09:00'))
		const start = at('2026-12-08', '09:00')

		const cancelled = await cancelOwnAppointment(mine, { appointmentId: String(booked.id) }, NOW)
		expect(cancelled).toMatchObject({ salonName: place.salon.name, when: 'dinsdag 8 december om 09:00' })
		expect(await rowOf(booked.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'client', cancelled_at: NOW })
		// The same time can be booked by someone else straight away.
		const again = await book(await member(), place, start, 'Luna')
		expect(again.startsAt.toISOString()).toBe(start.toISOString())

		const [ownerMail] = await mailsTo(place.owner.user!.email, 'Afspraak geannuleerd')
		expect(ownerMail!.subject).toBe('Afspraak geannuleerd: Bobbie, dinsdag 8 december om 09:00')
		expect(ownerMail!.text).toContain(place.salon.name)
		const [calendar] = ownerMail!.attachments!
		expect(calendar).toMatchObject({ filename: 'afspraak.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL' })
		const parsed = new ICAL.Component(ICAL.parse(calendar!.content))
		expect(parsed.getFirstPropertyValue('method')).toBe('CANCEL')
		const event = new ICAL.Event(parsed.getFirstSubcomponent('vevent')!)
		// The uid of the confirmation's event, so the calendar removes that one.
		expect(event.uid).toBe(appointmentUid(booked.id))
		expect(event.uid).toBe(`afspraak-${booked.id}@${new URL(config().SITE_URL).hostname}`)
		expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString())
		expect(parsed.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED')
		// The dog owner is told too, with the same calendar cancellation.
		const [clientMail] = await mailsTo(mine.user!.email, 'is geannuleerd')
		expect(clientMail!.attachments![0]!.content).toContain(`UID:afspraak-${booked.id}@`)

		// Cancelling twice is refused, and changes nothing.
		expect((await refusal(cancelOwnAppointment(mine, { appointmentId: String(booked.id) }, NOW))).message).toBe(CANCEL_MESSAGES.cancelled)
	})

	it('refuses after the salon’s deadline, naming it and the salon’s number, and keeps the appointment', async () => {
		const place = await bookableSalon()
		const mine = await member()
		const booked = await book(mine, place, at('2026-12-08', '10:00'))
		// 23 hours before, with a 24-hour deadline.
		const late = new Date(at('2026-12-08', '10:00').getTime() - 23 * HOUR)
		const refused = await refusal(cancelOwnAppointment(mine, { appointmentId: String(booked.id) }, late))
		expect(refused.code).toBe('conflict')
		expect(refused.message).toBe('Online annuleren kon tot maandag 7 december om 10:00. Bel de trimsalon: 020 123 4567.')
		expect((await rowOf(booked.id)).status).toBe('booked')
		// Mijn afspraken shows the same: no 'Annuleren', the number to call.
		expect((await myAppointments(mine, late)).coming[0]).toMatchObject({ id: booked.id, cancellable: false })
	})

	it('treats another account’s appointment as not found, and refuses bad input with a Dutch message', async () => {
		const place = await bookableSalon()
		const owner = await member()
		const booked = await book(owner, place, at('2026-12-08', '11:00'))
		const stranger = await member()
		const refused = await refusal(cancelOwnAppointment(stranger, { appointmentId: String(booked.id) }, NOW))
		expect(refused.code).toBe('notFound')
		// The salon's owner does not cancel a dog owner's appointment from Mijn afspraken either.
		expect((await refusal(cancelOwnAppointment(place.owner, { appointmentId: String(booked.id) }, NOW))).code).toBe('notFound')
		expect((await rowOf(booked.id)).status).toBe('booked')
		const bad = await refusal(cancelOwnAppointment(owner, { appointmentId: 'alles' }, NOW))
		expect(bad).toMatchObject({ code: 'invalid', message: 'Deze afspraak bestaat niet (meer).' })
		expect((await refusal(cancelOwnAppointment(actorWith(null), { appointmentId: String(booked.id) }, NOW))).code).toBe('unauthenticated')
	})

	it('lists and cancels through the page: the loader and the form’s post with a session', async () => {
		const place = await bookableSalon()
		const email = uniqueEmail('pagina')
		const made = await createAccount({ email, password: PASSWORD, emailVerified: true })
		const actor = actorWith({ id: made.id, email, name: 'Pagina', emailVerified: true })
		// Times near enough to now (the page uses the real clock) and after the deadline of a day.
		const start = new Date(Date.now() + 3 * 24 * HOUR)
		const [row] = await database
			.insert(appointments)
			.values({
				salon_id: place.salon.id,
				kind: 'online',
				user_id: actor.user!.id,
				dog_name: 'Pip',
				price_cents: 3995,
				treatment_name: 'Wassen en föhnen',
				starts_at: start,
				ends_at: new Date(start.getTime() + HOUR),
				occupied_until: new Date(start.getTime() + HOUR),
			})
			.returning()
		const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
		const page = await run(myAppointmentsLoader, new Request(`${config().SITE_URL}${paths.accountAppointments}`, { headers: { cookie } }))
		expect(page.status).toBe(200)
		expect((page.data as Awaited<ReturnType<typeof myAppointments>>).coming.map((appointment) => appointment.dogName)).toEqual(['Pip'])

		const posted = await run(
			myAppointmentsAction,
			formRequest(paths.accountAppointments, { intent: 'cancel', appointmentId: String(row!.id) }, cookie),
		)
		// Mijn afspraken opens at the cancelled appointment, which moved to the list below.
		expect(posted).toMatchObject({ status: 302, location: myAppointmentPath(row!.id) })
		expect((await toastOf(posted.headers))?.title).toBe('Afspraak geannuleerd')
		expect((await rowOf(row!.id)).status).toBe('cancelled')

		// Without a session the page sends to the login.
		const anonymous = await run(myAppointmentsLoader, new Request(`${config().SITE_URL}${paths.accountAppointments}`))
		expect(anonymous.status).toBe(302)
		expect(anonymous.location).toMatch(/^\/auth/)
	})
})

describe('what Mijn afspraken and the booking mails say', () => {
	it('shows the salon’s number as the site shows every number and the dog’s weight with a comma, greets by name, and words the calendar file as a step', async () => {
		const owner = await member('eigenaar')
		const place = { ...(await bookableSalonOf(owner.user!.id, PRICING, { phone: '020-1234567' })), owner }
		const mine = await member()
		const form = {
			salonId: String(place.salon.id),
			treatmentId: String(place.treatment.id),
			dogName: 'Dex',
			breed: 'Poedel',
			weight: '7,5',
			coat: 'kort',
		}
		const booked = await bookAppointment(mine, { ...form, startsAt: at('2026-12-10', '10:00').toISOString() }, NOW)

		const [confirmation] = await mailsTo(mine.user!.email, 'Afspraak bevestigd')
		expect(confirmation!.text).toMatch(/^Beste Sanne Test,\n/)
		expect(confirmation!.text).toContain('Dex, Poedel, 7,5 kg')
		const [toSalon] = await mailsTo(owner.user!.email, 'Nieuwe afspraak')
		expect(toSalon!.text).toMatch(/^Beste Sanne Test,\n/)
		const [coming] = (await myAppointments(mine, NOW)).coming
		expect(coming).toMatchObject({ dogName: 'Dex', weightKg: 7.5, salon: { phone: '020 123 4567' } })
		const late = new Date(at('2026-12-10', '10:00').getTime() - 2 * HOUR)
		expect((await refusal(cancelOwnAppointment(mine, { appointmentId: String(booked.id) }, late))).message).toBe(
			'Online annuleren kon tot woensdag 9 december om 10:00. Bel de trimsalon: 020 123 4567.',
		)

		await cancelOwnAppointment(mine, { appointmentId: String(booked.id) }, NOW)
		const [toClient] = await mailsTo(mine.user!.email, 'is geannuleerd')
		expect(toClient!.text).toMatch(/^Beste Sanne Test,\n/)
		expect(toClient!.text).toContain('Open de bijlage om de afspraak uit je agenda te halen.')
		expect(toClient!.text).not.toContain('haalt de bijlage')
		const [cancelledToSalon] = await mailsTo(owner.user!.email, 'Afspraak geannuleerd')
		expect(cancelledToSalon!.text).toMatch(/^Beste Sanne Test,\n/)
		expect(cancelledToSalon!.text).toContain('Open de bijlage om de afspraak uit je agenda-app te halen.')
	})

	it('greets an account without a name as every mail of the site does', async () => {
		const place = await bookableSalon()
		const email = uniqueEmail('naamloos')
		const made = await createAccount({ email, password: PASSWORD, emailVerified: true })
		const nameless = actorWith({ id: made.id, email, name: '', emailVerified: true }, '10.8.251.1')
		const booked = await book(nameless, place, at('2026-12-10', '11:00'))
		await cancelOwnAppointment(nameless, { appointmentId: String(booked.id) }, NOW)
		for (const subject of ['Afspraak bevestigd', 'is geannuleerd']) {
			const [mail] = await mailsTo(email, subject)
			expect(mail!.text).toMatch(/^Hallo,\n/)
		}
	})

	it('asks before cancelling: ?annuleren=<id> names the account’s own cancellable appointment, and only that', async () => {
		const place = await bookableSalon()
		const email = uniqueEmail('vraag')
		const made = await createAccount({ email, password: PASSWORD, emailVerified: true })
		const start = new Date(Date.now() + 3 * 24 * HOUR)
		const [row] = await database
			.insert(appointments)
			.values({
				salon_id: place.salon.id,
				kind: 'online',
				user_id: made.id,
				dog_name: 'Pip',
				price_cents: 3995,
				treatment_name: 'Wassen en föhnen',
				starts_at: start,
				ends_at: new Date(start.getTime() + HOUR),
				occupied_until: new Date(start.getTime() + HOUR),
			})
			.returning()
		const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
		const page = (query: string) =>
			run(myAppointmentsLoader, new Request(`${config().SITE_URL}${paths.accountAppointments}${query}`, { headers: { cookie } }))
		expect((await page(`?annuleren=${row!.id}`)).data).toMatchObject({ asking: row!.id, earlierTitle: 'Eerdere afspraken' })
		for (const query of ['', '?annuleren=alles', `?annuleren=${row!.id + 100000}`])
			expect((await page(query)).data).toMatchObject({ asking: null })
		// Asking cancels nothing; the answer 'Ja, annuleren' posts, and Mijn afspraken opens at the cancelled appointment.
		expect((await rowOf(row!.id)).status).toBe('booked')
		const posted = await run(
			myAppointmentsAction,
			formRequest(paths.accountAppointments, { intent: 'cancel', appointmentId: String(row!.id) }, cookie),
		)
		expect(posted).toMatchObject({ status: 302, location: myAppointmentPath(row!.id) })
		expect((await page(`?annuleren=${row!.id}`)).data).toMatchObject({ asking: null, earlierTitle: 'Geannuleerde en eerdere afspraken' })
	})
})

describe('deleting the account', () => {
	it('tells the salon of each coming appointment, frees its time, and takes every appointment of the account along', async () => {
		const place = await bookableSalon()
		const leaving = await member('vertrekt')
		await pastVisit(place.salon.id, leaving.user!.id, NOW)
		const coming = await book(leaving, place, at('2026-12-14', '09:00'), 'Weg')
		await book(leaving, place, at('2026-12-15', '09:00'), 'Ook weg')
		await deleteAccount(leaving, { password: PASSWORD })
		const mails = await mailsTo(place.owner.user!.email, 'Afspraak vervallen')
		expect(mails.map((mail) => mail.subject).sort()).toEqual([
			'Afspraak vervallen: Ook weg, dinsdag 15 december om 09:00',
			'Afspraak vervallen: Weg, maandag 14 december om 09:00',
		])
		expect(mails[0]!.attachments![0]!.content).toContain('METHOD:CANCEL')
		expect(await database.select().from(appointments).where(eq(appointments.user_id, leaving.user!.id))).toEqual([])
		expect((await book(await member(), place, at('2026-12-14', '09:00'))).id).toBeGreaterThan(coming.id)
	})
})

describe('the cancel link in the mail', () => {
	const linkRequest = (token: string, method: 'GET' | 'POST' = 'GET') =>
		method === 'GET' ? new Request(`${config().SITE_URL}${appointmentCancelPath(token)}`) : formRequest(appointmentCancelPath(token), {})

	it('shows the appointment on GET without cancelling, cancels once on POST, and answers a used or unknown link with 404', async () => {
		const place = await bookableSalon()
		const mine = await member()
		const start = new Date(Date.now() + 4 * 24 * HOUR)
		const [row] = await database
			.insert(appointments)
			.values({
				salon_id: place.salon.id,
				kind: 'online',
				user_id: mine.user!.id,
				dog_name: 'Bobbie',
				price_cents: 4500,
				starts_at: start,
				ends_at: new Date(start.getTime() + HOUR),
				occupied_until: new Date(start.getTime() + HOUR),
			})
			.returning()
		const token = await cancelLink(row!.id)

		const shown = await run(cancelLinkLoader, linkRequest(token), '10.60.0.1', { token })
		expect(shown.status).toBe(200)
		expect(shown.data).toMatchObject({ appointment: { salonName: place.salon.name, dogName: 'Bobbie', tooLate: null } })
		expect((await rowOf(row!.id)).status).toBe('booked')

		const cancelled = await run(cancelLinkAction, linkRequest(token, 'POST'), '10.60.0.1', { token })
		expect(cancelled.status).toBe(200)
		expect(cancelled.data).toMatchObject({ ok: true, cancelled: { salonName: place.salon.name } })
		expect(await rowOf(row!.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'client' })
		expect(await mailsTo(place.owner.user!.email, 'Afspraak geannuleerd')).toHaveLength(1)

		const second = await run(cancelLinkAction, linkRequest(token, 'POST'), '10.60.0.1', { token })
		expect(second.status).toBe(404)
		expect(second.data).toMatchObject({ ok: false, message: DEAD_CANCEL_LINK })
		expect(await mailsTo(place.owner.user!.email, 'Afspraak geannuleerd')).toHaveLength(1)
		expect((await run(cancelLinkLoader, linkRequest(token), '10.60.0.1', { token })).status).toBe(404)

		const unknown = newSecretToken()
		expect((await run(cancelLinkLoader, linkRequest(unknown), '10.60.0.1', { token: unknown })).status).toBe(404)
		expect((await run(cancelLinkAction, linkRequest(unknown, 'POST'), '10.60.0.1', { token: unknown })).status).toBe(404)
	})

	it('keeps the salon’s deadline: after it the page says to call, and a post is refused', async () => {
		const place = await bookableSalon()
		const mine = await member()
		const booked = await book(mine, place, at('2026-12-09', '15:00'))
		const token = await cancelLink(booked.id)
		const late = new Date(at('2026-12-09', '15:00').getTime() - 2 * HOUR)
		const refused = await refusal(cancelAppointmentByToken(holdingLink(mine), { token }, late))
		expect(refused.message).toBe('Online annuleren kon tot dinsdag 8 december om 15:00. Bel de trimsalon: 020 123 4567.')
		expect((await rowOf(booked.id)).status).toBe('booked')
		// Before the deadline the same link works, for anyone who has it (no sign-in).
		expect(await cancelAppointmentByToken(holdingLink(actorWith(null, '10.61.0.1')), { token }, NOW)).toMatchObject({ id: booked.id })
	})

	it('cancels once when the page and the link are used at the same moment: one succeeds, the other is refused, one mail', async () => {
		const place = await bookableSalon()
		const mine = await member()
		const booked = await book(mine, place, at('2026-12-10', '13:00'))
		const token = await cancelLink(booked.id)
		// A third transaction holds the row until all three wait for it, then lets go.
		const blocker = await database.$client.connect()
		await blocker.query('begin')
		await blocker.query('select id from appointments where id = $1 for update', [booked.id])
		const racing = Promise.allSettled([
			cancelOwnAppointment(mine, { appointmentId: String(booked.id) }, NOW),
			cancelAppointmentByToken(holdingLink(actorWith(null, '10.63.0.1')), { token }, NOW),
			cancelOwnAppointment(mine, { appointmentId: String(booked.id) }, NOW),
		])
		await waitFor('three cancellations waiting on the row', async () => (await lockWaiters()) >= 3)
		await blocker.query('commit')
		blocker.release()
		const results = await racing
		expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
		for (const result of results)
			if (result.status === 'rejected')
				expect((result.reason as AppError).message).toMatch(/^(Deze afspraak is al geannuleerd\.|Deze link werkt niet meer)/)
		expect(await mailsTo(place.owner.user!.email, 'Afspraak geannuleerd')).toHaveLength(1)
	})

	it('limits how often one client opens or posts cancel links', async () => {
		const token = newSecretToken()
		for (let i = 0; i < 30; i++) expect((await run(cancelLinkLoader, linkRequest(token), '10.62.0.1', { token })).status).toBe(404)
		expect((await run(cancelLinkLoader, linkRequest(token), '10.62.0.1', { token })).status).toBe(429)
		expect((await run(cancelLinkAction, linkRequest(token, 'POST'), '10.62.0.1', { token })).status).toBe(429)
		// Another client is not held up.
		expect((await run(cancelLinkLoader, linkRequest(token), '10.62.0.2', { token })).status).toBe(404)
	})
})

describe('reminders and invitations to review', () => {
	it('reminds each booked appointment once, before the deadline, even when two runs race, with a text only to an account with a number', async () => {
		const place = await bookableSalon()
		const withPhone = await member('sms', '+31612345678')
		const withoutPhone = await member('mail')
		await pastVisit(place.salon.id, withoutPhone.user!.id, NOW)
		// A cancelled appointment in the window gets nothing (its time was given again).
		const cancelled = await book(await member(), place, at('2026-12-16', '09:00'))
		await database.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled.id))
		const first = await book(withPhone, place, at('2026-12-16', '09:00'), 'Saar')
		const second = await book(withoutPhone, place, at('2026-12-16', '10:15'), 'Dex')
		const tooFar = await book(withoutPhone, place, at('2026-12-16', '13:00'), 'Later')

		// 08:00 the day before: with the salon's 24-hour deadline the reminder comes 27 hours ahead (until 11:00 next day), while cancelling online still can.
		const runAt = at('2026-12-15', '08:00')
		// Two runs that both found the same appointments due: a third transaction holds their rows until both
		// runs wait on the lock, then lets go; the conditional update lets one of them through per appointment.
		const blocker = await database.$client.connect()
		await blocker.query('begin')
		await blocker.query('select id from appointments where id = any($1) for update', [[first.id, second.id]])
		const racing = Promise.all([sendAppointmentReminders(runAt), sendAppointmentReminders(runAt)])
		await waitFor('both runs waiting on the first row', async () => (await lockWaiters()) >= 2)
		await blocker.query('commit')
		blocker.release()
		const [a, b] = await racing
		expect(a + b).toBe(2)
		expect(await sendAppointmentReminders(runAt)).toBe(0)

		const [reminder, ...more] = await mailsTo(withPhone.user!.email, 'Herinnering')
		expect(more).toEqual([])
		expect(reminder!.subject).toBe(`Herinnering: Saar naar ${place.salon.name}, woensdag 16 december om 09:00`)
		for (const part of [
			'Kerkstraat 1, 1017 GA Amsterdam',
			'Volledige trimbeurt',
			'€\u00a045,00',
			'Annuleer online tot dinsdag 15 december om 09:00',
		])
			expect(reminder!.text).toContain(part)
		expect(await mailsTo(withoutPhone.user!.email, 'Herinnering')).toHaveLength(1)

		const texts = await database.select().from(smsOutbox).where(eq(smsOutbox.to, '+31612345678'))
		expect(texts).toHaveLength(1)
		expect(texts[0]!.body).toBe(`Herinnering: Saar bij ${place.salon.name}, woensdag 16 december om 09:00. Verhinderd? Bel 020 123 4567.`)
		expect(texts[0]!.body.length).toBeLessThan(160)

		expect((await rowOf(first.id)).reminded_at).toEqual(runAt)
		expect((await rowOf(second.id)).reminded_at).toEqual(runAt)
		expect((await rowOf(tooFar.id)).reminded_at).toBeNull()
		expect((await rowOf(cancelled.id)).reminded_at).toBeNull()
	})

	it('invites to review once, only after the visit has ended two hours ago, never for a cancelled appointment or a no-show', async () => {
		const place = await bookableSalon()
		const kept = await member('bezocht')
		const noShow = await member('weg')
		const cancelledMember = await member('afgezegd')
		const visit = await book(kept, place, at('2026-12-18', '09:00'), 'Fien')
		const missed = await book(noShow, place, at('2026-12-18', '11:00'))
		const cancelled = await book(cancelledMember, place, at('2026-12-18', '13:00'))
		await database.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, missed.id))
		await cancelOwnAppointment(cancelledMember, { appointmentId: String(cancelled.id) }, NOW)
		const ended = (await rowOf(visit.id)).ends_at

		await sendReviewInvitations(new Date(ended.getTime() + HOUR))
		expect(await mailsTo(kept.user!.email, 'Hoe was het bij')).toEqual([])
		const later = new Date(ended.getTime() + 6 * HOUR)
		// Two runs at once (other tests' past appointments are invited too): each appointment once.
		await Promise.all([sendReviewInvitations(later), sendReviewInvitations(later)])
		expect(await sendReviewInvitations(new Date(later.getTime() + 24 * HOUR))).toBe(0)

		const [invitation, ...more] = await mailsTo(kept.user!.email, 'Hoe was het bij')
		expect(more).toEqual([])
		expect(invitation!.text).toContain(`${config().SITE_URL}/trimsalon/${place.salon.slug}/beoordelen`)
		expect(invitation!.text).toContain('Fien')
		expect(await mailsTo(noShow.user!.email, 'Hoe was het bij')).toEqual([])
		expect(await mailsTo(cancelledMember.user!.email, 'Hoe was het bij')).toEqual([])
		expect((await rowOf(visit.id)).review_invited_at).toEqual(later)
	})
})

describe('the owner’s statistics: Afspraken', () => {
	it('counts appointments booked online, cancelled and not kept in the period, per salon', async () => {
		const place = await bookableSalon()
		const elsewhere = await bookableSalon()
		const people = await Promise.all([member(), member(), member()])
		const one = await book(people[0]!, place, at('2026-12-08', '09:00'))
		await book(people[1]!, place, at('2026-12-08', '13:00'))
		const three = await book(people[2]!, place, at('2026-12-09', '09:00'))
		await book(people[0]!, elsewhere, at('2026-12-08', '13:00'))
		await cancelOwnAppointment(people[0]!, { appointmentId: String(one.id) }, NOW)
		await database.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, three.id))
		// A phone appointment the salon cancelled counts as cancelled, not as booked online; a block counts nowhere.
		const phone = {
			salon_id: place.salon.id,
			starts_at: at('2026-12-10', '09:00'),
			ends_at: at('2026-12-10', '10:00'),
			occupied_until: at('2026-12-10', '10:00'),
		}
		await database.insert(appointments).values([
			{ ...phone, kind: 'phone', status: 'cancelled', cancelled_by: 'salon', cancelled_at: NOW, createdAt: NOW },
			{
				...phone,
				kind: 'block',
				starts_at: at('2026-12-11', '09:00'),
				ends_at: at('2026-12-11', '10:00'),
				occupied_until: at('2026-12-11', '10:00'),
			},
		])

		const period = { from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-31T00:00:00Z') }
		const counts = await appointmentCounts([place.salon.id, elsewhere.salon.id], period.from, period.to)
		expect(counts.get(place.salon.id)).toEqual({ booked: 3, cancelled: 2, noShows: 1 })
		expect(counts.get(elsewhere.salon.id)).toEqual({ booked: 1, cancelled: 0, noShows: 0 })
		// Outside the period nothing counts.
		expect(
			(await appointmentCounts([place.salon.id], new Date('2027-01-01T00:00:00Z'), new Date('2027-02-01T00:00:00Z'))).get(place.salon.id),
		).toEqual({
			booked: 0,
			cancelled: 0,
			noShows: 0,
		})

		// The owner's statistics carry the last 30 days' figures for a salon with an agenda, none for one without.
		const [plain] = await database
			.insert(salons)
			.values({ name: 'Zonder agenda', slug: `zonder-agenda-${Date.now()}`, owner_id: place.owner.user!.id })
			.returning()
		const statistics = await readOwnStatistics(place.owner, new Date('2026-12-20T12:00:00Z'))
		expect(statistics.get(place.salon.id)!.appointments).toEqual({ booked: 3, cancelled: 2, noShows: 1 })
		expect(statistics.get(plain!.id)!.appointments).toBeNull()

		// The monthly summary of December names them too, for the salon with an agenda only.
		await sendMonthlySummaries(new Date('2027-01-01T08:00:00Z'))
		const [summary] = await mailsTo(place.owner.user!.email, 'Je statistieken van december 2026')
		expect(summary!.text).toContain(`${place.salon.name}\n`)
		expect(summary!.text).toContain('Afspraken: 3 online geboekt, 2 geannuleerd, 1 niet gekomen')
		expect(summary!.text.match(/Afspraken:/g)).toHaveLength(1)
	})
})
