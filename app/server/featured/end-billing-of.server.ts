import { eq } from 'drizzle-orm'
import type { Transaction } from '../platform/db/client.server'
import { placements } from '~/server/featured/tables.server'
import { endBilling } from './end-billing.server'

/** The placements of a salon about to be deleted stop costing money first (see `endBilling`). */
export async function endBillingOfSalon(tx: Transaction, actorId: string, salonId: number) {
	return endBilling(tx, actorId, eq(placements.salon_id, salonId))
}

/** The placements a buyer bought stop costing money before their account is deleted (see `endBilling`). */
export async function endBillingOfBuyer(tx: Transaction, actorId: string, userId: string) {
	return endBilling(tx, actorId, eq(placements.user_id, userId))
}
