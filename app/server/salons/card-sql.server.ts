import { sql } from 'drizzle-orm'
import { cityNames } from '../cities/names.server'

/**
 * The SQL of a salon card, shared by the salon pages, the search, the featured row and the place
 * requests, and the salons themselves as `g` for the reads of the domains above that filter and order
 * by a salon's columns (the search, the map, the alerts' matching, a submission's duplicate check).
 */

/** The salons, as `g`. */
export const SALONS = sql`pet_groomers g`

/** The city of salon `g`, as `c` (none when the salon has no city). */
export const JOIN_CITY = sql`left join ${cityNames()} c on c.id = g.city_id`

/** The columns a salon card needs, from FROM_SALONS (`g` and its city `c`); only the first gallery image. */
export const CARD_COLUMNS = sql`g.id, g.name, g.slug, g.formatted_address, g.search_city, c.name as city_name,
	g.rank_rating as rating, g.rank_count as user_ratings_total, g.services_nl, g.main_photo_url, g.gallery[1:1] as gallery,
	g.accepts_new_clients, g.waiting_weeks, g.availability_updated_at, g.owner_id is not null as owned,
	g.online_booking and g.owner_id is not null as online_booking`

export const FROM_SALONS = sql`${SALONS} ${JOIN_CITY}`

/**
 * Best first when nothing else decides: the score, then how many reviews back it up. The score is ours
 * once a salon has enough of our reviews, else the imported one (the generated rank columns).
 */
export const BY_RATING = sql`g.rank_rating desc, g.rank_count desc, g.id`
