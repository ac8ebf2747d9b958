/**
 * `npm run lighthouse [-- --runs 5]`: builds, seeds the demo data, starts the production server on
 * loopback and runs Lighthouse in Debian's Chromium as its default mobile profile (a mid-range phone on
 * slow 4G, simulated). Performance: the home, directory, city, salon and blog pages and a booking page (as
 * the demo user), each measured `--runs` times, printed as the median run's score and metrics with the
 * lowest and highest score. Accessibility: once per page, the public pages and the private ones the
 * demo accounts see (the booking page, Mijn afspraken, the owner's dashboard and Agenda), with what failed.
 */
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { signInOverHttp } from '../tests/sign-in.ts'
import { salonPath, startBenchServer } from './bench-server.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 10) {
	console.error('--runs must be a whole number from 1 to 10')
	process.exit(1)
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']

type Page = { path: string; cookie?: string; name?: string }

const server = await startBenchServer(2500)
const chrome = await chromeLauncher.launch({
	chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	// The sandbox needs user namespaces, which a container (or root) may not have.
	chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})

/** One Lighthouse run of one category; a run Chromium's trace could not serve (NO_NAVSTART) is repeated. */
async function audit(page: Page, category: 'performance' | 'accessibility'): Promise<Result> {
	const flags: Flags = { port: chrome.port, onlyCategories: [category], logLevel: 'error' }
	if (page.cookie) flags.extraHeaders = { cookie: page.cookie }
	for (let attempt = 0; attempt < 3; attempt++) {
		const result = await lighthouse(`${server.base}${page.path}`, flags)
		if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`)
		if (!result.lhr.runtimeError) return result.lhr
		console.log(`  (${page.path}: Lighthouse could not measure this run, ${result.lhr.runtimeError.code}; repeating it)`)
	}
	throw new Error(`Lighthouse failed three times on ${page.path}`)
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]!.score ?? 0) * 100)
const label = (page: Page) => page.name ?? page.path

async function performance(pages: Page[]) {
	console.log(`\nLighthouse ${runs}× per page, mobile, performance (median run)\n`)
	console.log(
		`${'page'.padEnd(48)} ${'score'.padStart(5)} ${'range'.padStart(7)}  ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'SI'.padStart(7)}`,
	)
	for (const page of pages) {
		const results: Result[] = []
		while (results.length < runs) results.push(await audit(page, 'performance'))
		results.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
		const median = results[Math.floor(results.length / 2)]!
		const metric = (id: string) => median.audits[id]!.displayValue?.replace(/\u00a0/g, ' ') ?? '-'
		const range = `${score(results[0]!, 'performance')}-${score(results.at(-1)!, 'performance')}`
		console.log(
			`${label(page).padEnd(48)} ${String(score(median, 'performance')).padStart(5)} ${range.padStart(7)}  ${METRICS.map((id) => metric(id).padStart(id === 'cumulative-layout-shift' ? 6 : 7)).join(' ')}`,
		)
	}
}

async function accessibility(pages: Page[]) {
	console.log('\nLighthouse accessibility, mobile (one run per page: the audit does not vary with load)\n')
	for (const page of pages) {
		const lhr = await audit(page, 'accessibility')
		const failed = Object.values(lhr.audits)
			.filter((result) => result.score === 0 && result.scoreDisplayMode === 'binary')
			.map((result) => result.id)
		console.log(`${label(page).padEnd(48)} ${String(score(lhr, 'accessibility')).padStart(5)}  ${failed.join(', ')}`)
	}
}

try {
	const member = await signInOverHttp(server.base, 'gebruiker@example.com')
	const owner = await signInOverHttp(server.base, 'eigenaar@example.com')
	const listed = await (await fetch(`${server.base}/directory?onlineTeBoeken=1`)).text()
	const bookingPath = /href="(\/trimsalon\/[^"]+\/afspraak-maken)"/.exec(listed)?.[1]
	if (!bookingPath) throw new Error('no bookable salon in the directory')
	const booking = { path: bookingPath, cookie: member, name: 'booking page (demo user)' }
	const publicPages: Page[] = [
		{ path: '/' },
		{ path: '/directory?location=amsterdam' },
		{ path: '/city/amsterdam' },
		{ path: await salonPath(server.base) },
		{ path: '/blog' },
	]
	await performance([...publicPages, booking])
	await accessibility([
		...publicPages,
		booking,
		{ path: '/account/afspraken', cookie: member, name: '/account/afspraken (demo user)' },
		{ path: '/dashboard', cookie: owner, name: '/dashboard (demo owner)' },
		{ path: '/dashboard/agenda', cookie: owner, name: '/dashboard/agenda (demo owner)' },
	])
} finally {
	chrome.kill()
	await server.stop()
}
