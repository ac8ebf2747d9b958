import { eq, sql } from 'drizzle-orm'
import { settleSubmissionOwner } from '../accounts/users.server'
import { recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { users } from '~/server/accounts/tables.server'
import { salons } from '~/server/salons/tables.server'
import { invalid } from '../platform/errors.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockSalon } from './admin-shared.server'

export const UNKNOWN_OWNER = 'Er is geen account met dit e-mailadres.'

/** Admin only: hands a listing to the account with this e-mail address, or (null) to nobody, for good. */
export async function assignOwner(actor: Actor, input: { salonId: number; ownerEmail: string | null }) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const salon = await lockSalon(tx, input.salonId)
		let ownerId: string | null = null
		if (input.ownerEmail) {
			const [owner] = await tx
				.select({ id: users.id })
				.from(users)
				.where(eq(sql`lower(${users.email})`, input.ownerEmail))
			if (!owner) throw invalid(UNKNOWN_OWNER, { ownerEmail: UNKNOWN_OWNER })
			ownerId = owner.id
		}
		await tx.update(salons).set({ owner_id: ownerId }).where(eq(salons.id, input.salonId))
		await settleSubmissionOwner(tx, input.salonId)
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'owner-change',
			entity: 'salon',
			entityId: input.salonId,
			changes: { owner_id: [salon.owner_id, ownerId] },
		})
	})
}
