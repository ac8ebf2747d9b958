import { eq } from 'drizzle-orm'
import type { SalonAdminInput } from '~/lib/salons/salon-admin-schema'
import { changedFields, recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockSalon, salonColumns } from './admin-shared.server'

/** Admin only: saves every field of a listing and records which ones changed. */
export async function updateSalon(actor: Actor, { salonId: id, ...input }: SalonAdminInput & { salonId: number }) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const before = await lockSalon(tx, id)
		const values = await salonColumns(tx, input)
		await tx.update(salons).set(values).where(eq(salons.id, id))
		const changes = changedFields(before, values)
		if (Object.keys(changes).length) await recordAudit(tx, { actorId: admin.id, action: 'update', entity: 'salon', entityId: id, changes })
	})
}
