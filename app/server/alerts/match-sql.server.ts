import { sql } from 'drizzle-orm'
import { ALERT_RADIUS_OPTIONS } from '~/lib/alerts/alerts'
import { SALONS } from '../salons/card-sql.server'
import { arcOnEarth } from '../search/sql.server'

const LARGEST_RADIUS_KM = Math.max(...ALERT_RADIUS_OPTIONS)

/**
 * A subscription `s` whose circle holds the salon `g`: the box of the largest radius around the salon
 * is answered by the GiST index on the subscriptions' points, each one's own radius then decides.
 */
const subscriptionWithinReach = sql`(earth_box(g.earth_point, ${arcOnEarth(LARGEST_RADIUS_KM)}) @> s.earth_point
	and s.earth_point <-> g.earth_point <= gc_to_sec(${arcOnEarth(sql`s.radius_km`)}))`

/** A subscription that is confirmed and has not ended. */
export const running = (now: Date) => sql`s.confirmed_at is not null and s.expires_at > ${now}`

/** The running radius subscriptions (`s`) that a change of salon `salonId` (`g`) concerns. */
export const radiusSubscribersOf = (salonId: number, now: Date) => sql`
	select s.id, g.id as salon_id from ${SALONS} join alert_subscriptions s on ${subscriptionWithinReach}
	where g.id = ${salonId} and s.salon_id is null and ${running(now)}`
