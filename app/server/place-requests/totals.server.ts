import { sql } from 'drizzle-orm'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { salonRows } from '../salons/lookups.server'

/** The window of the dashboard's and the admin overview's figures. */
const DAYS = 30

/** The owner's figures, last 30 days: requests sent to them as a salon's owner, and how many they answered. */
export async function ownerRequestTotals(actor: Actor) {
	const owner = await authorize(actor, 'account:act')
	const { rows } = await db().execute<{ received: number; answered: number }>(sql`
		select count(*)::int as received, (count(*) filter (where s.answered_at is not null))::int as answered
		from place_request_salons s
		where s.owner_id = ${owner.id} and s.created_at > now() - make_interval(days => ${DAYS})`)
	return rows[0]!
}

/**
 * The admin overview's figures, last 30 days: requests sent, answered by at least one salon, accepted,
 * the median hours from sending to the first answer, and the requests owners reported as abuse (the
 * newest, with the salon and the dog; nothing that names the dog owner).
 */
export async function siteRequestTotals(actor: Actor) {
	await authorize(actor, 'admin:act')
	const { rows } = await db().execute<{ sent: number; answered: number; accepted: number; median_hours: number | null }>(sql`
		with recent as (
			select r.id, r.status, r.created_at, min(s.answered_at) as first_answer
			from place_requests r join place_request_salons s on s.request_id = r.id
			where r.created_at > now() - make_interval(days => ${DAYS})
			group by r.id
		)
		select count(*)::int as sent,
			(count(*) filter (where first_answer is not null))::int as answered,
			(count(*) filter (where status = 'accepted'))::int as accepted,
			(percentile_cont(0.5) within group (order by extract(epoch from first_answer - created_at) / 3600)
				filter (where first_answer is not null))::float8 as median_hours
		from recent`)
	const { rows: reports } = await db().execute<{ id: number; salon: string; dog: string; reported_at: string }>(sql`
		select s.id, g.name as salon, r.dog_name as dog, s.reported_at
		from place_request_salons s join ${salonRows()} g on g.id = s.salon_id join place_requests r on r.id = s.request_id
		where s.reported_at is not null
		order by s.reported_at desc
		limit 20`)
	const totals = rows[0]!
	return {
		sent: totals.sent,
		answered: totals.answered,
		accepted: totals.accepted,
		medianHours: totals.median_hours === null ? null : Number(totals.median_hours),
		reports: reports.map((report) => ({ ...report, reported_at: new Date(report.reported_at).toISOString() })),
	}
}

export type SiteRequestTotals = Awaited<ReturnType<typeof siteRequestTotals>>
