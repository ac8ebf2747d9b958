import { z } from 'zod'
import { dutchDay } from '~/lib/common/dutch-date'
import { MAX_BEACON_SALONS, STAT_METRICS } from '~/lib/statistics/statistics'
import type { Requester } from '../accounts/actor.server'
import { config } from '../platform/config.server'
import { forbidden, invalid } from '../platform/errors.server'
import { areKnownSalons, statisticsBuffer } from './statistics.server'
import { dailySalt, visitorKey } from './visitors.server'

const UNKNOWN_FIGURE = 'Onbekend cijfer'
const UNKNOWN_SALON = 'Onbekende trimsalon'
export const NOT_A_BEACON = 'Geen geldig verzoek'

/** A beacon: one figure for one or more salons. */
const beaconSchema = z.object({
	m: z.enum(STAT_METRICS, { error: UNKNOWN_FIGURE }),
	s: z
		.array(z.number().int().min(1).max(2_147_483_647), { error: UNKNOWN_SALON })
		.min(1, UNKNOWN_SALON)
		.max(MAX_BEACON_SALONS, 'Te veel trimsalons'),
})

/** Where a beacon comes from: the no-script pixel (GET) or sendBeacon (POST). */
export type BeaconSource = 'pixel' | 'beacon'

/**
 * What the edge tells of a beacon's request: whether it says it comes from this site's own page,
 * whether a person looked (no bot, no prefetch or prerender), and the user agent.
 */
export type BeaconSender = { sameOrigin: boolean; person: boolean; agent: string }

/**
 * Counts one beacon: only known figures for listed salons (the pixel counts page views only); bots,
 * prefetches and prerenders are answered but not counted. Each person (a visitor key of the day) counts
 * once per figure per salon per day, whichever process or instance they reach: that, not what the
 * request says about itself, is what bounds a script. A request that says it comes from another site
 * is refused early, so other sites' pages cannot count their visitors here.
 */
export async function countBeacon(
	visitor: Requester,
	{ sender, input, source }: { sender: BeaconSender; input: unknown; source: BeaconSource },
	now = new Date(),
) {
	const parsed = beaconSchema.safeParse(input)
	if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? NOT_A_BEACON)
	if (source === 'pixel' && parsed.data.m !== 'views') throw invalid(UNKNOWN_FIGURE)
	if (!sender.sameOrigin) throw forbidden('Alleen vanaf deze site')
	if (!(await areKnownSalons(parsed.data.s))) throw invalid(UNKNOWN_SALON)
	if (!sender.person || config().STATS === '0') return
	const day = dutchDay(now)
	await statisticsBuffer.record(day, visitorKey(await dailySalt(day), visitor.client.ip, sender.agent), parsed.data.m, parsed.data.s)
}
