import { desc, eq, sql } from 'drizzle-orm'
import { clientKey } from '~/server/platform/client-address.server'
import { reportSummaryText, type ReportToTell } from '~/server/corrections/mail-text.server'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { CLOSED_FLAG_PEOPLE, CORRECTION_LABELS } from '~/lib/reviews/reviews'
import { CORRECTION_NOT_FOUND, type CorrectionInput } from '~/lib/reviews/schema'
import { paths, salonPath } from '~/lib/common/paths'
import { authorize, type SessionUser } from '../accounts/permissions.server'
import type { Actor, Requester } from '../accounts/actor.server'
import { recordAudit } from '../audit/record.server'
import { person } from '../accounts/person.server'
import { db, type Executor } from '../platform/db/client.server'
import { keyedHash } from '../platform/derived-key.server'
import { salonCorrections } from '~/server/corrections/tables.server'
import { salonById, salonRows } from '../salons/lookups.server'
import { conflict, invalid, notFound } from '../platform/errors.server'
import { greetingOf, queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { PROOF_NEEDED, verifySolution } from '../platform/proof-of-work.server'
import { limitRequest } from '../platform/rate-limit.server'
import { hasConfirmedContact, salonForReview } from '../reviews/shared.server'

/**
 * Who a report counts as toward the closed flag, as a keyed hash (the table never holds an address):
 * a confirmed account by itself; anyone else by their client (IPv4 address or IPv6 /64), and only with
 * a solved proof of work, so that a script pays for every report and one client is one person however
 * many reports or unconfirmed accounts it has. Refused without one, in Dutch.
 */
async function reporterKey(reporter: SessionUser | null, client: string, proof: string | undefined) {
	if (reporter && (await hasConfirmedContact(reporter.id))) return keyedHash('correction reporters', `account:${reporter.id}`)
	if (!(await verifySolution(proof))) throw invalid(PROOF_NEEDED)
	return keyedHash('correction reporters', `client:${clientKey(client)}`)
}

/**
 * Mails the owner one summary of the reports on their salons that they have not heard of, at most once
 * a day. The conditional write on the owner's last summary lets exactly one of several concurrent
 * callers through; reports committed after it wait for the next day's summary (sendReportSummaries).
 */
async function sendReportSummary(tx: Executor, ownerId: string) {
	const { rows: due } = await tx.execute(sql`
		insert into correction_summary_mails (owner_id, mailed_at) values (${ownerId}, now())
		on conflict (owner_id) do update set mailed_at = excluded.mailed_at
		where correction_summary_mails.mailed_at <= excluded.mailed_at - interval '1 day'
		returning owner_id`)
	if (!due.length) return
	const { rows: reports } = await tx.execute<ReportToTell>(sql`
		update salon_corrections c set owner_notice = 'sent'
		from ${salonRows()} g
		where g.id = c.salon_id and g.owner_id = ${ownerId} and c.owner_notice = 'due'
		returning g.name as salon, c.kind`)
	if (!reports.length) return
	const owner = await person(tx, ownerId)
	await queueComposedMail(tx, {
		to: owner.email,
		greeting: greetingOf(owner.name),
		...reportSummaryText(reports),
		action: { label: 'Naar je dashboard', url: siteLink(paths.dashboard) },
	})
}

/**
 * The hourly job: a summary to every owner with reports they have not heard of, once a day has passed
 * since their last one.
 */
export async function sendReportSummaries() {
	const { rows } = await db().execute<{ owner_id: string }>(sql`
		select distinct g.owner_id
		from salon_corrections c
		join ${salonRows()} g on g.id = c.salon_id
		left join correction_summary_mails m on m.owner_id = g.owner_id
		where c.owner_notice = 'due' and g.owner_id is not null and (m.mailed_at is null or m.mailed_at <= now() - interval '1 day')`)
	for (const { owner_id } of rows) await db().transaction((tx) => sendReportSummary(tx, owner_id))
}

/**
 * Anyone's report that a listing is wrong, limited per client and per account; anyone but a confirmed
 * account sends a solved proof of work. The owner of a claimed salon hears of it in a daily summary.
 */
export async function submitCorrection(actor: Requester, { slugOrId, ...input }: CorrectionInput & { slugOrId: string }) {
	// Anyone may report, signed in or not: no policy call, only the limits and the proof of work.
	const {
		user: reporter,
		client: { ip: client },
	} = actor
	await limitRequest('correctionPerClient', client)
	if (reporter) await limitRequest('correctionPerUser', reporter.id)
	const reporter_key = await reporterKey(reporter, client, input[PROOF_OF_WORK_FIELD])
	return db().transaction(async (tx) => {
		const salon = await salonForReview(slugOrId, tx)
		await tx.insert(salonCorrections).values({
			salon_id: salon.id,
			kind: input.kind,
			note: input.note,
			email: input.email,
			reporter_id: reporter?.id ?? null,
			reporter_key,
			owner_notice: salon.ownerId ? 'due' : null,
		})
		if (salon.ownerId) await sendReportSummary(tx, salon.ownerId)
		return { id: salon.id, name: salon.name, slug: salon.slug }
	})
}

/** The name and path of the salon the correction form is for; 404 when there is none. */
export async function correctionTarget(_actor: Actor, { slugOrId }: { slugOrId: string }) {
	const salon = await salonForReview(slugOrId)
	return { id: salon.id, name: salon.name, slug: salon.slug, path: salonPath(salon) }
}

/** The admin's 'Correcties' tab: open corrections newest first, with the salon's name. */
export async function openCorrections(actor: Actor) {
	await authorize(actor, 'admin:act')
	const salon = salonRows().as('salon')
	return db()
		.select({
			id: salonCorrections.id,
			kind: salonCorrections.kind,
			note: salonCorrections.note,
			email: salonCorrections.email,
			createdAt: salonCorrections.createdAt,
			salonId: salon.id,
			salonName: salon.name,
			salonSlug: salon.slug,
		})
		.from(salonCorrections)
		.innerJoin(salon, eq(salon.id, salonCorrections.salon_id))
		.where(eq(salonCorrections.status, 'open'))
		.orderBy(desc(salonCorrections.createdAt))
		.limit(200)
}

/**
 * Salons that several different people call closed in open reports: the admin overview flags them.
 * A report without a reporter key (from before keys were kept) counts for no one.
 */
export async function salonsReportedClosed(actor: Actor) {
	await authorize(actor, 'admin:act')
	const { rows } = await db().execute<{ id: number; name: string; reporters: number }>(sql`
		select g.id, g.name, count(distinct c.reporter_key)::int as reporters
		from salon_corrections c join ${salonRows()} g on g.id = c.salon_id
		where c.status = 'open' and c.kind = 'gesloten'
		group by g.id, g.name
		having count(distinct c.reporter_key) >= ${CLOSED_FLAG_PEOPLE}
		order by reporters desc, g.name
		limit 50`)
	return rows
}

/**
 * The admin marks a correction applied (the listing was fixed, in the listing's own form) or
 * dismissed; the reporter who left an address is told. Audited. A decided report keeps no reporter
 * key: it counts toward no flag any more.
 */
export async function decideCorrection(actor: Actor, { correctionId, intent }: { correctionId: number; intent: 'apply' | 'dismiss' }) {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const [row] = await tx
			.select({
				id: salonCorrections.id,
				status: salonCorrections.status,
				email: salonCorrections.email,
				kind: salonCorrections.kind,
				salonId: salonCorrections.salon_id,
			})
			.from(salonCorrections)
			.where(eq(salonCorrections.id, correctionId))
			.for('update')
		if (!row) throw notFound(CORRECTION_NOT_FOUND)
		if (row.status !== 'open') throw conflict('Deze correctie is al behandeld.')
		const status = intent === 'apply' ? 'applied' : 'dismissed'
		// Once decided, the reporter's code and address have served their purpose (the answer below is the last use).
		await tx
			.update(salonCorrections)
			.set({ status, decided_at: new Date(), reporter_key: null, email: null })
			.where(eq(salonCorrections.id, row.id))
		await recordAudit(tx, {
			actorId: admin.id,
			action: intent,
			entity: 'correction',
			entityId: row.id,
			changes: { status: ['open', status] },
		})
		if (row.email) {
			const salonName = (await salonById(tx, row.salonId))!.name
			await queueComposedMail(tx, {
				to: row.email,
				subject: `Je correctie over ${salonName}`,
				greeting: 'Hallo,',
				paragraphs: [
					`Dank je voor je correctie over ${salonName} (${CORRECTION_LABELS[row.kind].toLowerCase()}).`,
					intent === 'apply'
						? 'We hebben de vermelding aangepast.'
						: 'We hebben je correctie bekeken, maar de vermelding niet aangepast: we konden het niet bevestigen.',
				],
			})
		}
	})
}
