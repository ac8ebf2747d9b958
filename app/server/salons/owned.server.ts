import { asc, eq } from 'drizzle-orm'
import { parseServices } from '~/lib/salon'
import { salonPhoto } from '~/lib/salon-card'
import { db } from '../platform/db/client.server'
import { cities, petGroomers } from '../platform/db/schema.server'
import { salonPath } from '~/lib/paths'

/** The salons a user owns, by name, with what the dashboard shows and edits. */
export async function ownedSalons(userId: string) {
	const rows = await db()
		.select({
			id: petGroomers.id,
			name: petGroomers.name,
			slug: petGroomers.slug,
			formatted_address: petGroomers.formatted_address,
			search_city: petGroomers.search_city,
			city_id: petGroomers.city_id,
			city_name: cities.name,
			description_nl: petGroomers.description_nl,
			phone_number: petGroomers.phone_number,
			website: petGroomers.website,
			services_nl: petGroomers.services_nl,
			opening_hours: petGroomers.opening_hours,
			main_photo_url: petGroomers.main_photo_url,
			gallery: petGroomers.gallery,
			accepts_new_clients: petGroomers.accepts_new_clients,
			waiting_weeks: petGroomers.waiting_weeks,
			availability_updated_at: petGroomers.availability_updated_at,
		})
		.from(petGroomers)
		.leftJoin(cities, eq(cities.id, petGroomers.city_id))
		.where(eq(petGroomers.owner_id, userId))
		.orderBy(asc(petGroomers.name), asc(petGroomers.id))
	return rows.map((row) => ({
		...row,
		path: salonPath(row),
		photo: salonPhoto(row),
		services_nl: parseServices(row.services_nl),
		opening_hours: row.opening_hours ?? [],
	}))
}

export type OwnedSalon = Awaited<ReturnType<typeof ownedSalons>>[number]
