import { randomUUID } from 'node:crypto'
import type { Actor } from '../accounts/actor.server'
import { db, SQL_STATES, sqlState, type Executor, type Transaction } from '../platform/db/client.server'
import { conflict } from '../platform/errors.server'
import { salonById } from '../salons/lookups.server'
import { authorize } from '../salons/permissions.server'
import { lockAppointment } from './agenda-appointments.server'
import { ownersAgendaOf } from './agenda-owner.server'
import { offeredTreatment, overlapsOwnAppointment, writeAppointment, type Booking } from './book.server'
import { freeTimesOf } from './free-times.server'
import type { BookNextInput, PlanNextInput } from '~/lib/bookings/agenda-schema'
import { amsterdamDate, datePlusDays } from '~/lib/bookings/free-times'
import { priceForDog } from '~/lib/bookings/pricing'
import { datesNear, nextVisitWishes, placedStarts, placeSeries, sameInstants, seriesPlan } from '~/lib/bookings/series'

export const NEXT_MESSAGES = {
	notPlannable:
		"Een volgende afspraak plan je hier bij een online geboekte afspraak. Een klant die belt, plan je in met 'Telefonische afspraak'.",
	moved: 'Een van de tijden is net bezet geraakt. Hieronder staan de data opnieuw, met die datum verschoven; plan ze in als ze uitkomen.',
	noneFree: 'Geen van de data heeft een vrije tijd in de buurt. Kies een ander aantal weken.',
	clientBusy: 'De klant heeft op een van deze tijden al een andere afspraak staan. Kies een ander aantal weken.',
} as const

/**
 * What the next appointments of this one rest on: the same client (the account), the same dog as it
 * came, the same treatment (still offered, at its price for the dog now) and the salon's rules. Only
 * an online booking (booked, coming or kept) has an account to book for and mail.
 */
async function nextOf(tx: Transaction, input: PlanNextInput): Promise<{ booking: Booking; visit: Date }> {
	const appointment = await lockAppointment(tx, input)
	const { user_id: userId, treatment_id: treatmentId, weight_kg: weight, coat } = appointment
	const plannable = appointment.kind === 'online' && appointment.status === 'booked'
	if (!plannable || !userId || treatmentId === null || weight === null || !coat) throw conflict(NEXT_MESSAGES.notPlannable)
	const salon = (await salonById(tx, input.salonId))!
	const settings = (await ownersAgendaOf(tx, input.salonId))!
	const treatment = await offeredTreatment(tx, input.salonId, treatmentId)
	const booking: Booking = {
		userId,
		input: {
			salonId: input.salonId,
			treatmentId,
			dogName: appointment.dog_name ?? '',
			breed: appointment.breed ?? '',
			weight,
			coat,
			dogNotes: appointment.dog_notes,
			clientPhone: appointment.client_phone ?? undefined,
		},
		salon,
		settings,
		// The salon plans it itself: no first booking to approve.
		knownClient: true,
		treatment,
		price: priceForDog(treatment.pricing, { weightKg: weight, coat }),
	}
	return { booking, visit: appointment.starts_at }
}

/** Where each next appointment lands among the salon's free times now, as far ahead as its regular clients may book. */
async function placed(executor: Executor, { booking, visit }: { booking: Booking; visit: Date }, input: PlanNextInput, now: Date) {
	const horizonDays = booking.settings.series_horizon_weeks * 7
	const wishes = nextVisitWishes(visit, input.everyWeeks, input.count, now)
	const free = await freeTimesOf(executor, booking.settings, booking.price.minutes, now, { horizonDays, onDates: datesNear(wishes) })
	const lastDate = datePlusDays(amsterdamDate(now), horizonDays - 1)
	const dates = placeSeries(wishes, free, lastDate)
	const plan = seriesPlan({ dates, everyWeeks: input.everyWeeks, cancelHours: booking.settings.cancel_hours, now })
	return { dates, plan: { appointmentId: input.appointmentId, count: input.count, ...plan } }
}

export type NextPlan = Awaited<ReturnType<typeof placed>>['plan']
export type NextBooked = Awaited<ReturnType<typeof bookNextAppointments>>

/** The dates as they are now, for a list that has to be shown again. */
const planNow = (input: PlanNextInput, now: Date) =>
	db().transaction(async (tx) => (await placed(tx, await nextOf(tx, input), input, now)).plan)

/**
 * 'Volgende afspraak plannen', 'Data bekijken': the next `count` appointments after this one, every
 * `everyWeeks` weeks at its weekday and time, each moved to the nearest free time that day or the day
 * before or after when taken, or left out when nothing is near. Nothing is written.
 */
export async function planNextAppointments(actor: Actor, input: PlanNextInput, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	return planNow(input, now)
}

/**
 * 'Inplannen': the listed times booked for the appointment's client, one transaction, each its own row
 * (several linked as a series), each time given once by the exclusion constraint; the client gets each
 * appointment's mail with its `.ics` and cancel link. When the dates are no longer the ones listed (a
 * time was taken meanwhile), nothing is written and the refusal carries the dates as they are now.
 */
export async function bookNextAppointments(actor: Actor, input: BookNextInput, now = new Date()) {
	await authorize(actor, 'salon:edit:own', input.salonId)
	try {
		return await db().transaction(async (tx) => {
			const next = await nextOf(tx, input)
			const { dates, plan } = await placed(tx, next, input, now)
			const starts = placedStarts(dates)
			if (!starts.length) throw conflict(NEXT_MESSAGES.noneFree, { next: plan })
			if (!sameInstants(starts, input.times)) throw conflict(NEXT_MESSAGES.moved, { next: plan })
			const series = starts.length > 1 ? { id: randomUUID(), weeks: input.everyWeeks } : undefined
			const booked = []
			for (const start of starts) {
				if (await overlapsOwnAppointment(tx, next.booking, start)) throw conflict(NEXT_MESSAGES.clientBusy, { next: plan })
				booked.push(await writeAppointment(tx, next.booking, start, now, { series, plannedBySalon: true }))
			}
			return {
				appointmentId: input.appointmentId,
				booked: booked.map((appointment) => ({ id: appointment.id, startsAt: appointment.startsAt.toISOString() })),
			}
		})
	} catch (error) {
		if (sqlState(error) !== SQL_STATES.exclusionViolation) throw error
		throw conflict(NEXT_MESSAGES.moved, { next: await planNow(input, now) })
	}
}
