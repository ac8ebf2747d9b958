import { and, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { haversineKm } from '~/lib/search/distance'
import { dutchDay } from '~/lib/common/dutch-date'
import { db, type Executor } from '../platform/db/client.server'
import { salonRows } from '../salons/lookups.server'
import { alertChanges, alertSubscriptions } from '~/server/alerts/tables.server'
import { queueAlertMail, queueRenewalMail, type AlertSalon, type AlertSubscriptionMailInfo } from './mails.server'
import { radiusSubscribersOf, running } from './match-sql.server'

const BATCH = 100
const DAY_MS = 24 * 60 * 60 * 1000
const UNCONFIRMED_DAYS = 7
const RENEWAL_NOTICE_DAYS = 7

/**
 * Turns change rows into pending alerts: every confirmed, running subscription whose circle holds the
 * salon (found through the GiST index on the subscriptions' points) or that watches that salon gets
 * it once. Rows are taken with SKIP LOCKED and marked in the same transaction, so two instances never
 * take one change and a crash leaves it for the next run.
 */
export async function matchChanges(now = new Date()): Promise<number> {
	let matched = 0
	for (;;) {
		const taken = await db().transaction(async (tx) => {
			const { rows } = await tx.execute<{ id: number; salon_id: number }>(sql`
				select id, salon_id from alert_changes where matched_at is null order by id limit ${BATCH} for update skip locked`)
			for (const change of rows) matched += await matchSalon(tx, change.salon_id, now)
			if (rows.length)
				await tx
					.update(alertChanges)
					.set({ matched_at: now })
					.where(
						inArray(
							alertChanges.id,
							rows.map((row) => row.id),
						),
					)
			return rows.length
		})
		if (taken < BATCH) return matched
	}
}

/** Queues the salon for every subscription that should hear of it; the number of subscriptions reached. */
export async function matchSalon(executor: Executor, salonId: number, now: Date): Promise<number> {
	const { rowCount } = await executor.execute(sql`
		insert into alert_pending (subscription_id, salon_id)
		${radiusSubscribersOf(salonId, now)}
		union all
		select s.id, s.salon_id from alert_subscriptions s where s.salon_id = ${salonId} and ${running(now)}
		on conflict (subscription_id, salon_id) do nothing`)
	return rowCount ?? 0
}

type DueSubscription = AlertSubscriptionMailInfo & { latitude: number | null; longitude: number | null }

/**
 * Sends each subscriber with pending salons one mail, at most one per Dutch calendar day: what is
 * pending after today's mail waits for tomorrow's. A subscriber's row is locked (SKIP LOCKED) while
 * its mail is queued and its day recorded, and the day is checked again on the locked row, so two
 * instances running this at once never mail anyone twice. A salon that no longer takes new clients by
 * the time of the mail is left out.
 */
export async function sendDueAlerts(now = new Date()): Promise<number> {
	const today = dutchDay(now)
	let mailed = 0
	for (;;) {
		const taken = await db().transaction(async (tx) => {
			const { rows } = await tx.execute<DueSubscription>(sql`
				select s.id, s.email, s.place_label, s.radius_km, s.latitude, s.longitude, w.name as "salonName"
				from alert_subscriptions s left join ${salonRows()} w on w.id = s.salon_id
				where exists (select 1 from alert_pending p where p.subscription_id = s.id)
					and (s.last_alert_day is null or s.last_alert_day < ${today})
					and s.confirmed_at is not null and s.expires_at > ${now}
				order by s.id limit ${BATCH} for update of s skip locked`)
			for (const subscription of rows) if (await mailSubscriber(tx, subscription, today)) mailed++
			return rows.length
		})
		if (taken < BATCH) return mailed
	}
}

async function mailSubscriber(tx: Executor, subscription: DueSubscription, today: string): Promise<boolean> {
	const { rows } = await tx.execute<
		Omit<AlertSalon, 'distanceKm'> & { latitude: number | null; longitude: number | null; accepts_new_clients: string | null }
	>(sql`
		delete from alert_pending p using ${salonRows()} g
		where p.subscription_id = ${subscription.id} and g.id = p.salon_id
		returning g.id, g.name, g.slug, g.latitude, g.longitude, g.accepts_new_clients, g.waiting_weeks, g.availability_updated_at`)
	const from =
		subscription.latitude !== null && subscription.longitude !== null ? { lat: subscription.latitude, lng: subscription.longitude } : null
	const salons: AlertSalon[] = rows
		.filter((salon) => salon.accepts_new_clients === 'ja')
		.map((salon) => ({
			...salon,
			distanceKm:
				from && salon.latitude !== null && salon.longitude !== null
					? haversineKm(from, { lat: salon.latitude, lng: salon.longitude })
					: null,
		}))
		.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0))
	if (!salons.length) return false
	await queueAlertMail(tx, subscription, salons)
	await tx.execute(sql`update alert_subscriptions set last_alert_day = ${today} where id = ${subscription.id}`)
	return true
}

/** The alert job: match new changes, then send what is due. */
export async function runAvailabilityAlerts(now = new Date()) {
	await matchChanges(now)
	await sendDueAlerts(now)
}

/**
 * The subscriptions' upkeep: a renewal offer a week before a subscription ends (once, SKIP LOCKED),
 * then ended subscriptions and requests never confirmed within 7 days are deleted with their links.
 */
export async function maintainSubscriptions(now = new Date()) {
	const noticeFrom = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS)
	await db().transaction(async (tx) => {
		const { rows } = await tx.execute<AlertSubscriptionMailInfo & { expires_at: string | Date }>(sql`
			select s.id, s.email, s.place_label, s.radius_km, s.expires_at, w.name as "salonName"
			from alert_subscriptions s left join ${salonRows()} w on w.id = s.salon_id
			where s.confirmed_at is not null and s.renewal_mailed_at is null and s.expires_at > ${now} and s.expires_at <= ${noticeFrom}
			for update of s skip locked`)
		for (const subscription of rows) {
			await queueRenewalMail(tx, subscription, new Date(subscription.expires_at))
			await tx.execute(sql`update alert_subscriptions set renewal_mailed_at = ${now} where id = ${subscription.id}`)
		}
	})
	await db()
		.delete(alertSubscriptions)
		.where(sql`${alertSubscriptions.expires_at} <= ${now}`)
	await db()
		.delete(alertSubscriptions)
		.where(
			and(isNull(alertSubscriptions.confirmed_at), lt(alertSubscriptions.createdAt, new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS))),
		)
	await db()
		.delete(alertChanges)
		.where(and(isNotNull(alertChanges.matched_at), lt(alertChanges.createdAt, new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS))))
}
