import { eq } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'

/** Makes the account the salon's owner, in the caller's transaction (which decided it may: an approved claim). */
export async function setSalonOwner(tx: Executor, salonId: number, ownerId: string) {
	await tx.update(salons).set({ owner_id: ownerId }).where(eq(salons.id, salonId))
}
