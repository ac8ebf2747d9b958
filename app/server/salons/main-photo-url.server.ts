import { eq } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'

/** Sets the photo the salon's cards and page show (null: none), in the caller's transaction, which checked the owner. */
export async function setMainPhotoUrl(tx: Executor, salonId: number, url: string | null) {
	await tx.update(salons).set({ main_photo_url: url }).where(eq(salons.id, salonId))
}
