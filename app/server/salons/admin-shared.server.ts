import { eq } from 'drizzle-orm'
import type { SalonAdminInput } from '~/lib/salons/salon-admin-schema'
import type { Transaction } from '../platform/db/client.server'
import { isCityId } from '../cities/names.server'
import { salons } from '~/server/salons/tables.server'
import { invalid, notFound } from '../platform/errors.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/** The salon, locked until the transaction ends, so two edits cannot interleave. */
export async function lockSalon(tx: Transaction, id: number) {
	const [salon] = await tx.select().from(salons).where(eq(salons.id, id)).for('update')
	if (!salon) throw notFound(SALON_NOT_FOUND)
	return salon
}

/** The form's values as columns; a city id must name a city, and an empty count or rating is 0. */
export async function salonColumns(tx: Transaction, input: SalonAdminInput) {
	if (input.city_id !== null && !(await isCityId(input.city_id, tx))) {
		throw invalid('Er bestaat geen stad met dit Stad-ID.', { city_id: 'Er bestaat geen stad met dit Stad-ID.' })
	}
	return { ...input, rating: input.rating ?? 0, user_ratings_total: input.user_ratings_total ?? 0 }
}
