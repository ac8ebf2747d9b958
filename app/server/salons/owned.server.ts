import { asc, eq, sql } from 'drizzle-orm'
import { parseServices } from '~/lib/salons/salon'
import { salonPhoto } from '~/lib/salons/salon-card'
import type { Actor } from '../accounts/actor.server'
import { authorize } from '../accounts/permissions.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { cityNames } from '../cities/names.server'
import { salons } from '~/server/salons/tables.server'
import { salonListColumns } from './lookups.server'
import { salonPath } from '~/lib/common/paths'
import { formatPhone } from '~/lib/accounts/phone'

const city = cityNames().as('city')

/** One query with the city's name joined, prepared: every dashboard page reads it. */
const ownedSalonRows = preparedQuery((database) =>
	database
		.select({
			...salonListColumns,
			city_name: city.name,
			city_id: salons.city_id,
			description_nl: salons.description_nl,
			phone_number: salons.phone_number,
			website: salons.website,
			services_nl: salons.services_nl,
			opening_hours: salons.opening_hours,
			main_photo_url: salons.main_photo_url,
			gallery: salons.gallery,
			accepts_new_clients: salons.accepts_new_clients,
			waiting_weeks: salons.waiting_weeks,
			availability_updated_at: salons.availability_updated_at,
		})
		.from(salons)
		.leftJoin(city, eq(city.id, salons.city_id))
		.where(eq(salons.owner_id, sql.placeholder('userId')))
		.orderBy(asc(salons.name), asc(salons.id))
		.prepare('owned_salons'),
)

/** The salons a user owns, by name, with what the dashboard shows and edits. */
export async function ownedSalons(actor: Actor) {
	const { id: userId } = await authorize(actor, 'account:act')
	const rows = await ownedSalonRows().execute({ userId })
	return rows.map((row) => ({
		...row,
		path: salonPath(row),
		phone_display: row.phone_number ? formatPhone(row.phone_number) : null,
		photo: salonPhoto(row),
		services_nl: parseServices(row.services_nl),
		opening_hours: row.opening_hours ?? [],
	}))
}

export type OwnedSalon = Awaited<ReturnType<typeof ownedSalons>>[number]
