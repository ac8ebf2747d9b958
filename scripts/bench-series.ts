/**
 * Run by `npm run bench` on its data folder, alone by `npm run bench:series` (on the data folder of the environment):
 * how long listing the dates of a 4-appointment series takes at a salon with 500 appointments in its horizon for
 * series (26 weeks), as 'Data bekijken' (Herhalen) and 'Volgende afspraak plannen' do: the free times through that
 * horizon on the wished dates and the days beside them, the database reads included, and each wished time placed among them. Median, p99 and slowest of 200 runs
 * after 10 to warm up; the p99 should stay under 50 ms. The appointments are written in a transaction that is rolled
 * back: the data stays as it was.
 */
import { eq } from 'drizzle-orm'
import { boot } from '~/server/boot.server'
import { db, type Executor } from '~/server/platform/db/client.server'
import { insertBlocks, rolledBack, timeAt, timedRuns } from './bench-rolled-back.ts'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { bookingSettings } from '~/server/bookings/tables.server'
import { amsterdamDate, datePlusDays } from '~/lib/bookings/free-times'
import { datesNear, nextVisitWishes, placedStarts, placeSeries } from '~/lib/bookings/series'

const APPOINTMENTS = 500
const HORIZON_WEEKS = 26
const P99_BUDGET_MS = 50
const booted = await boot()
await booted.ready
const [first] = await db().select({ salon_id: bookingSettings.salon_id }).from(bookingSettings).limit(1)
if (!first) throw new Error('No salon takes online bookings: seed the demo data first.')

const now = new Date()
const horizonDays = HORIZON_WEEKS * 7
await rolledBack(async (tx) => {
	await tx
		.update(bookingSettings)
		.set({ enabled: true, series_horizon_weeks: HORIZON_WEEKS, step_minutes: 15, buffer_minutes: 15 })
		.where(eq(bookingSettings.salon_id, first.salon_id))
	const settings = (await openBookingSettings(tx, first.salon_id))!
	// 500 appointments of an hour and their buffer of 15, spread evenly over the 26 weeks from now on.
	const every = Math.floor((horizonDays * 24 * 60) / APPOINTMENTS)
	await insertBlocks(tx, { salonId: first.salon_id, count: APPOINTMENTS, everyMinutes: every, minutes: 60, now })
	const { times, last } = await timedRuns(async () => placedStarts(await listDates(tx, settings)).length)
	report(times, last)
})

/** The dates of a series of 4, every 6 weeks from a visit a day ago at 10:00, as the verbs list them. */
async function listDates(executor: Executor, settings: NonNullable<Awaited<ReturnType<typeof openBookingSettings>>>) {
	const visit = new Date(now.getTime() - 24 * 60 * 60_000)
	visit.setUTCHours(9, 0, 0, 0)
	const wishes = nextVisitWishes(visit, 6, 4, now)
	const free = await freeTimesOf(executor, settings, 60, now, { horizonDays, onDates: datesNear(wishes) })
	return placeSeries(wishes, free, datePlusDays(amsterdamDate(now), horizonDays - 1))
}

function report(times: number[], placed: number) {
	const at = (share: number) => timeAt(times, share)
	const p99 = at(0.99)
	console.log(
		`\n${'series dates, 26 weeks, 500 appointments'.padEnd(44)} ${'median ms'.padStart(10)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'dates'.padStart(6)}`,
	)
	console.log(
		`${'one salon, 4 every 6 weeks, a 60-minute one'.padEnd(44)} ${at(0.5).toFixed(1).padStart(10)} ${p99.toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)} ${String(placed).padStart(6)}`,
	)
	console.log(p99 < P99_BUDGET_MS ? `p99 within ${P99_BUDGET_MS} ms` : `p99 OVER ${P99_BUDGET_MS} ms`)
}

await booted.stop()
process.exit(0)
