import { eq } from 'drizzle-orm'
import { placeRequestSalons } from '~/server/place-requests/tables.server'
import { isOwnedBy } from '../salons/lookups.server'

/**
 * The copies of requests an account holds: those sent to it as the salon's owner. A later owner of the
 * salon never sees them, and the account keeps them (read-only) when it no longer owns the salon.
 */
export const sentTo = (userId: string) => eq(placeRequestSalons.owner_id, userId)

/**
 * The account a copy was sent to still owns the salon: only then can it answer the copy, and only then
 * can its offer be accepted.
 */
export const stillOwned = isOwnedBy(placeRequestSalons.salon_id, placeRequestSalons.owner_id)
