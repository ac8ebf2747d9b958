/**
 * `npm run bench:alerts [-- --subscriptions 100000]`: how long matching one availability change
 * against the alert subscriptions takes. Starts a throwaway embedded PostgreSQL in a temporary
 * folder, migrates it, inserts the subscriptions (confirmed, radius 5, 10 or 20 km; a fifth of them
 * around Amsterdam, the rest spread over the Netherlands) and times the match (median and slowest of
 * 20 runs): finding the subscribers alone, and finding them and queueing the salon for each (rolled back) for salons in a busy and in a quiet place, with the query plan.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { matchSalon } from '~/server/alerts/digest.server'
import { radiusSubscribersOf } from '~/server/alerts/match-sql.server'
import { createDatabase, migrateDatabase } from '~/server/platform/db/client.server'
import { startEmbeddedPostgres } from '~/server/platform/db/embedded.server'
import { salons } from '~/server/salons/tables.server'

/** Median and slowest of 20 runs; a first run warms the caches and is not counted. */
async function timed(work: () => Promise<unknown>) {
	const times: number[] = []
	for (let run = 0; run < 21; run++) {
		const begin = performance.now()
		await work()
		if (run > 0) times.push(performance.now() - begin)
	}
	times.sort((a, b) => a - b)
	return { median: times[10]!.toFixed(1), max: times.at(-1)!.toFixed(1) }
}

/** Thrown to roll a timed run back, so every run matches the same rows. */
class RollBack extends Error {}

const { values } = parseArgs({ options: { subscriptions: { type: 'string', default: '100000' } } })
const count = Number(values.subscriptions)
if (!Number.isInteger(count) || count < 1) throw new Error('--subscriptions must be a positive whole number')

const folder = await mkdtemp(path.join(tmpdir(), 'bench-alerts-'))
const server = await startEmbeddedPostgres(folder, () => {})
const database = createDatabase(server.url, { statementTimeoutMs: 0 })
try {
	await migrateDatabase(database)
	const salonRows = await database
		.insert(salons)
		.values([
			{ name: 'Amsterdam centrum', slug: 'bench-amsterdam', latitude: 52.3728, longitude: 4.8936 },
			{ name: 'Emmen', slug: 'bench-emmen', latitude: 52.7792, longitude: 6.9069 },
		])
		.returning({ id: salons.id, name: salons.name })
	const started = performance.now()
	await database.execute(sql`
		insert into alert_subscriptions (email, place_label, latitude, longitude, radius_km, confirmed_at, expires_at)
		select 'bench-' || n || '@example.com', 'bench',
			case when n % 5 = 0 then 52.3728 + (random() - 0.5) * 0.2 else 50.75 + random() * 2.75 end,
			case when n % 5 = 0 then 4.8936 + (random() - 0.5) * 0.3 else 3.4 + random() * 3.8 end,
			(array[5, 10, 20])[1 + n % 3], now(), now() + interval '6 months'
		from generate_series(1, ${count}) n`)
	await database.execute(sql`analyze alert_subscriptions`)
	console.log(`inserted ${count} subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s`)
	console.log(
		`\n${'salon'.padEnd(20)} ${'matched'.padStart(8)} ${'find: median ms'.padStart(16)} ${'max'.padStart(6)} ${'find + queue: median ms'.padStart(24)} ${'max'.padStart(6)}`,
	)
	for (const salon of salonRows) {
		let matched = 0
		const find = await timed(async () => {
			const { rows } = await database.execute<{ n: number }>(
				sql`select count(*) as n from (${radiusSubscribersOf(salon.id, new Date())}) m`,
			)
			matched = rows[0]!.n
		})
		const queue = await timed(() =>
			database
				.transaction(async (tx) => {
					await matchSalon(tx, salon.id, new Date())
					throw new RollBack()
				})
				.catch((error: unknown) => {
					if (!(error instanceof RollBack)) throw error
				}),
		)
		console.log(
			`${salon.name.padEnd(20)} ${String(matched).padStart(8)} ${find.median.padStart(16)} ${find.max.padStart(6)} ${queue.median.padStart(24)} ${queue.max.padStart(6)}`,
		)
	}
	const { rows } = await database.execute<{ 'QUERY PLAN': string }>(sql`
		explain (analyze, costs off) ${radiusSubscribersOf(salonRows[0]!.id, new Date())}`)
	console.log(`\nplan of the radius match (${salonRows[0]!.name}):\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`)
} finally {
	await database.$client.end()
	await server.stop()
	await rm(folder, { recursive: true, force: true })
}
