import { paths } from '~/lib/common/paths'
import { recordAudit } from '../audit/record.server'
import { db, type Transaction } from '../platform/db/client.server'
import type { EndedPlacement } from '../featured/end-billing.server'
import { endBillingOfSalon } from '../featured/end-billing-of.server'
import { queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { authorize } from '../accounts/permissions.server'
import { lockSalon } from '../salons/admin-shared.server'
import { deleteSalonRow } from '../salons/deletion.server'
import { closeAgenda } from '../bookings/agenda-appointments.server'
import type { Actor } from '../accounts/actor.server'

/**
 * Admin only: removes a listing. Its claims and featured placements go with it (the database
 * cascades, in this transaction); an owner keeps the account and loses only this listing. A
 * placement's subscription is cancelled at the provider first and its buyer told; when the provider
 * cannot do that, nothing is deleted.
 */
export async function deleteSalon(actor: Actor, { salonId: id }: { salonId: number }) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const salon = await lockSalon(tx, id)
		for (const ended of await endBillingOfSalon(tx, admin.id, id)) await tellBuyer(tx, ended)
		await closeAgenda(tx, id, `${salon.name} staat niet meer in onze gids en neemt hier geen afspraken meer aan.`)
		await deleteSalonRow(tx, id)
		await recordAudit(tx, {
			actorId: admin.id,
			action: 'delete',
			entity: 'salon',
			entityId: id,
			changes: { name: [salon.name, null], owner_id: [salon.owner_id, null] },
		})
	})
}

/** The buyer of a subscription that ended with its salon hears why, and that the period is not refunded. */
async function tellBuyer(tx: Transaction, { salon, subscribed, buyer }: EndedPlacement) {
	if (!subscribed || !buyer) return
	await queueComposedMail(tx, {
		to: buyer.email,
		subject: `Je uitgelichte vermelding van ${salon} is beëindigd`,
		greeting: `Beste ${buyer.name || 'trimsaloneigenaar'},`,
		paragraphs: [
			`${salon} is door een beheerder uit de gids verwijderd. Het abonnement voor de uitgelichte vermelding is daarom direct opgezegd; er wordt niets meer afgeschreven.`,
			`De lopende periode wordt niet terugbetaald. Denk je dat dit niet klopt? Neem dan contact met ons op: ${siteLink(paths.contact)}`,
		],
	})
}
