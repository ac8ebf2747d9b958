import { eq } from 'drizzle-orm'
import type { OwnerAvailabilityInput, OwnerSalonInput } from '~/lib/salons/salon-owner-schema'
import { wakeAvailabilityAlerts } from './availability-change.server'
import { changedFields, recordAudit } from '../audit/record.server'
import type { Transaction } from '../platform/db/client.server'
import { db } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'
import { forbidden } from '../platform/errors.server'
import { authorize, NOT_SALON_OWNER } from './permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockSalon } from './admin-shared.server'

type OwnerChange = Partial<
	Pick<
		typeof salons.$inferInsert,
		| 'name'
		| 'description_nl'
		| 'phone_number'
		| 'website'
		| 'services_nl'
		| 'opening_hours'
		| 'accepts_new_clients'
		| 'waiting_weeks'
		| 'availability_updated_at'
	>
>

/**
 * An owner's change to their own salon: only the owner gets past (the policy, and again under the
 * lock, as the owner may change meanwhile); the salon is locked while it changes, and the history
 * records the changed fields.
 */
async function changeOwnSalon(actor: Actor, salonId: number, values: OwnerChange) {
	const owner = await authorize(actor, 'salon:edit:own', salonId)
	await db().transaction(async (tx: Transaction) => {
		const before = await lockSalon(tx, salonId)
		if (before.owner_id !== owner.id) throw forbidden(NOT_SALON_OWNER)
		await tx.update(salons).set(values).where(eq(salons.id, salonId))
		wakeAvailabilityAlerts(values.accepts_new_clients)
		const changes = changedFields(before, values)
		if (Object.keys(changes).length)
			await recordAudit(tx, { actorId: owner.id, action: 'update', entity: 'salon', entityId: salonId, changes })
	})
}

/** The edit dialog: name, description, phone, website and services. */
export async function updateOwnSalon(actor: Actor, { salonId, ...values }: OwnerSalonInput) {
	await changeOwnSalon(actor, salonId, values)
}

/** The opening-hours editor: the week as the lines the public page reads. */
export async function saveOpeningHours(actor: Actor, { salonId, opening_hours }: { salonId: number; opening_hours: string[] }) {
	await changeOwnSalon(actor, salonId, { opening_hours })
}

/** Whether the salon takes new clients and the usual wait, dated now (saving it again renews the date). */
export async function saveAvailability(actor: Actor, { salonId, ...availability }: OwnerAvailabilityInput) {
	await changeOwnSalon(actor, salonId, { ...availability, availability_updated_at: new Date() })
}
