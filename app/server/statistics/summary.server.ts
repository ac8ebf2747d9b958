import { and, eq, sql } from 'drizzle-orm'
import { paths } from '~/lib/common/paths'
import { dutchDay, formatDutchMonth, previousMonth } from '~/lib/common/dutch-date'
import { summaryParagraphs, type SalonMonth } from '~/server/statistics/summary-text.server'
import { accountLinkSigner, type AccountLink } from '../platform/account-link.server'
import { config } from '../platform/config.server'
import { db } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { salonOwnerIds, salonRows } from '../salons/lookups.server'
import { accountIdOf, accountRows } from '../accounts/lookups.server'
import { salonStatistics, statisticsSummaryOptOuts } from '~/server/statistics/tables.server'
import { queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { authorize } from '../salons/permissions.server'
import type { Actor, LinkHolder } from '../accounts/actor.server'
import { metricSums } from './statistics.server'
import { appointmentCounts } from '../bookings/counts.server'
import { reviewsPublishedIn } from '../reviews/counts.server'
import { amsterdamInstant } from '~/lib/bookings/free-times'

/** The first instant of a month ('2026-10') and of the month after it, in Amsterdam. */
function monthSpan(month: string): [Date, Date] {
	const [year, number] = month.split('-').map(Number)
	const next = new Date(Date.UTC(year!, number!, 1)).toISOString().slice(0, 10)
	return [amsterdamInstant(`${month}-01`, 0)!, amsterdamInstant(next, 0)!]
}

/** The job that mails every owner last month's figures, on the first of the month. */
export const MONTHLY_SUMMARY_JOB = 'statistics-monthly-summary'

const unsubscribeLink = accountLinkSigner('statistics-summary')

export function summaryUnsubscribeUrl(userId: string): string {
	return siteLink(`${paths.statisticsUnsubscribe}?${unsubscribeLink.query(userId)}`)
}

/** What an unsubscribe link carries: the user it was made for and its token (either may be missing or forged). */
export type SummaryLink = AccountLink

/** Whether an unsubscribe link was made here, for this user (reading it changes nothing). */
export function isSummaryUnsubscribeLink(_holder: LinkHolder, link: SummaryLink): boolean {
	return unsubscribeLink.verifies(link)
}

/**
 * Stops the monthly summary by the mail's link, without a session: the token proves the link was
 * made here for that user, and holding it gives no other right (signed in, the dashboard's switch
 * is `setSummaryMail`). False (and nothing changed) for a link that is not one of ours. Asking
 * twice is fine.
 */
export async function unsubscribeByLink(holder: LinkHolder, link: SummaryLink): Promise<boolean> {
	if (!isSummaryUnsubscribeLink(holder, link)) return false
	// A user deleted since the mail has nothing left to stop.
	await db().execute(sql`insert into statistics_summary_opt_outs (user_id) ${accountIdOf(link.userId!)} on conflict do nothing`)
	return true
}

/** Whether this account gets the monthly summary: yes until it is turned off (by the mail's link or on the dashboard). */
export async function receivesSummary(actor: Actor): Promise<boolean> {
	const user = await authorize(actor, 'account:act')
	return (await optOutOf().execute({ userId: user.id })).length === 0
}

const optOutOf = preparedQuery((database) =>
	database
		.select({ userId: statisticsSummaryOptOuts.user_id })
		.from(statisticsSummaryOptOuts)
		.where(eq(statisticsSummaryOptOuts.user_id, sql.placeholder('userId')))
		.prepare('statistics_summary_opt_out'),
)

/**
 * Turns the monthly summary on or off for a salon owner; only their own opt-out row changes. Asking
 * twice is fine.
 */
export async function setSummaryMail(actor: Actor, { on }: { on: boolean }) {
	const owner = await authorize(actor, 'owner:act')
	if (on) await db().delete(statisticsSummaryOptOuts).where(eq(statisticsSummaryOptOuts.user_id, owner.id))
	else await db().insert(statisticsSummaryOptOuts).values({ user_id: owner.id }).onConflictDoNothing()
}

/**
 * Mails each salon owner last month's figures per salon, once per month: the (user, month) row is
 * taken in the same transaction as the mail is queued, so a second run at the same time waits for
 * it and then skips that owner. Owners who unsubscribed get nothing. Answers how many were mailed.
 */
export async function sendMonthlySummaries(now = new Date()): Promise<number> {
	const month = previousMonth(dutchDay(now))
	const { rows: owners } = await db().execute<{ id: string; email: string; name: string }>(sql`
		select u.id, u.email, u.name from ${accountRows()} u
		where u.id in ${salonOwnerIds()}
			and not exists (select 1 from statistics_summary_opt_outs o where o.user_id = u.id)
			and not exists (select 1 from statistics_summaries s where s.user_id = u.id and s.month = ${month})
		order by u.id`)
	let sent = 0
	for (const owner of owners) {
		await db().transaction(async (tx) => {
			const taken = await tx.execute(sql`insert into statistics_summaries (user_id, month) values (${owner.id}, ${month})
				on conflict do nothing returning user_id`)
			if (taken.rows.length === 0) return
			const salon = salonRows().as('salon')
			const rows = await tx
				.select({
					id: salon.id,
					name: salon.name,
					...metricSums(),
					newReviews: reviewsPublishedIn(salon.id, month),
				})
				.from(salon)
				.leftJoin(salonStatistics, and(eq(salonStatistics.salon_id, salon.id), sql`left(${salonStatistics.day}, 7) = ${month}`))
				.where(eq(salon.owner_id, owner.id))
				.groupBy(salon.id, salon.name)
				.orderBy(salon.name)
			const booked = await appointmentCounts(
				rows.map((row) => row.id),
				...monthSpan(month),
				tx,
			)
			const salonMonths: SalonMonth[] = rows.map(({ id, ...row }) => ({ ...row, appointments: booked.get(id) ?? null }))
			await queueComposedMail(tx, {
				to: owner.email,
				subject: `Je statistieken van ${formatDutchMonth(month)}`,
				greeting: `Beste ${owner.name || 'trimsaloneigenaar'},`,
				paragraphs: summaryParagraphs(month, salonMonths),
				action: { label: 'Naar je dashboard', url: siteLink(paths.dashboard) },
				unsubscribe: {
					url: summaryUnsubscribeUrl(owner.id),
					why: `Je krijgt dit overzicht elke maand omdat je eigenaar bent van een trimsalon op ${config().SITE_NAME}.`,
					label: 'Geen maandelijks overzicht meer (andere mails, zoals facturen, blijven komen)',
				},
			})
			sent++
		})
	}
	return sent
}
