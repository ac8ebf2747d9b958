/**
 * `npm run lighthouse [-- --runs 3]`: builds, seeds the demo data, starts the production server on
 * loopback and runs Lighthouse's performance audit in Debian's Chromium on the home, directory, city,
 * salon and blog pages, as Lighthouse's default mobile profile (a mid-range phone on slow 4G,
 * simulated). Prints per page the median run's score and metrics, and the lowest and highest score.
 */
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { salonPath, startBenchServer } from './bench-server.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 10) {
	console.error('--runs must be a whole number from 1 to 10')
	process.exit(1)
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']

const server = await startBenchServer(2500)
const chrome = await chromeLauncher.launch({
	chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	// The sandbox needs user namespaces, which a container (or root) may not have.
	chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
	const pages = ['/', '/directory?location=amsterdam', '/city/amsterdam', await salonPath(server.base), '/blog']
	console.log(`\nLighthouse ${runs}× per page, mobile, performance (median run)\n`)
	console.log(
		`${'page'.padEnd(48)} ${'score'.padStart(5)} ${'range'.padStart(7)}  ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'SI'.padStart(7)}`,
	)
	for (const page of pages) {
		const results: Result[] = []
		let failures = 0
		while (results.length < runs) {
			const result = await lighthouse(`${server.base}${page}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' })
			if (!result) throw new Error(`Lighthouse gave no result for ${page}`)
			// Now and then Lighthouse cannot read Chromium's trace (NO_NAVSTART) and scores nothing: that run is repeated, not counted as 0.
			if (!result.lhr.runtimeError) results.push(result.lhr)
			else if (++failures > runs) throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.code}`)
			else console.log(`  (${page}: Lighthouse could not measure this run, ${result.lhr.runtimeError.code}; repeating it)`)
		}
		results.sort((a, b) => (a.categories.performance!.score ?? 0) - (b.categories.performance!.score ?? 0))
		const median = results[Math.floor(results.length / 2)]!
		const metric = (id: string) => median.audits[id]!.displayValue?.replace(/\u00a0/g, ' ') ?? '-'
		const score = (lhr: Result) => Math.round((lhr.categories.performance!.score ?? 0) * 100)
		const range = `${score(results[0]!)}-${score(results.at(-1)!)}`
		console.log(
			`${page.padEnd(48)} ${String(score(median)).padStart(5)} ${range.padStart(7)}  ${METRICS.map((id) => metric(id).padStart(id === 'cumulative-layout-shift' ? 6 : 7)).join(' ')}`,
		)
	}
} finally {
	chrome.kill()
	await server.stop()
}
