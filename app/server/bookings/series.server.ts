import { randomUUID } from 'node:crypto'
import type { Requester } from '../accounts/actor.server'
import { lockReachableAccount } from '../accounts/lookups.server'
import { authorize } from '../accounts/permissions.server'
import { db, SQL_STATES, sqlState, type Executor } from '../platform/db/client.server'
import { conflict } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { BOOKING_MESSAGES, bookingAt, bookingRequest, overlapsOwnAppointment, writeAppointment, type Booking } from './book.server'
import { freeTimesOf } from './free-times.server'
import { amsterdamDate, datePlusDays } from '~/lib/bookings/free-times'
import { datesNear, placedStarts, placeSeries, sameInstants, seriesPlan, seriesWishes, type SeriesDate } from '~/lib/bookings/series'
import { bookSeriesSchemaAt, seriesSchemaAt, type SeriesInput } from '~/lib/bookings/schema'
import type { FormEntries } from '~/lib/common/forms'

/**
 * Where each appointment of the series lands among the salon's free times now, looking as far ahead
 * as the salon lets its regular clients book.
 */
async function placed(executor: Executor, booking: Booking, input: SeriesInput, now: Date) {
	const horizonDays = booking.settings.series_horizon_weeks * 7
	const wishes = seriesWishes(input.startsAt, input.everyWeeks, input.count)
	const free = await freeTimesOf(executor, booking.settings, booking.price.minutes, now, { horizonDays, onDates: datesNear(wishes) })
	const lastDate = datePlusDays(amsterdamDate(now), horizonDays - 1)
	return placeSeries(wishes, free, lastDate)
}

/** The placed dates as the page lists them. */
const planOf = (dates: SeriesDate[], booking: Booking, input: SeriesInput, now: Date) =>
	seriesPlan({ dates, everyWeeks: input.everyWeeks, cancelHours: booking.settings.cancel_hours, now })

/** A series is for a client the salon knows: a kept appointment there, or an accepted offer where the salon asks for one. */
function knownClientOnly(booking: Booking) {
	if (!booking.knownClient) throw conflict(BOOKING_MESSAGES.seriesNewClient)
}

/**
 * 'Data bekijken': the dates of a series from the chosen time, every `everyWeeks` weeks, `count` in
 * all, each at the same weekday and time where free, else moved to the nearest free time that day or
 * the day before or after, or left out when nothing is near. Nothing is written.
 */
export async function planSeries(actor: Requester, posted: FormEntries, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	const input = parseInput(posted, seriesSchemaAt(now))
	const booking = await bookingAt(db(), user.id, input, now)
	knownClientOnly(booking)
	return planOf(await placed(db(), booking, input, now), booking, input, now)
}

/**
 * 'Afspraak bevestigen' of a series: all its appointments in one transaction, each its own row linked
 * by the series id, each given once by the exclusion constraint. The dates are placed again inside the
 * transaction; when they differ from the list the dog owner saw (a time was taken meanwhile), or a
 * write meets the constraint, nothing is written and the refusal carries the dates as they are now.
 * The booking limits count a series as one appointment (app/lib/bookings/limits.ts).
 */
export async function bookSeries(actor: Requester, posted: FormEntries, now = new Date()) {
	const { user, input } = await bookingRequest(actor, { posted, schema: bookSeriesSchemaAt(now) })
	try {
		return await db().transaction(async (tx) => {
			await lockReachableAccount(tx, user.id, BOOKING_MESSAGES.unconfirmed)
			const booking = await bookingAt(tx, user.id, input, now)
			knownClientOnly(booking)
			const dates = await placed(tx, booking, input, now)
			const starts = placedStarts(dates)
			if (!sameInstants(starts, input.seriesTimes))
				throw conflict(BOOKING_MESSAGES.seriesMoved, { series: planOf(dates, booking, input, now) })
			const series = { id: randomUUID(), weeks: input.everyWeeks }
			const booked = []
			for (const start of starts) {
				if (await overlapsOwnAppointment(tx, booking, start)) throw conflict(BOOKING_MESSAGES.ownOverlap)
				booked.push(await writeAppointment(tx, booking, start, now, { series }))
			}
			return booked
		})
	} catch (error) {
		if (sqlState(error) !== SQL_STATES.exclusionViolation) throw error
		const booking = await bookingAt(db(), user.id, input, now)
		throw conflict(BOOKING_MESSAGES.seriesMoved, { series: planOf(await placed(db(), booking, input, now), booking, input, now) })
	}
}
