import { asc, eq } from 'drizzle-orm'
import { parseServices } from '~/lib/salons/salon'
import { salonPhoto } from '~/lib/salons/salon-card'
import type { Actor } from '../accounts/actor.server'
import { authorize } from '../accounts/permissions.server'
import { db } from '../platform/db/client.server'
import { cityNamesOf } from '../cities/names.server'
import { salons } from '~/server/salons/tables.server'
import { salonListColumns } from './lookups.server'
import { salonPath } from '~/lib/common/paths'
import { formatPhone } from '~/lib/accounts/phone'

/** The salons a user owns, by name, with what the dashboard shows and edits. */
export async function ownedSalons(actor: Actor) {
	const { id: userId } = await authorize(actor, 'account:act')
	const rows = await db()
		.select({
			...salonListColumns,
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
		.where(eq(salons.owner_id, userId))
		.orderBy(asc(salons.name), asc(salons.id))
	const cityName = await cityNamesOf(rows.map((row) => row.city_id))
	return rows.map((row) => ({
		...row,
		city_name: cityName(row.city_id),
		path: salonPath(row),
		phone_display: row.phone_number ? formatPhone(row.phone_number) : null,
		photo: salonPhoto(row),
		services_nl: parseServices(row.services_nl),
		opening_hours: row.opening_hours ?? [],
	}))
}

export type OwnedSalon = Awaited<ReturnType<typeof ownedSalons>>[number]
