/**
 * Run by `npm run bench` on its data folder: how long a salon's free times for 28 days take with 500
 * appointments in them (median, p99 and slowest of 200 runs after 10 to warm up), the database reads included. The
 * appointments are written in a transaction that is rolled back: the bench data stays as it was.
 */
import { eq } from 'drizzle-orm'
import { boot } from '~/server/boot.server'
import { db, type Executor } from '~/server/platform/db/client.server'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { appointments, bookingSettings } from '~/server/bookings/tables.server'

const APPOINTMENTS = 500
const WARM_UP = 10
const RUNS = 200
const booted = await boot()
await booted.ready
const [first] = await db().select({ salon_id: bookingSettings.salon_id }).from(bookingSettings).limit(1)
if (!first) throw new Error('No salon takes online bookings: seed the demo data first.')

class RollBack extends Error {}
const now = new Date()
await db()
	.transaction(async (tx) => {
		await tx
			.update(bookingSettings)
			.set({ horizon_days: 28, step_minutes: 15, buffer_minutes: 15 })
			.where(eq(bookingSettings.salon_id, first.salon_id))
		const settings = (await openBookingSettings(tx, first.salon_id))!
		// 500 appointments of 15 minutes and their buffer of 15, one every 80 minutes from now on: 28 days' worth, with gaps a short treatment fits in.
		await tx.insert(appointments).values(
			Array.from({ length: APPOINTMENTS }, (_, index) => {
				const starts_at = new Date(now.getTime() + (index * 80 + 60) * 60_000)
				const ends_at = new Date(starts_at.getTime() + 15 * 60_000)
				return {
					salon_id: first.salon_id,
					kind: 'block' as const,
					starts_at,
					ends_at,
					occupied_until: new Date(ends_at.getTime() + 15 * 60_000),
				}
			}),
		)
		report(await measure(tx, settings))
		throw new RollBack()
	})
	.catch((error: unknown) => {
		if (!(error instanceof RollBack)) throw error
	})

async function measure(executor: Executor, settings: NonNullable<Awaited<ReturnType<typeof openBookingSettings>>>) {
	const times: number[] = []
	let offered = 0
	for (let run = 0; run < WARM_UP + RUNS; run++) {
		const started = performance.now()
		offered = (await freeTimesOf(executor, settings, 30, now)).reduce((sum, day) => sum + day.times.length, 0)
		// The first runs warm the code and the database's caches, as a serving process is warm, and are not counted.
		if (run >= WARM_UP) times.push(performance.now() - started)
	}
	return { times: times.sort((a, b) => a - b), offered }
}

function report({ times, offered }: { times: number[]; offered: number }) {
	const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!.toFixed(1)
	console.log(
		`\n${'free times, 28 days, 500 appointments'.padEnd(40)} ${'median ms'.padStart(10)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'times'.padStart(8)}`,
	)
	console.log(
		`${'one salon, a 30-minute treatment'.padEnd(40)} ${at(0.5).padStart(10)} ${at(0.99).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)} ${String(offered).padStart(8)}`,
	)
}

await booted.stop()
process.exit(0)
