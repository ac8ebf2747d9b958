import { accountById } from '../accounts/lookups.server'
import type { Executor } from '../platform/db/client.server'
import { salonById } from '../salons/lookups.server'
import { isPlaceholderEmail } from '~/lib/accounts/phone'
import type { Contact } from './mails.server'

/** A user's name and the ways to reach them: the address unless it is a phone account's stand-in, the number once confirmed. */
export async function contactOfUser(tx: Executor, userId: string): Promise<Contact & { mailTo: string }> {
	const row = await accountById(tx, userId)
	return {
		name: row!.fullName || row!.name || null,
		email: isPlaceholderEmail(row!.email) ? null : row!.email,
		phone: row!.phoneVerified ? row!.phone : null,
		mailTo: row!.email,
	}
}

/**
 * How a dog owner reaches the account whose offer they accepted (`ownerId`, the salon's owner when the
 * request was sent): the salon's name, that account's address, and the salon's phone while that
 * account still owns the salon, else its own number. Never anything of a later owner of the salon.
 */
export async function contactOfOffer(tx: Executor, offer: { salonId: number; ownerId: string | null }): Promise<Contact> {
	const row = await salonById(tx, offer.salonId)
	const maker = offer.ownerId ? await contactOfUser(tx, offer.ownerId) : null
	const salonPhone = maker && row?.owner_id === offer.ownerId ? row.phone_number : null
	return { name: row?.name ?? null, email: maker?.email ?? null, phone: salonPhone ?? maker?.phone ?? null }
}
