import { eq, sql } from 'drizzle-orm'
import { authorize } from '../accounts/permissions.server'
import type { Requester } from '../accounts/actor.server'
import { db, type Executor } from '../platform/db/client.server'
import { missedPlaceRequests } from '~/server/place-requests/tables.server'
import { salonById } from '../salons/lookups.server'
import { conflict, notFound } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { limitRequest, withinLimit } from '../platform/rate-limit.server'
import type { FormEntries } from '~/lib/common/forms'
import { missedRequestSchema } from '~/lib/place-requests/schema'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/**
 * A signed-in dog owner wanted to ask a salon that nobody owns yet: one more in its count, once per
 * account and salon a month (a repeat is thanked the same, and not counted). Who asked is not kept.
 * The post counts against the client's limit for place requests, valid or not, before it is checked.
 */
export async function recordMissedRequest(actor: Requester, posted: FormEntries) {
	const user = await authorize(actor, 'account:act')
	await limitRequest('placeRequest', actor.client.ip)
	const { salonId } = parseInput(posted, missedRequestSchema)
	const salon = await salonById(db(), salonId)
	if (!salon) throw notFound(SALON_NOT_FOUND)
	if (salon.owner_id) throw conflict('Deze trimsalon heeft een eigenaar: vraag je plek aan met het formulier.')
	if (!(await withinLimit('missedPlaceRequest', `${user.id}/${salonId}`))) return
	await db()
		.insert(missedPlaceRequests)
		.values({ salon_id: salonId, count: 1 })
		.onConflictDoUpdate({
			target: missedPlaceRequests.salon_id,
			set: { count: sql`${missedPlaceRequests.count} + 1`, updatedAt: new Date() },
		})
}

/** How many dog owners wanted to ask this salon before it had an owner; cleared, since the new owner is told once. */
export async function takeMissedCount(tx: Executor, salonId: number): Promise<number> {
	const [row] = await tx
		.delete(missedPlaceRequests)
		.where(eq(missedPlaceRequests.salon_id, salonId))
		.returning({ count: missedPlaceRequests.count })
	return row?.count ?? 0
}
