import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { userIdByLowerEmail } from '../accounts/users.server'
import { recordAudit } from '../audit/record.server'
import { closeAgenda, OWNER_CHANGED_REASON } from '../bookings/agenda-appointments.server'
import { db } from '../platform/db/client.server'
import { invalid } from '../platform/errors.server'
import { lockSalon } from '../salons/admin-shared.server'
import { setSalonOwner } from '../salons/owners.server'
import { settleSubmissionOwner } from '../submissions/owners.server'

export const UNKNOWN_OWNER = 'Er is geen account met dit e-mailadres.'

/** Admin only: hands a listing to the account with this e-mail address, or (null) to nobody, for good. */
export async function assignOwner(actor: Actor, input: { salonId: number; ownerEmail: string | null }) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const salon = await lockSalon(tx, input.salonId)
		let ownerId: string | null = null
		if (input.ownerEmail) {
			ownerId = (await userIdByLowerEmail(input.ownerEmail, tx)) ?? null
			if (!ownerId) throw invalid(UNKNOWN_OWNER, { ownerEmail: UNKNOWN_OWNER })
		}
		// The agenda is the owner's of the moment: a new owner (or none) starts with it closed.
		if (ownerId !== salon.owner_id) await closeAgenda(tx, input.salonId, OWNER_CHANGED_REASON)
		await setSalonOwner(tx, input.salonId, ownerId)
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
