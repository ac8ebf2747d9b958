import { eq } from 'drizzle-orm'
import { recordAudit } from '../audit/record.server'
import { db } from '../db/client.server'
import { petGroomers } from '../db/schema.server'
import { assertAdmin, type SessionUser } from '../permissions.server'
import { lockSalon } from './admin-shared.server'

/**
 * Admin only: removes a listing. Its claims and featured placements go with it (the database
 * cascades, in this transaction); an owner keeps the account and loses only this listing.
 */
export async function deleteSalon(admin: SessionUser, id: number) {
	await assertAdmin(admin)
	await db().transaction(async (tx) => {
		const salon = await lockSalon(tx, id)
		await tx.delete(petGroomers).where(eq(petGroomers.id, id))
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'delete',
			entity: 'salon',
			entityId: id,
			changes: { name: [salon.name, null], owner_id: [salon.owner_id, null] },
		})
	})
}
