import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { actorWith } from '~/server/accounts/actor.server'
import { users } from '~/server/accounts/tables.server'
import { createAccount } from '~/server/accounts/users.server'
import { approveAppointment } from '~/server/bookings/agenda-appointments.server'
import { ownerAgenda } from '~/server/bookings/agenda-read.server'
import { bookAppointment } from '~/server/bookings/book.server'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { bookingPageOf } from '~/server/bookings/page.server'
import { appointments, bookingSettings } from '~/server/bookings/tables.server'
import { mailOutbox } from '~/server/platform/db/tables.server'
import { hashToken } from '~/server/platform/secret-tokens.server'
import { salons } from '~/server/salons/tables.server'
import { addDays } from '~/lib/bookings/agenda'
import { amsterdamDate, amsterdamInstant } from '~/lib/bookings/free-times'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { formatEuro } from '~/lib/featured/featured-plans'
import { cancelRuleSentence, onlineCancelUntil } from '~/lib/bookings/my-appointments'
import { uniqueEmail } from '../actions'
import { useTestDatabase } from '../db'
import { bookableSalonOf, pastVisit } from './booking-fixtures'

const database = await useTestDatabase()

const DAY_MS = 24 * 60 * 60 * 1000
const PRICING: TreatmentPricing = {
	prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 60, cents: 4500 }, groot: { minutes: 60, cents: 4500 } },
	coatExtras: {},
}

let counter = 0
async function member(prefix: string, phone?: string) {
	const made = await createAccount({
		email: uniqueEmail(prefix),
		password: 'geheim123',
		emailVerified: true,
		firstName: 'Noor',
		lastName: prefix,
	})
	if (phone) await database.update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, made.id))
	return actorWith({ id: made.id, email: made.email, name: `Noor ${prefix}`, emailVerified: true }, `10.44.${++counter % 250}.1`)
}

async function salonOf(rules: { approveFirst?: boolean } = {}) {
	const owner = await member('eigenaar')
	const made = await bookableSalonOf(owner.user!.id, PRICING, { phone: '020 123 4567' })
	if (rules.approveFirst)
		await database.update(bookingSettings).set({ approve_first: true }).where(eq(bookingSettings.salon_id, made.salon.id))
	return { owner, ...made }
}

/** The first free time of the salon: within the Agenda's two weeks (the notice is a day at most). */
async function firstFreeTime(salonId: number) {
	const days = await freeTimesOf(database, (await openBookingSettings(database, salonId))!, 60, new Date())
	return days[0]!.times[0]!.start
}

const booking = (salonId: number, treatmentId: number, startsAt: Date, extra: Record<string, string> = {}) => ({
	salonId: String(salonId),
	treatmentId: String(treatmentId),
	dogName: 'Bobbie',
	breed: 'Poedel',
	weight: '8',
	coat: 'kort',
	startsAt: startsAt.toISOString(),
	...extra,
})

const shownTo = async (owner: Awaited<ReturnType<typeof member>>, salonId: number) => (await ownerAgenda(owner, { salonId }))!.appointments

