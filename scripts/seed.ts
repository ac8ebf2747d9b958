/**
 * `npm run seed [-- --salons N]`: replaces the directory in the configured database with the
 * deterministic demo data (default 2,500 salons) and the demo accounts. Refused in production.
 */
import { parseArgs } from 'node:util'
import { boot } from '~/server/boot.server'
import { config } from '~/server/platform/config.server'
import { db } from '~/server/platform/db/client.server'
import { DEFAULT_SALON_COUNT, seedDemoData } from '~/server/seed/seed.server'

const { values } = parseArgs({ options: { salons: { type: 'string', default: String(DEFAULT_SALON_COUNT) } } })
const salons = Number(values.salons)
if (!Number.isInteger(salons) || salons < 1 || salons > 1_000_000) {
	console.error('--salons must be a whole number between 1 and 1000000')
	process.exit(1)
}

let booted: Awaited<ReturnType<typeof boot>>
try {
	if (config().isProduction) throw new Error('Refusing to seed demo data when NODE_ENV=production')
	booted = await boot()
	await booted.ready
} catch (error) {
	console.error(error instanceof Error ? error.message : String(error))
	process.exit(1)
}

const started = Date.now()
const barWidth = 30
await seedDemoData(db(), {
	salons,
	onProgress(done, total) {
		const filled = Math.round((done / total) * barWidth)
		process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}] ${done}/${total} salons`)
	},
})
process.stderr.write('\n')
// A bulk load leaves the planner without statistics until autovacuum comes by; pages read it at once.
const client = await db().$client.connect()
await client.query('set statement_timeout = 0')
await client.query('vacuum analyze')
client.release()
console.log(`Seeded ${salons} salons in ${((Date.now() - started) / 1000).toFixed(1)} s`)
await booted.stop()
process.exit(0)
