import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { mailboxKey } from '~/server/alerts/mailbox.server'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import type { AlertSubscribeInput } from '~/lib/alerts/schema'
import { parseQuery } from '~/lib/search/search-text'
import { watchedLabel, watchedSubject } from '~/lib/alerts/alerts'
import { dutchDay, formatDutchDate } from '~/lib/common/dutch-date'
import type { Actor, Requester, LinkHolder } from '../accounts/actor.server'
import { authorize } from '../accounts/permissions.server'
import { db, type Executor } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { alertSubscriptions } from '~/server/alerts/tables.server'
import { salonById, salonRows } from '../salons/lookups.server'
import { forbidden, invalid, notFound } from '../platform/errors.server'
import { geocoder } from '../platform/geocode/geocode.server'
import { requireProofOfWork } from '../platform/proof-of-work.server'
import { limitRequest } from '../platform/rate-limit.server'
import { subscriptionOfToken } from './links.server'
import { queueConfirmationMail } from './mails.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/** A subscription runs this long from its confirmation (or its renewal). */
export const SUBSCRIPTION_MONTHS = 6
const UNKNOWN_PLACE = 'We kennen deze postcode of plaats niet. Vul een postcode in, zoals 3511 of 3511 AB.'

const monthsLater = (from: Date, months: number) => {
	const date = new Date(from)
	date.setMonth(date.getMonth() + months)
	return date
}

/** Where the alert looks: a salon's own point, or the postcode or place the subscriber typed. */
async function whereToWatch(input: AlertSubscribeInput, client: string) {
	if (input.salonId !== undefined) {
		const salon = await salonById(db(), input.salonId)
		if (!salon) throw notFound(SALON_NOT_FOUND)
		return { place_label: salon.name, latitude: salon.latitude, longitude: salon.longitude, salon_id: input.salonId, salonName: salon.name }
	}
	const query = parseQuery(input.place)
	const { place } = query.kind === 'empty' ? { place: undefined } : await geocoder().locate(query, { remote: true, client })
	if (!place) throw invalid(UNKNOWN_PLACE, { place: UNKNOWN_PLACE })
	return { place_label: place.label, latitude: place.lat, longitude: place.lng, salon_id: null, salonName: null }
}

/**
 * A visitor's request for alerts: stored unconfirmed, with the confirmation mail in the same
 * transaction. Limited per client and per inbox (each request mails it; +tags and Gmail's dots count
 * as the same inbox); past a few requests a client must send a solved proof of work. Asking again for the same thing replaces an unconfirmed request; a confirmed
 * one stays as it is, unmailed.
 */
export async function subscribeToAlerts(actor: Requester, input: AlertSubscribeInput, now = new Date()) {
	const client = actor.client.ip
	await limitRequest('alertPerClient', client)
	await requireProofOfWork('alertWithoutProof', client, input[PROOF_OF_WORK_FIELD])
	const where = await whereToWatch(input, client)
	await limitRequest('alertPerAddress', mailboxKey(input.email))
	await db().transaction(async (tx) => {
		const same = and(
			eq(alertSubscriptions.email, input.email),
			sql`${alertSubscriptions.place_label} = ${where.place_label}`,
			eq(alertSubscriptions.radius_km, input.radius),
			where.salon_id === null ? sql`${alertSubscriptions.salon_id} is null` : eq(alertSubscriptions.salon_id, where.salon_id),
		)
		const [confirmed] = await tx
			.select({ id: alertSubscriptions.id })
			.from(alertSubscriptions)
			.where(and(same, isNotNull(alertSubscriptions.confirmed_at)))
		if (confirmed) return
		await tx.delete(alertSubscriptions).where(and(same, sql`${alertSubscriptions.confirmed_at} is null`))
		const [row] = await tx
			.insert(alertSubscriptions)
			.values({
				email: input.email,
				place_label: where.place_label,
				latitude: where.latitude,
				longitude: where.longitude,
				radius_km: input.radius,
				salon_id: where.salon_id,
				expires_at: monthsLater(now, SUBSCRIPTION_MONTHS),
			})
			.returning({ id: alertSubscriptions.id })
		await queueConfirmationMail(tx, {
			id: row!.id,
			email: input.email,
			place_label: where.place_label,
			radius_km: input.radius,
			salonName: where.salonName,
		})
	})
}

/**
 * What a mail's link is about, for the page it opens: reading it changes nothing (mail scanners open
 * links), the page's button does. Undefined for an unknown (or ended) link.
 */
