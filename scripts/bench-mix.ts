/**
 * The mixed load of a burst of real visitors: most URLs differ, so many requests miss the page cache.
 * City pages 25 %, directory searches by place 20 %, with a radius 10 %, by text 10 %, by a random
 * postcode (written as people write them) 8 %, home, /cities and /blog 9 % each. URLs are drawn from
 * a seeded generator, so two runs ask the same things in the same order per connection.
 * Besides the run's own p50/p99, the p99 of the requests sent after the first 3 s: a cold run
 * starts with every URL new, and the two differ most there.
 */
import autocannon, { type Result } from 'autocannon'
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js'

type Weighted = [weight: number, next: () => string]

/** A small seeded generator (mulberry32): the same seed gives the same URLs. */
function generator(seed: number) {
	let state = seed >>> 0
	const random = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
	return { random, pick }
}

const RADII = [5, 10, 20, 50]
const TEXTS = [
	'trimsalon',
	'hondentrimsalon',
	'dog spa',
	'trimsalon de',
	'hondenkapper',
	'puppy',
	'trimstudio',
	'vachtverzorging',
	'bij',
	'dierensalon',
]
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ'

/** Each postcode as people type it: `4723 AB`, `4723ab` or `4723-AB`. */
function postcode(random: () => number, pick: <T>(items: readonly T[]) => T) {
	const digits = String(1000 + Math.floor(random() * 9000))
	const letters = pick([...LETTERS]) + pick([...LETTERS])
	return pick([`${digits} ${letters}`, `${digits}${letters.toLowerCase()}`, `${digits}-${letters}`])
}

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&apos;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' }
/** Text as written in XML ('s-hertogenbosch is `&apos;s-hertogenbosch` there). */
const xmlText = (text: string) => text.replace(/&(amp|apos|quot|lt|gt);/g, (entity) => XML_ENTITIES[entity]!)