describe("the dog owner's number at booking", () => {
	it('is asked of an account without a confirmed number, stored on the appointment and shown to the owner, not after a change of owner', async () => {
		const { owner, salon, treatment } = await salonOf()
		const dogOwner = await member('zonder-nummer')
		expect((await bookingPageOf(dogOwner, String(salon.id))).askPhone).toBe(true)
		expect((await bookingPageOf(await member('met-nummer', '+31611111111'), String(salon.id))).askPhone).toBe(false)

		const booked = await bookAppointment(
			dogOwner,
			booking(salon.id, treatment.id, await firstFreeTime(salon.id), { clientPhone: '06-12 34 56 78' }),
		)
		const [row] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		expect(row!.client_phone).toBe('+31612345678')
		const [shown] = await shownTo(owner, salon.id)
		expect(shown!.contact).toEqual({ name: 'Noor zonder-nummer', email: dogOwner.user!.email, phone: '+31612345678' })
		const [toSalon] = await database.select().from(mailOutbox).where(eq(mailOutbox.to, owner.user!.email))
		expect(toSalon!.text).toContain('+31612345678')

		// The salon changes hands: the next owner sees neither the appointment nor the number.
		const next = await member('volgende-eigenaar')
		await database.update(salons).set({ owner_id: next.user!.id }).where(eq(salons.id, salon.id))
		expect(JSON.stringify(await ownerAgenda(next, { salonId: salon.id }))).not.toContain('+31612345678')
	})

	it('the approval mail carries the price and a cancel link, as the booking mail does', async () => {
		const { owner, salon, treatment } = await salonOf({ approveFirst: true })
		const dogOwner = await member('aanvrager')
		const booked = await bookAppointment(dogOwner, booking(salon.id, treatment.id, await firstFreeTime(salon.id)))
		expect(booked.requested).toBe(true)
		await approveAppointment(owner, { salonId: salon.id, appointmentId: booked.id })
		const [mail] = await database
			.select()
			.from(mailOutbox)
			.where(and(eq(mailOutbox.to, dogOwner.user!.email), eq(mailOutbox.subject, `${salon.name} heeft je afspraak bevestigd`)))
		expect(mail!.text).toContain(`Volledige trimbeurt: ${formatEuro(4500)}`)
		expect(mail!.text).toContain(cancelRuleSentence(onlineCancelUntil(booked.startsAt, 24, new Date())))
		const token = /\/afspraak\/annuleren\/([\w-]+)/.exec(mail!.text)![1]!
		const [row] = await database.select().from(appointments).where(eq(appointments.id, booked.id))
		expect(row!.cancel_token_hash).toBe(hashToken(token))
	})
})

describe("a client's history beside an appointment", () => {
	it("counts only this salon's visits in this owner's agenda: none from another salon, another client or before agenda_since", async () => {
		const { owner, salon } = await salonOf()
		const other = await salonOf()
		const dogOwner = await member('vaste-klant')
		const someoneElse = await member('ander')
		const now = new Date()
		await pastVisit(salon.id, dogOwner.user!.id, now, { daysBefore: 30 })
		const noShow = await pastVisit(salon.id, dogOwner.user!.id, now, { daysBefore: 20, status: 'no_show' })
		await database.update(appointments).set({ dog_name: 'Bobbie', dog_notes: 'Bang voor de föhn' }).where(eq(appointments.id, noShow))
		await pastVisit(other.salon.id, dogOwner.user!.id, now, { daysBefore: 10 })
		await pastVisit(salon.id, someoneElse.user!.id, now, { daysBefore: 10 })
		// Before this owner's agenda began: the salon's earlier owner's.
		const before = await pastVisit(salon.id, dogOwner.user!.id, now, { daysBefore: 200 })
		await database.update(appointments).set({ dog_notes: 'Van de vorige eigenaar' }).where(eq(appointments.id, before))
		await database
			.update(bookingSettings)
			.set({ agenda_since: new Date(now.getTime() - 100 * DAY_MS) })
			.where(eq(bookingSettings.salon_id, salon.id))
		const startsAt = amsterdamInstant(addDays(amsterdamDate(now), 3), 10 * 60)!
		await database.insert(appointments).values({
			salon_id: salon.id,
			kind: 'online',
			user_id: dogOwner.user!.id,
			dog_name: 'Bobbie',
			price_cents: 4500,
			starts_at: startsAt,
			ends_at: new Date(startsAt.getTime() + 60 * 60_000),
			occupied_until: new Date(startsAt.getTime() + 60 * 60_000),
		})

		const [coming] = (await shownTo(owner, salon.id)).filter((appointment) => appointment.startsAt === startsAt.toISOString())
		expect(coming!.history).toEqual({
			visits: 1,
			noShows: 1,
			lastVisit: new Date(now.getTime() - 30 * DAY_MS),
			notes: [{ dogName: 'Bobbie', notes: 'Bang voor de föhn' }],
		})
		// The other salon's owner sees nothing of this client's visits here.
		expect(await shownTo(other.owner, other.salon.id)).toEqual([])
	})
})
