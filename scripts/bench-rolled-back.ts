/**
 * What the benches of one query share (bench-free-times.ts, bench-series.ts): their data written in a transaction that
 * is rolled back, so the bench data stays as it was, and a run timed 200 times after 10 to warm up.
 */
import { db, type Transaction } from '~/server/platform/db/client.server'
import { appointments } from '~/server/bookings/tables.server'

const WARM_UP = 10
const RUNS = 200

class RollBack extends Error {}

/** Runs `work` in a transaction that is rolled back afterwards, whatever it wrote. */
export async function rolledBack(work: (tx: Transaction) => Promise<void>) {
	await db()
		.transaction(async (tx) => {
			await work(tx)
			throw new RollBack()
		})
		.catch((error: unknown) => {
			if (!(error instanceof RollBack)) throw error
		})
}

/** The times of `run` in ms, sorted, and what its last run answered. */
export async function timedRuns<T>(run: () => Promise<T>) {
	const times: number[] = []
	let last: T | undefined
	for (let index = 0; index < WARM_UP + RUNS; index++) {
		const started = performance.now()
		last = await run()
		// The first runs warm the code and the database's caches, as a serving process is warm, and are not counted.
		if (index >= WARM_UP) times.push(performance.now() - started)
	}
	return { times: times.sort((a, b) => a - b), last: last! }
}

/** The time at this share of the sorted times (0.5 the median, 0.99 the p99). */
export const timeAt = (times: number[], share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!

/**
 * `count` blocks of `minutes` at the salon, each with a buffer of 15, one every `everyMinutes` from an hour after `now`:
 * the appointments a bench measures among.
 */
export async function insertBlocks(
	tx: Transaction,
	{ salonId, count, everyMinutes, minutes, now }: { salonId: number; count: number; everyMinutes: number; minutes: number; now: Date },
) {
	await tx.insert(appointments).values(
		Array.from({ length: count }, (_, index) => {
			const starts_at = new Date(now.getTime() + (index * everyMinutes + 60) * 60_000)
			const ends_at = new Date(starts_at.getTime() + minutes * 60_000)
			return { salon_id: salonId, kind: 'block' as const, starts_at, ends_at, occupied_until: new Date(ends_at.getTime() + 15 * 60_000) }
		}),
	)
}
