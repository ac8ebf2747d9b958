/**
 * `npm run measure:proof-of-work [-- --runs 41 --maxnumber 50000 --slowdown 4]`: solves fresh
 * challenges the way the forms do (app/lib/common/proof-of-work.ts, altcha-lib's solver, bundled by esbuild)
 * in Debian's Chromium with its CPU slowed down by CDP (4×: Lighthouse's mid-range phone), and prints
 * the median solve time, the spread and the hash rate. The secret number is drawn evenly from
 * 1..maxnumber, so the median solve takes about maxnumber / 2 hashes: the maxnumber that gives a
 * one-second median is about twice the hashes a second.
 */
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { createChallenge } from 'altcha-lib'
import { build } from 'esbuild'
import { challengeSchema, PROOF_OF_WORK_MAX_NUMBER, type solveChallenge } from '../app/lib/common/proof-of-work'

const { values } = parseArgs({
	options: {
		runs: { type: 'string', default: '41' },
		maxnumber: { type: 'string', default: String(PROOF_OF_WORK_MAX_NUMBER) },
		slowdown: { type: 'string', default: '4' },
	},
})
const [runs, maxnumber, slowdown] = [values.runs, values.maxnumber, values.slowdown].map(Number) as [number, number, number]
if (![runs, maxnumber, slowdown].every((value) => Number.isInteger(value) && value >= 1)) {
	console.error('--runs, --maxnumber and --slowdown must be whole numbers of 1 or more')
	process.exit(1)
}

/** The browser's half as the forms run it, as one script that puts `solveChallenge` on window. */
async function solverScript() {
	const bundled = await build({
		stdin: {
			contents: "import { solveChallenge } from './app/lib/common/proof-of-work.ts'; Object.assign(window, { solveChallenge })",
			resolveDir: `${import.meta.dirname}/..`,
			loader: 'ts',
		},
		bundle: true,
		minify: true,
		format: 'iife',
		write: false,
	})
	return bundled.outputFiles[0]!.text
}

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
	const page = await browser.newPage()
	// Web Crypto needs a secure context: an https page, answered here without any network.
	const script = await solverScript()
	await page.route('https://meting.invalid/', (route) =>
		route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>meting</title><script>${script}</script>` }),
	)
	await page.goto('https://meting.invalid/')
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })

	const solves: { ms: number; number: number }[] = []
	for (let run = 0; run < runs; run++) {
		const expires = new Date(Date.now() + 60_000)
		const challenge = challengeSchema.parse(await createChallenge({ hmacKey: 'meting', maxnumber, expires }))
		solves.push(
			await page.evaluate(async (given) => {
				const { solveChallenge: solve } = window as unknown as { solveChallenge: typeof solveChallenge }
				const started = performance.now()
				const number = await solve(given)
				if (number === null) throw new Error('challenge not solved')
				return { ms: performance.now() - started, number }
			}, challenge),
		)
	}

	const times = solves.map((solve) => solve.ms).sort((a, b) => a - b)
	const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]!)
	const hashesPerSecond =
		solves.reduce((sum, solve) => sum + solve.number + 1, 0) / (solves.reduce((sum, solve) => sum + solve.ms, 0) / 1000)
	console.log(`\n${runs} challenges, maxnumber ${maxnumber}, Chromium ${browser.version()} at ${slowdown}× CPU slowdown`)
	console.log(`solve time: median ${at(0.5)} ms, 10th percentile ${at(0.1)} ms, 90th ${at(0.9)} ms, slowest ${at(1)} ms`)
	console.log(
		`${Math.round(hashesPerSecond)} hashes a second: a median of 1 s needs a maxnumber of about ${Math.round(2 * hashesPerSecond)}`,
	)
} finally {
	await browser.close()
}