/** The city slugs of the site, from its sitemap. */
export async function citySlugs(base: string): Promise<string[]> {
	const index = await (await fetch(`${base}/sitemap.xml`)).text()
	const parts = index.includes('<sitemapindex')
		? [...index.matchAll(/<loc>https?:\/\/[^/]+(\/sitemap\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
		: []
	const texts = parts.length ? await Promise.all(parts.map(async (part) => (await fetch(`${base}${part}`)).text())) : [index]
	const slugs = texts.flatMap((xml) => [...xml.matchAll(/<loc>https?:\/\/[^/]+\/city\/([^<]+)<\/loc>/g)].map((m) => xmlText(m[1]!)))
	if (slugs.length === 0) throw new Error('no city in the sitemap')
	return [...new Set(slugs)]
}

export function mixedUrls(slugs: string[], seed = 1) {
	const { random, pick } = generator(seed)
	const place = () => encodeURIComponent(pick(slugs).replace(/-/g, ' '))
	const mix: Weighted[] = [
		[25, () => `/city/${pick(slugs)}`],
		[20, () => `/directory?location=${place()}`],
		[10, () => `/directory?location=${place()}&radius=${pick(RADII)}`],
		[10, () => `/directory?location=${encodeURIComponent(pick(TEXTS))}`],
		[8, () => `/directory?location=${encodeURIComponent(postcode(random, pick))}`],
		[9, () => '/'],
		[9, () => '/cities'],
		[9, () => '/blog'],
	]
	const total = mix.reduce((sum, [weight]) => sum + weight, 0)
	return () => {
		let draw = random() * total
		for (const [weight, next] of mix) {
			draw -= weight
			if (draw < 0) return next()
		}
		return mix[0]![1]()
	}
}

/** The first seconds of a cold run, when nearly every URL is new: reported apart from the rest. */
export const COLD_START_MS = 3_000

export type MixResult = { result: Result; misses: number; hits: number; other: number; afterColdStart: number[] }

/** Loads `base` with the mix on `connections` for `duration` s; counts answers by their X-Cache header. */
export async function loadMix(base: string, slugs: string[], connections: number, duration: number, seed = 1): Promise<MixResult> {
	const next = mixedUrls(slugs, seed)
	const counts = { misses: 0, hits: 0, other: 0 }
	// Latencies (ms) of the answers that came after the cold start.
	const afterColdStart: number[] = []
	let visitor = 0
	const started = performance.now()
	const request = {
		method: 'GET',
		// Each request from one of 1,000 loopback addresses, as a burst of real visitors comes from many clients.
		setupRequest: (req: { path?: string; headers?: Record<string, string> }, context: { sentAt?: number }) => {
			visitor = (visitor + 1) % 1000
			context.sentAt = performance.now()
			const forwardedFor = `127.1.${visitor >> 8}.${(visitor & 255) + 1}`
			return { ...req, path: next(), headers: { ...req.headers, 'accept-encoding': 'gzip', 'x-forwarded-for': forwardedFor } }
		},
		onResponse: (_status: number, _body: string, context: { sentAt?: number }, headers: Record<string, string>) => {
			const now = performance.now()
			if (context.sentAt !== undefined && context.sentAt - started >= COLD_START_MS) afterColdStart.push(now - context.sentAt)
			const cache = headers['x-cache'] ?? headers['X-Cache']
			if (cache === 'HIT') counts.hits++
			else if (cache === 'MISS') counts.misses++
			else counts.other++
		},
	}
	const result = await withoutBodies(() => autocannon({ url: base, connections, duration, requests: [request] }))
	return { result, ...counts, afterColdStart }
}

/**
 * Runs `load` with autocannon keeping no response bodies. It appends every body to a string for its
 * body checks (expectBody, verifyBody), which the mix uses neither of: decoding 14 KB of gzip as
 * UTF-8 per answer took 57 % of the load generator's CPU, on the two cores it shares with the
 * server it measures. Its byte counts and latencies are kept apart from the body and stay as they are.
 */
export async function withoutBodies<T>(load: () => Promise<T>): Promise<T> {
	const { addBody } = PipelinedRequestsQueue.prototype
	PipelinedRequestsQueue.prototype.addBody = () => {}
	try {
		return await load()
	} finally {
		PipelinedRequestsQueue.prototype.addBody = addBody
	}
}

/** The latency below which `share` of the answers came (nearest rank). */
function percentile(latencies: number[], share: number) {
	if (latencies.length === 0) return Number.NaN
	const sorted = [...latencies].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}

/** autocannon's result also counts the answers by status, which its types leave out. */
type CountedResult = Result & { statusCodeStats?: Record<string, { count: number }> }

/** Answers that failed: socket errors and time-outs (autocannon counts a time-out among its errors) and non-2xx. */
export const failedAnswers = (result: Result) => result.errors + result.non2xx

/** One line of the mix's figures. */
export function mixLine(label: string, { result, misses, hits, other, afterColdStart }: MixResult) {
	const answered = misses + hits + other
	const errors = failedAnswers(result)
	const statuses = Object.entries((result as CountedResult).statusCodeStats ?? {})
		.filter(([status]) => !status.startsWith('2'))
		.map(([status, { count }]) => `${count} × ${status}`)
	const kinds = [`${result.timeouts} time-outs`, `${result.errors - result.timeouts} socket errors`, ...statuses].join(', ')
	const share = (n: number) => `${((100 * n) / Math.max(answered, 1)).toFixed(0)} %`
	return `${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p90 ${String(result.latency.p90).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  max ${String(result.latency.max).padStart(5)} ms  misses ${share(misses)}, uncached ${share(other)}  errors ${errors}${errors ? ` (${kinds})` : ''}\n${''.padEnd(28)} sent from ${COLD_START_MS / 1000} s on: p99 ${percentile(afterColdStart, 0.99).toFixed(0)} ms`
}
