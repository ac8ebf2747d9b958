import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { emailsOf } from '../accounts/users.server'
import { auditHistory } from '../audit/history.server'
import { claimCountOf } from '../claims/list.server'
import { placementCountOf } from '../featured/list-admin.server'
import { notFound } from '../platform/errors.server'
import { salonById } from '../salons/list-admin.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/** Admin only: one salon with every field, its owner's e-mail, what a delete takes with it, and its history. */
export async function salonForAdmin(actor: Actor, { salonId: id }: { salonId: number }) {
	await authorize(actor, 'admin:act')
	const salon = await salonById(id)
	if (!salon) throw notFound(SALON_NOT_FOUND)
	const [claimCount, placementCount, entries] = await Promise.all([claimCountOf(id), placementCountOf(id), auditHistory('salon', id, 100)])
	const emailOf = await emailsOf([salon.owner_id, ...entries.map((entry) => entry.actorId)])
	const history = entries.map(({ actorId, ...entry }) => ({ ...entry, actorEmail: emailOf(actorId) }))
	return { ...salon, ownerEmail: emailOf(salon.owner_id), claimCount, placementCount, history }
}
