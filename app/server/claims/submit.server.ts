import { adminEmails } from '../accounts/users.server'
import { db } from '../platform/db/client.server'
import { listingClaims } from '~/server/claims/tables.server'
import { salonById } from '../salons/lookups.server'
import { conflict, notFound } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { limitRequest } from '../platform/rate-limit.server'
import type { FormEntries } from '~/lib/common/forms'
import { claimSchema } from '~/lib/claims/schema'
import { queueClaimAdminNotification, queueClaimReceivedMail } from './mails.server'
import { ALREADY_OWNED } from './shared.server'
import { authorize } from '../accounts/permissions.server'
import { person } from '../accounts/person.server'
import type { Actor } from '../accounts/actor.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/**
 * Files a claim by the logged-in user; the database allows one pending claim per user and salon.
 * Every post counts against the account's limit, valid or not, so the verb takes the posted form and
 * checks it after counting.
 */
export async function submitClaim(actor: Actor, posted: FormEntries) {
	const user = await authorize(actor, 'account:act')
	await limitRequest('claim', user.id)
	const input = parseInput(posted, claimSchema)
	const { claim } = await db().transaction(async (tx) => {
		const salon = await salonById(tx, input.salonId, 'update')
		if (!salon) throw notFound(SALON_NOT_FOUND)
		if (salon.owner_id) throw conflict(ALREADY_OWNED)
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
