import { BeaconLimits } from '~/lib/beacon-limits'
import { clientKey } from '~/lib/client-address'
import { z } from 'zod'
import { MAX_BEACON_SALONS, STAT_METRICS } from '~/lib/statistics'
import { config } from '../platform/config.server'
import { forbidden, invalid, tooManyRequests } from '../platform/errors.server'
import { areKnownSalons, statisticsBuffer } from './statistics.server'

/** A beacon: one figure for one or more salons. */
const beaconSchema = z.object({
	m: z.enum(STAT_METRICS, { error: 'Onbekend cijfer' }),
	s: z
		.array(z.number().int().min(1).max(2_147_483_647), { error: 'Onbekende trimsalon' })
		.min(1, 'Onbekende trimsalon')
		.max(MAX_BEACON_SALONS, 'Te veel trimsalons'),
})

/** The limits of this process; see BeaconLimits for why they live in memory. */
const limits = new BeaconLimits()

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

/** Where a beacon comes from: the no-script pixel (GET) or sendBeacon (POST). */
export type BeaconSource = 'pixel' | 'beacon'

/**
 * What the edge tells of a beacon's request: whether this site's own page sent it, and whether a
 * person looked (no bot, no prefetch or prerender).
 */
export type BeaconSender = { sameOrigin: boolean; person: boolean }

/**
 * Counts one beacon: only known figures for listed salons, sent by this site's own page (the pixel
 * counts page views only), at most 60 a minute per client (per /64 for IPv6) and a handful per
 * figure per salon per client a day; bots, prefetches and prerenders are answered but not counted.
 * Nothing about the visitor is kept beyond this process's memory for the day.
 */
export async function countBeacon(sender: BeaconSender, clientIp: string, input: unknown, source: BeaconSource) {
	const parsed = beaconSchema.safeParse(input)
	if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Geen geldig verzoek')
	if (source === 'pixel' && parsed.data.m !== 'views') throw invalid('Onbekend cijfer')
	if (!sender.sameOrigin) throw forbidden('Alleen vanaf deze site')
	const client = clientKey(clientIp)
	if (!limits.allowBeacon(client)) throw tooManyRequests()
	if (!(await areKnownSalons(parsed.data.s))) throw invalid('Onbekende trimsalon')
	if (!sender.person) return false
	if (config().STATS === '0') return false
	const salonIds = limits.countable(client, parsed.data.m, parsed.data.s)
	if (salonIds.length > 0) statisticsBuffer.record(salonIds, parsed.data.m)
	return salonIds.length > 0
}
