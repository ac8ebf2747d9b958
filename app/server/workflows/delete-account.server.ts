import { isAdmin } from '../accounts/users.server'
import { deleteUser } from '../accounts/deletion.server'
import { db } from '../platform/db/client.server'
import { endSubscriptionsOfAddress } from '../alerts/subscriptions.server'
import { deleteClaimsOf } from '../claims/forget.server'
import { forgetWaitingListOf, tellSalonsOfDeletedAccount } from '../bookings/forget.server'
import { forgetReviewsOf } from '../reviews/forget.server'
import { releaseSalonsOf } from '../salons/deletion.server'
import { ownedSalonIds } from '../salons/lookups.server'
import { closeAgenda } from '../bookings/agenda-appointments.server'
import { forbidden } from '../platform/errors.server'
import { endBillingOfBuyer } from '../featured/end-billing-of.server'
import { greetingOf, queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { requireCurrentPassword } from '../accounts/password-check.server'
import { paths } from '~/lib/common/paths'
import { deletedData } from '~/lib/accounts/account-deletion'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'

/**
 * The right to erasure: the user and everything that is only theirs go (profile, sessions, claims,
 * logins, the availability alerts of their address, their appointments: the salons of coming ones are
 * told); the salons they owned stay listed, unclaimed, so the public directory keeps them. The
 * featured placements they bought end: each subscription is cancelled at the provider first, and
 * when the provider cannot do that nothing is deleted. A confirmation mail is queued in the same
 * transaction. Admins cannot delete themselves, so the site never loses its last administrator by
 * accident. The password is checked within a per-user limit, like a log-in, so a stolen session
 * cannot be used to guess it.
 */
export async function deleteAccount(actor: Actor, { password }: { password: string }) {
	const user = await authorize(actor, 'account:act')
	if (await isAdmin(user.id))
		throw forbidden('Een beheerdersaccount kan niet zelf worden verwijderd. Neem contact op met een andere beheerder.')
	await requireCurrentPassword(user.id, password, 'accountDeletion')
	await db().transaction(async (tx) => {
		const ended = (await endBillingOfBuyer(tx, user.id, user.id)).filter((placement) => placement.subscribed)
		// The salons it owned stay listed without owner: nobody here takes their appointments any more.
		for (const salonId of await ownedSalonIds(tx, user.id))
			await closeAgenda(
				tx,
				salonId,
				'De eigenaar beheert de trimsalon niet meer via deze site. Neem voor een nieuwe afspraak contact op met de salon.',
			)
		const released = await releaseSalonsOf(tx, user.id)
		await deleteClaimsOf(tx, user.id)
		// The availability alerts made with the account's address are the user's too.
		await endSubscriptionsOfAddress(tx, user.email)
		// The account's appointments go with it; the salons of the coming ones are told first.
		await tellSalonsOfDeletedAccount(tx, user.id)
		// Its waiting lists go too, and a time held for it passes to the next in line.
		await forgetWaitingListOf(tx, user.id)
		await forgetReviewsOf(tx, user.id)
		const gone = await deleteUser(tx, user.id)
		await queueComposedMail(tx, {
			to: user.email,
			subject: 'Je account is verwijderd',
			greeting: greetingOf(user.name),
			paragraphs: [
				`Je account en de gegevens die erbij horen zijn verwijderd: ${deletedData({ hasEmail: true, hasNumber: Boolean(gone?.phoneNumber) })}.`,
				...(released.length ? [`De vermelding van ${released.join(', ')} blijft in de gids staan, maar heeft nu geen eigenaar meer.`] : []),
				...(ended.length ? [subscriptionsEnded(ended.map((placement) => placement.salon))] : []),
				`Heb je dit niet zelf gedaan? Neem dan contact met ons op: ${siteLink(paths.contact)}`,
			],
		})
	})
}

/** What the mail says about the subscriptions that ended with the account: at once, the current period not refunded. */
function subscriptionsEnded(salonRows: string[]) {
	const each = salonRows.map((salon) => `Het abonnement voor de uitgelichte vermelding van ${salon} is direct opgezegd.`)
	return `${each.join(' ')} Er wordt niets meer afgeschreven; de lopende periode wordt niet terugbetaald.`
}
