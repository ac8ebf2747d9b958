import { sql } from 'drizzle-orm'
import { EARTH_RADIUS_KM } from '~/lib/distance'
import { ALERT_RADIUS_OPTIONS } from '~/lib/alerts'

const LARGEST_RADIUS_KM = Math.max(...ALERT_RADIUS_OPTIONS)
/** A distance over the earth as earthdistance measures it (see withinRadius in search/sql.server.ts). */
const arc = (km: unknown) => sql`(${km}::float8 / ${EARTH_RADIUS_KM} * earth())`

/**
 * A subscription `s` whose circle holds the salon `g`: the box of the largest radius around the salon
 * is answered by the GiST index on the subscriptions' points, each one's own radius then decides.
 */
export const subscriptionWithinReach = sql`(earth_box(g.earth_point, ${arc(LARGEST_RADIUS_KM)}) @> s.earth_point
	and s.earth_point <-> g.earth_point <= gc_to_sec(${arc(sql`s.radius_km`)}))`
