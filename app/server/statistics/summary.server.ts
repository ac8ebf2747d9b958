import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { paths } from '~/lib/paths'
import { dutchDay } from '~/lib/statistics'
import { previousMonth, summaryParagraphs, monthLabel, type SalonMonth } from '~/lib/statistics-summary'
import { config } from '../config.server'
import { db } from '../db/client.server'
import { queueComposedMail, siteLink } from '../mail/compose.server'

/** The job that mails every owner last month's figures, on the first of the month. */
export const MONTHLY_SUMMARY_JOB = 'statistics-monthly-summary'

/** Proves an unsubscribe link was made here for this user: an HMAC of the id with the server secret. */
export function unsubscribeToken(userId: string): string {
	return createHmac('sha256', config().AUTH_SECRET).update(`statistics-summary:${userId}`).digest('base64url')
}

export function summaryUnsubscribeUrl(userId: string): string {
	const query = new URLSearchParams({ u: userId, t: unsubscribeToken(userId) })
	return siteLink(`${paths.statisticsUnsubscribe}?${query}`)
}

/**
 * Stops the monthly summary for the user the link was made for; false (and nothing changed) for a
 * link that is not one of ours. Asking twice is fine.
 */
export async function unsubscribeFromSummary(userId: string | null, token: string | null): Promise<boolean> {
	if (!userId || !token || userId.length > 200 || token.length > 200) return false
	const expected = Buffer.from(unsubscribeToken(userId))
	const given = Buffer.from(token)
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
	// A user deleted since the mail has nothing left to stop.
	await db().execute(sql`insert into statistics_summary_opt_outs (user_id)
		select id from users where id = ${userId} on conflict do nothing`)
	return true
}

/**
 * Mails each salon owner last month's figures per salon, once per month: the (user, month) row is
 * taken in the same transaction as the mail is queued, so a second run at the same time waits for
 * it and then skips that owner. Owners who unsubscribed get nothing. Answers how many were mailed.
 */
export async function sendMonthlySummaries(now = new Date()): Promise<number> {
	const month = previousMonth(dutchDay(now))
	const { rows: owners } = await db().execute<{ id: string; email: string; name: string }>(sql`
		select u.id, u.email, u.name from users u
		where exists (select 1 from pet_groomers g where g.owner_id = u.id)
			and not exists (select 1 from statistics_summary_opt_outs o where o.user_id = u.id)
			and not exists (select 1 from statistics_summaries s where s.user_id = u.id and s.month = ${month})
		order by u.id`)
	let sent = 0
	for (const owner of owners) {
		await db().transaction(async (tx) => {
			const taken = await tx.execute(sql`insert into statistics_summaries (user_id, month) values (${owner.id}, ${month})
				on conflict do nothing returning user_id`)
			if (taken.rows.length === 0) return
			const { rows: salons } = await tx.execute<SalonMonth>(sql`
				select g.name,
					coalesce(sum(s.views), 0)::int as views, coalesce(sum(s.phone), 0)::int as phone,
					coalesce(sum(s.website), 0)::int as website, coalesce(sum(s.route), 0)::int as route,
					coalesce(sum(s.impressions), 0)::int as impressions
				from pet_groomers g left join salon_statistics s on s.salon_id = g.id and left(s.day, 7) = ${month}
				where g.owner_id = ${owner.id}
				group by g.id order by g.name`)
			await queueComposedMail(tx, {
				to: owner.email,
				subject: `Je statistieken van ${monthLabel(month)}`,
				greeting: `Beste ${owner.name || 'Trimsalon eigenaar'},`,
				paragraphs: summaryParagraphs(month, salons),
				action: { label: 'Naar je dashboard', url: siteLink(paths.dashboard) },
				unsubscribeUrl: summaryUnsubscribeUrl(owner.id),
			})
			sent++
		})
	}
	return sent
}
