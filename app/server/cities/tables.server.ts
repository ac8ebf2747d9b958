import { sql, type SQL } from 'drizzle-orm'
import { doublePrecision, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'

export const cities = pgTable(
	'cities',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull().unique(),
		/** Derived as the spec says: lower case, whitespace runs as hyphens. */
		slug: text('slug')
			.notNull()
			.generatedAlwaysAs((): SQL => sql`lower(regexp_replace(trim(${cities.name}), '\\s+', '-', 'g'))`),
		lat: doublePrecision('lat'),
		lng: doublePrecision('lng'),
		photo_url: text('photo_url'),
	},
	(t) => [
		uniqueIndex('cities_slug_key').on(t.slug),
		index('cities_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
	],
)
