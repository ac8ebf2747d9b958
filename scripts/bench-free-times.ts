/**
 * Run by `npm run bench` on its data folder: how long a salon's free times for 28 days take with 500
 * appointments in them (median, p99 and slowest of 200 runs after 10 to warm up), the database reads included. The
 * appointments are written in a transaction that is rolled back: the bench data stays as it was.
 */
import { eq } from 'drizzle-orm'
import { boot } from '~/server/boot.server'
import { db } from '~/server/platform/db/client.server'
import { insertBlocks, rolledBack, timeAt, timedRuns } from './bench-rolled-back.ts'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { bookingSettings } from '~/server/bookings/tables.server'

const APPOINTMENTS = 500
const booted = await boot()
await booted.ready
const [first] = await db().select({ salon_id: bookingSettings.salon_id }).from(bookingSettings).limit(1)
if (!first) throw new Error('No salon takes online bookings: seed the demo data first.')

const now = new Date()
await rolledBack(async (tx) => {
	await tx
		.update(bookingSettings)
		.set({ horizon_days: 28, step_minutes: 15, buffer_minutes: 15 })
		.where(eq(bookingSettings.salon_id, first.salon_id))
	const settings = (await openBookingSettings(tx, first.salon_id))!
	// 500 appointments of 15 minutes and their buffer of 15, one every 80 minutes from now on: 28 days' worth, with gaps a short treatment fits in.
	await insertBlocks(tx, { salonId: first.salon_id, count: APPOINTMENTS, everyMinutes: 80, minutes: 15, now })
	const { times, last } = await timedRuns(async () =>
		(await freeTimesOf(tx, settings, 30, now)).reduce((sum, day) => sum + day.times.length, 0),
	)
	report({ times, offered: last })
})

function report({ times, offered }: { times: number[]; offered: number }) {
	const at = (share: number) => timeAt(times, share).toFixed(1)
	console.log(
		`\n${'free times, 28 days, 500 appointments'.padEnd(40)} ${'median ms'.padStart(10)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'times'.padStart(8)}`,
	)
	console.log(
		`${'one salon, a 30-minute treatment'.padEnd(40)} ${at(0.5).padStart(10)} ${at(0.99).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)} ${String(offered).padStart(8)}`,
	)
}

await booted.stop()
process.exit(0)
