import { eq } from 'drizzle-orm'
import { adminEmails } from '../accounts/users.server'
import { db } from '../platform/db/client.server'
import { listingClaims } from '~/server/claims/tables.server'
import { salons } from '~/server/salons/tables.server'
import { conflict, notFound } from '../platform/errors.server'
import { queueClaimAdminNotification, queueClaimReceivedMail } from './mails.server'
import { authorize } from '../accounts/permissions.server'
import { person } from '../accounts/person.server'
import { ALREADY_OWNED, salonColumns } from './shared.server'
import type { Actor } from '../accounts/actor.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/** Files a claim by the logged-in user; the database allows one pending claim per user and salon. */
export async function submitClaim(actor: Actor, input: { salonId: number; message: string | null }) {
	const user = await authorize(actor, 'account:act')
	const { claim } = await db().transaction(async (tx) => {
		const [salon] = await tx
			.select({ ...salonColumns, ownerId: salons.owner_id })
			.from(salons)
			.where(eq(salons.id, input.salonId))
			.for('update')
		if (!salon) throw notFound(SALON_NOT_FOUND)
		if (salon.ownerId) throw conflict(ALREADY_OWNED)
		const [claim] = await tx
			.insert(listingClaims)
			.values({ salon_id: input.salonId, user_id: user.id, message: input.message })
			.onConflictDoNothing()
			.returning({ id: listingClaims.id })
		if (!claim) throw conflict('Je hebt al een claim in behandeling voor deze trimsalon.')
		const claimant = await person(tx, user.id)
		await queueClaimReceivedMail(tx, claimant, salon)
		await queueClaimAdminNotification(tx, await adminEmails(tx), claimant, salon, input.message)
		return { claim }
	})
	return claim
}
