import { eq } from 'drizzle-orm'
import type { Database } from '~/server/platform/db/client.server'
import { cities } from '~/server/cities/tables.server'
import { salons } from '~/server/salons/tables.server'

type Fixture = { name: string; city: string; postcode: string; lat: number | null; lng: number | null; rating?: number; reviews?: number }

/** Salons with known names and places, added on top of the demo data, so searches have certain answers. */
export async function addSalons(database: Database, salonRows: Fixture[]) {
	const ids: Record<string, number> = {}
	for (const [index, salon] of salonRows.entries()) {
		const [city] = await database.select({ id: cities.id }).from(cities).where(eq(cities.name, salon.city))
		const [row] = await database
			.insert(salons)
			.values({
				name: salon.name,
				slug: `fixture-${index}-${salon.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
				formatted_address: `Teststraat ${index + 1}, ${salon.postcode} ${salon.city}, Nederland`,
				search_city: salon.city,
				postal_code: salon.postcode,
				city_id: city!.id,
				rating: salon.rating ?? 4,
				user_ratings_total: salon.reviews ?? 10,
				latitude: salon.lat,
				longitude: salon.lng,
				services_nl: ['Knippen'],
			})
			.returning({ id: salons.id })
		ids[salon.name] = row!.id
	}
	return ids
}

/** Amsterdam's centre as the cities table has it, and points at known distances east of it. */
export const AMSTERDAM = { lat: 52.3676, lng: 4.9041 }
export const kmEastOfAmsterdam = (km: number) => ({
	lat: AMSTERDAM.lat,
	lng: AMSTERDAM.lng + km / (111.32 * Math.cos((AMSTERDAM.lat * Math.PI) / 180)),
})
