import { sql, type SQL } from 'drizzle-orm'
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, smallint } from 'drizzle-orm/pg-core'
import { cube, oneOf, textList, timestamps, tsvector } from '~/server/platform/db/columns.server'
import { OWN_SCORE_MIN_REVIEWS } from '~/lib/reviews/reviews'
import { ACCEPTS_NEW_CLIENTS } from '~/lib/salons/availability'
import { users } from '~/server/accounts/tables.server'
import { cities } from '~/server/cities/tables.server'

export const salons = pgTable(
	'pet_groomers',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull(),
		/** The name in lower case, for the text search's ranking (exact names, then names that start with the query). */
		name_lower: text('name_lower').generatedAlwaysAs((): SQL => sql`lower(${salons.name})`),
		slug: text('slug').notNull().unique(),
		formatted_address: text('formatted_address'),
		search_city: text('search_city'),
		postal_code: text('postal_code'),
		city_id: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
		/** The imported score (public map listings) and how many ratings it rests on; shown apart from ours. */
		rating: doublePrecision('rating').notNull().default(0),
		user_ratings_total: integer('user_ratings_total').notNull().default(0),
		/** The average and count of our own published reviews, kept by the review verbs in their transaction. */
		review_average: doublePrecision('review_average'),
		review_count: integer('review_count').notNull().default(0),
		/** What lists are ordered by and cards show: our score once it rests on enough of our reviews, else the imported one. */
		rank_rating: doublePrecision('rank_rating').generatedAlwaysAs((): SQL =>
			sql.raw(`case when review_count >= ${OWN_SCORE_MIN_REVIEWS} then coalesce(review_average, 0) else rating end`),
		),
		rank_count: integer('rank_count').generatedAlwaysAs((): SQL =>
			sql.raw(`case when review_count >= ${OWN_SCORE_MIN_REVIEWS} then review_count else user_ratings_total end`),
		),
		business_status: text('business_status').notNull().default('OPERATIONAL'),
		phone_number: text('phone_number'),
		website: text('website'),
		gallery: textList('gallery'),
		opening_hours: textList('opening_hours'),
		latitude: doublePrecision('latitude'),
		longitude: doublePrecision('longitude'),
		/** The salon's point for radius search (null without coordinates): its GiST index finds, orders and counts the salons near a place. */
		earth_point: cube('earth_point').generatedAlwaysAs((): SQL => sql`ll_to_earth(${salons.latitude}, ${salons.longitude})`),
		positive_review_1: text('positive_review_1'),
		positive_review_2: text('positive_review_2'),
		positive_review_3: text('positive_review_3'),
		negative_review: text('negative_review'),
		description_nl: text('description_nl'),
		summary_nl: text('summary_nl'),
		pricing_info_nl: text('pricing_info_nl'),
		pricing_nl: text('pricing_nl'),
		main_photo_url: text('main_photo_url'),
		/** A JSON array, or (from older imports) a string holding a JSON array: parse with parseServices. */
		services_nl: jsonb('services_nl').$type<string[] | string>(),
		owner_id: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
		/** The owner's statement: does the salon take new clients ('ja', 'nee', 'wachtlijst'), how long is the wait, and when was that said. */
		accepts_new_clients: text('accepts_new_clients', { enum: ACCEPTS_NEW_CLIENTS }),
		waiting_weeks: smallint('waiting_weeks'),
		availability_updated_at: timestamp('availability_updated_at', { withTimezone: true }),
		/** Takes online bookings now: kept by the bookings domain when the owner turns it on or off, read by cards, the filter and the page. */
		online_booking: boolean('online_booking').notNull().default(false),
		/** Dutch full-text document over name, address and city, accent-insensitive. */
		search_vector: tsvector('search_vector').generatedAlwaysAs(
			(): SQL =>
				sql`to_tsvector('dutch', immutable_unaccent(coalesce(${salons.name}, '') || ' ' || coalesce(${salons.search_city}, '') || ' ' || coalesce(${salons.formatted_address}, '')))`,
		),
		...timestamps,
	},
	(t) => [
		index('pet_groomers_city_id_idx').on(t.city_id),
		// City pages and "Andere trimsalons in {city}" list a city's salons best rated first.
		index('pet_groomers_city_rank_idx').on(t.city_id, t.rank_rating.desc().nullsFirst(), t.rank_count.desc().nullsFirst(), t.id),
		index('pet_groomers_owner_id_idx').on(t.owner_id),
		index('pet_groomers_postal_code_idx').on(t.postal_code),
		index('pet_groomers_search_vector_idx').using('gin', t.search_vector),
		index('pet_groomers_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
		index('pet_groomers_name_trgm_gist_idx').using('gist', sql`immutable_unaccent(lower(${t.name})) gist_trgm_ops`),
		index('pet_groomers_city_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.search_city})) gin_trgm_ops`),
		index('pet_groomers_lat_lng_idx').on(t.latitude, t.longitude),
		index('pet_groomers_earth_point_idx').using('gist', t.earth_point),
		// The "takes new clients" filter: only salons that said yes are in it.
		index('pet_groomers_new_clients_idx')
			.on(t.availability_updated_at)
			.where(sql`${t.accepts_new_clients} = 'ja'`),
		// The 'Online te boeken' filter: a few salons among thousands.
		index('pet_groomers_online_booking_idx')
			.on(t.id)
			.where(sql`${t.online_booking}`),
		check('pet_groomers_accepts_new_clients_check', oneOf('accepts_new_clients', ACCEPTS_NEW_CLIENTS)),
		check('pet_groomers_waiting_weeks_check', sql`waiting_weeks between 0 and 52`),
	],
)

/** The salon a row belongs to; the row goes when the salon goes. */
export const salonIdColumn = () =>
	integer('salon_id')
		.notNull()
		.references(() => salons.id, { onDelete: 'cascade' })
