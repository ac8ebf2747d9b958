/**
 * What `npm run bench` and `npm run lighthouse` start from: a fresh production build serving
 * freshly seeded demo data (a separate data folder) on loopback.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { CLAIM_LABEL } from '~/lib/claims/claims'
import { freePort, startServerProcess, stop, waitForStatus } from '../tests/server-process.ts'

export const bin = (name: string) => path.resolve('node_modules/.bin', name)

export function run(command: string, args: string[], env: Record<string, string> = {}) {
	const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
	if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed`)
}

/**
 * Builds, seeds `salons` demo salons and starts the production server; `env` also runs scripts on the
 * same data. `again` starts another server on the data of an earlier start (same build, same seed),
 * with `settings` added to its environment.
 */
export async function startBenchServer(
	salons: number,
	{ again, settings = {} }: { again?: { env: Record<string, string> }; settings?: Record<string, string> } = {},
) {
	const env = again?.env ?? prepareBenchData(salons)

	const port = await freePort()
	const base = `http://127.0.0.1:${port}`
	// As `npm start` runs it: one worker per core unless WEB_CONCURRENCY says otherwise.
	const workers = process.env.WEB_CONCURRENCY ?? ''
	const server = startServerProcess({
		...env,
		...settings,
		NODE_ENV: 'production',
		HOST: '127.0.0.1',
		PORT: String(port),
		SITE_URL: base,
		WEB_CONCURRENCY: workers,
	})
	try {
		await waitForStatus(`${base}/healthz`, 200, 120_000)
	} catch (error) {
		console.error(server.output.stderr.slice(-2000))
		await stop(server.child, server.exited)
		throw error
	}
	return { base, env, pid: server.child.pid!, output: server.output, stop: () => stop(server.child, server.exited) }
}

/** A fresh build and a freshly seeded data folder; the environment that seeded it. */
function prepareBenchData(salons: number) {
	run('npm', ['run', '--silent', 'build'])
	// The build empties build/, so the data folder is made after it.
	const dataDir = `build/bench-data-${salons}`
	rmSync(dataDir, { recursive: true, force: true })
	// Production never seeds, and `npm run seed` refuses production: seed as development, then serve as production.
	// One secret for seeding and serving: the demo admin's two-factor key is stored encrypted with it.
	const env = { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_SECRET: randomBytes(32).toString('hex') }
	run(bin('tsx'), ['scripts/seed.ts', '--salons', String(salons)], env)
	return env
}

/** The salon pages of the sitemap (or of its first part, when it is an index). */
async function salonPaths(base: string): Promise<string[]> {
	let xml = await (await fetch(`${base}/sitemap.xml`)).text()
	if (xml.includes('<sitemapindex')) xml = await (await fetch(`${base}/sitemap/salons-1.xml`)).text()
	const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/trimsalon\/[^<]+)<\/loc>/g)].map((match) => match[1]!)
	if (paths.length === 0) throw new Error('no salon in the sitemap')
	return paths
}

/** A salon page: the first salon of the sitemap. */
export async function salonPath(base: string): Promise<string> {
	return (await salonPaths(base))[0]!
}

/** The page of a salon nobody owns (most of them): it shows the claim button. */
export async function unownedSalonPath(base: string): Promise<string> {
	for (const path of (await salonPaths(base)).slice(0, 50))
		if ((await (await fetch(`${base}${path}`)).text()).includes(`>${CLAIM_LABEL}<`)) return path
	throw new Error('no unowned salon among the first 50 of the sitemap')
}
