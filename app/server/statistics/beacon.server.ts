import { isbot } from 'isbot'
import { z } from 'zod'
import { MAX_BEACON_SALONS, STAT_METRICS } from '~/lib/statistics'
import { config } from '../platform/config.server'
import { invalid, tooManyRequests } from '../platform/http/errors.server'
import { areKnownSalons, statisticsBuffer } from './statistics.server'

/** A beacon: one figure for one or more salons. */
const beaconSchema = z.object({
	m: z.enum(STAT_METRICS, { error: 'Onbekend cijfer' }),
	s: z
		.array(z.number().int().min(1).max(2_147_483_647), { error: 'Onbekende trimsalon' })
		.min(1, 'Onbekende trimsalon')
		.max(MAX_BEACON_SALONS, 'Te veel trimsalons'),
})

/** Beacons per client per minute; a page sends one or two, clicks add a few. */
const BEACONS_PER_MINUTE = 60
const WINDOW_MS = 60_000

/**
 * Per-process limit on beacons, kept in memory: the beacon runs on every page view, and a write to
 * the shared rate-limit table for each would cost more than counting itself. Addresses live only
 * here, for at most a minute, and are never written anywhere.
 */
class BeaconLimiter {
	private window = 0
	private hits = new Map<string, number>()

	private readonly limit: number
	private readonly now: () => number

	constructor(limit = BEACONS_PER_MINUTE, now = () => Date.now()) {
		this.limit = limit
		this.now = now
	}

	allow(client: string) {
		const window = Math.floor(this.now() / WINDOW_MS)
		if (window !== this.window) {
			this.window = window
			this.hits.clear()
		}
		const hits = (this.hits.get(client) ?? 0) + 1
		this.hits.set(client, hits)
		return hits <= this.limit
	}
}

const limiter = new BeaconLimiter()

/** Whether the request is a browser's prefetch or prerender rather than a person looking. */
function isPrefetch(headers: Headers) {
	const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''} ${headers.get('x-moz') ?? ''}`
	return /prefetch|prerender|preview/i.test(purpose)
}

/** The no-script pixel's beacon: ?m=views&s=1,2. */
export function pixelBeacon(url: string): unknown {
	const params = new URL(url).searchParams
	const ids = (params.get('s') ?? '').split(',')
	return { m: params.get('m'), s: ids.map((id) => (/^\d{1,10}$/.test(id) ? Number(id) : NaN)) }
}

/** sendBeacon's body: JSON text of at most 4 kB. */
export function bodyBeacon(body: unknown): unknown {
	if (typeof body !== 'string' || body.length > 4096) throw invalid('Geen geldig verzoek')
	try {
		return JSON.parse(body)
	} catch {
		throw invalid('Geen geldig verzoek')
	}
}

/**
 * Counts one beacon: only known figures for listed salons, at most 60 a minute per client; bots,
 * prefetches and prerenders are answered but not counted. Nothing about the visitor is kept.
 */
export async function countBeacon(headers: Headers, client: string, input: unknown) {
	const parsed = beaconSchema.safeParse(input)
	if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Geen geldig verzoek')
	if (!limiter.allow(client)) throw tooManyRequests()
	if (!(await areKnownSalons(parsed.data.s))) throw invalid('Onbekende trimsalon')
	const userAgent = headers.get('user-agent') ?? ''
	if (!userAgent || isbot(userAgent) || isPrefetch(headers)) return false
	if (config().STATS === '0') return false
	statisticsBuffer.record(parsed.data.s, parsed.data.m)
	return true
}
