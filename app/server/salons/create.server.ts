import type { SalonAdminInput } from '~/lib/salons/salon-admin-schema'
import { recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { salonColumns } from './admin-shared.server'
import { uniqueSalonSlug } from './unique-slug.server'

/** Admin only: adds a listing, live at once, with a slug of its own; the audit entry commits with it. */
export async function createSalon(actor: Actor, input: SalonAdminInput) {
	const admin = await authorize(actor, 'admin:act')
	return db().transaction(async (tx) => {
		const values = await salonColumns(tx, input)
		const slug = await uniqueSalonSlug(tx, input.name, input.search_city ?? '')
		const [salon] = await tx
			.insert(salons)
			.values({ ...values, slug })
			.returning({ id: salons.id, slug: salons.slug })
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'create',
			entity: 'salon',
			entityId: salon!.id,
			changes: { name: [null, input.name] },
		})
		return salon!
	})
}
