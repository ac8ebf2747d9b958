import type { Executor } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'

export type NewListing = typeof salons.$inferInsert

/** Adds a listing with these values (its slug made unique by uniqueSalonSlug), live at once; answers its id. */
export async function insertListing(tx: Executor, listing: NewListing): Promise<number> {
	const [created] = await tx.insert(salons).values(listing).returning({ id: salons.id })
	return created!.id
}