export async function subscriptionOfLink(_holder: LinkHolder, { token }: { token: string }) {
	const id = await subscriptionOfToken(db(), token)
	if (id === undefined) return undefined
	const salon = salonRows().as('salon')
	const [row] = await db()
		.select({
			place_label: alertSubscriptions.place_label,
			radius_km: alertSubscriptions.radius_km,
			salonName: salon.name,
			confirmed: sql<boolean>`${alertSubscriptions.confirmed_at} is not null`,
			expires_at: alertSubscriptions.expires_at,
		})
		.from(alertSubscriptions)
		.leftJoin(salon, eq(salon.id, alertSubscriptions.salon_id))
		.where(eq(alertSubscriptions.id, id))
	return (
		row && {
			watched: watchedLabel(row),
			subject: watchedSubject(row),
			confirmed: row.confirmed,
			until: formatDutchDate(dutchDay(row.expires_at)),
		}
	)
}

/**
 * The confirmation link: from now on alerts are sent, for six months. Opening it again changes
 * nothing; false for an unknown (or ended) link.
 */
export async function confirmSubscription(_holder: LinkHolder, { token }: { token: string }, now = new Date()): Promise<boolean> {
	const id = await subscriptionOfToken(db(), token)
	if (id === undefined) return false
	await db()
		.update(alertSubscriptions)
		.set({ confirmed_at: now, expires_at: monthsLater(now, SUBSCRIPTION_MONTHS) })
		.where(and(eq(alertSubscriptions.id, id), sql`${alertSubscriptions.confirmed_at} is null`))
	return true
}

/** The unsubscribe link (a click or a mail client's one-click POST): the subscription and its data are gone. */
export async function unsubscribe(_holder: LinkHolder, { token }: { token: string }): Promise<{ ended: boolean }> {
	const id = await subscriptionOfToken(db(), token)
	if (id === undefined) return { ended: false }
	await db().delete(alertSubscriptions).where(eq(alertSubscriptions.id, id))
	return { ended: true }
}

/** The renewal link: six more months from today; null for an unknown (or ended) link. */
export async function renewSubscription(_holder: LinkHolder, { token }: { token: string }, now = new Date()): Promise<Date | null> {
	const id = await subscriptionOfToken(db(), token)
	if (id === undefined) return null
	const expires = monthsLater(now, SUBSCRIPTION_MONTHS)
	await db()
		.update(alertSubscriptions)
		.set({ confirmed_at: sql`coalesce(${alertSubscriptions.confirmed_at}, ${now})`, expires_at: expires, renewal_mailed_at: null })
		.where(eq(alertSubscriptions.id, id))
	return expires
}

/** A signed-in user's confirmed subscriptions (those made with the account's address), with the salon's name as it is now. */
export async function subscriptionsOf(actor: Actor) {
	const { email } = await authorize(actor, 'account:act')
	return confirmedSubscriptionsOf().execute({ email: email.toLowerCase() })
}

const confirmedSubscriptionsOf = preparedQuery((database) => {
	const salon = salonRows().as('salon')
	return database
		.select({
			id: alertSubscriptions.id,
			place_label: alertSubscriptions.place_label,
			radius_km: alertSubscriptions.radius_km,
			salonName: salon.name,
			confirmed_at: alertSubscriptions.confirmed_at,
			expires_at: alertSubscriptions.expires_at,
		})
		.from(alertSubscriptions)
		.leftJoin(salon, eq(salon.id, alertSubscriptions.salon_id))
		.where(and(eq(alertSubscriptions.email, sql.placeholder('email')), isNotNull(alertSubscriptions.confirmed_at)))
		.orderBy(asc(alertSubscriptions.id))
		.prepare('confirmed_alert_subscriptions')
})

/**
 * Ends one of the signed-in user's own subscriptions, in one statement: someone else's (or one that
 * does not exist, which answers the same, so ids reveal nothing) is refused and nothing changes.
 */
export async function endSubscriptionOf(actor: Actor, { subscriptionId }: { subscriptionId: number }) {
	const { email } = await authorize(actor, 'account:act')
	const ended = await db()
		.delete(alertSubscriptions)
		.where(and(eq(alertSubscriptions.id, subscriptionId), eq(alertSubscriptions.email, email.toLowerCase())))
		.returning({ id: alertSubscriptions.id })
	if (!ended.length) throw forbidden('Deze melding is niet van jou.')
}

/** Every subscription of an address, in the caller's transaction: an account deletion takes them along. */
export async function endSubscriptionsOfAddress(executor: Executor, email: string) {
	await executor.delete(alertSubscriptions).where(eq(alertSubscriptions.email, email.toLowerCase()))
}
