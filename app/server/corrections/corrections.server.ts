import { desc, eq, sql } from 'drizzle-orm'
import { CLOSED_FLAG_REPORTS, CORRECTION_LABELS, type CorrectionKind } from '~/lib/reviews'
import type { CorrectionInput } from '~/lib/schemas/review'
import { paths, salonPath } from '~/lib/paths'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { recordAudit } from '../audit/record.server'
import { person } from '../accounts/person.server'
import { db, type Executor } from '../platform/db/client.server'
import { salonCorrections, salons } from '../platform/db/schema.server'
import { conflict, notFound } from '../platform/errors.server'
import { queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { limitRequest } from '../platform/rate-limit.server'
import { salonForReview } from '../reviews/shared.server'

type Salon = { id: number; name: string; slug: string }

/** The owner of a claimed salon hears what a visitor reported, and that they can fix it themselves. */
function queueOwnerNotice(tx: Executor, owner: { email: string; name: string | null }, salon: Salon, kind: CorrectionKind, note: string) {
	return queueComposedMail(tx, {
		to: owner.email,
		subject: `Melding over de vermelding van ${salon.name}`,
		greeting: `Beste ${owner.name || 'Trimsalon eigenaar'},`,
		paragraphs: [
			`Een bezoeker meldt over ${salon.name}: ${CORRECTION_LABELS[kind]}.`,
			`Toelichting: ${note}`,
			'Klopt het? Pas de gegevens dan zelf aan in je dashboard; een beheerder bekijkt de melding ook.',
		],
		action: { label: 'Naar je dashboard', url: siteLink(paths.dashboard) },
	})
}

/** Anyone's report that a listing is wrong, limited per client and per account; the owner of a claimed salon is told. */
export async function submitCorrection(actor: Actor, slugOrId: string, input: CorrectionInput) {
	// Anyone may report, signed in or not: no policy call, only the limits.
	const {
		user: reporter,
		client: { ip: client },
	} = actor
	await limitRequest('correctionPerClient', client)
	if (reporter) await limitRequest('correctionPerUser', reporter.id)
	return db().transaction(async (tx) => {
		const salon = await salonForReview(slugOrId, tx)
		await tx.insert(salonCorrections).values({
			salon_id: salon.id,
			kind: input.kind,
			note: input.note,
			email: input.email,
			reporter_id: reporter?.id ?? null,
		})
		const shown = { id: salon.id, name: salon.name, slug: salon.slug }
		if (salon.ownerId) await queueOwnerNotice(tx, await person(tx, salon.ownerId), shown, input.kind, input.note)
		return shown
	})
}

/** The name and path of the salon the correction form is for; 404 when there is none. */
export async function correctionTarget(slugOrId: string) {
	const salon = await salonForReview(slugOrId)
	return { id: salon.id, name: salon.name, slug: salon.slug, path: salonPath(salon) }
}

/** The admin's 'Correcties' tab: open corrections newest first, with the salon's name. */
export async function openCorrections(actor: Actor) {
	await authorize(actor, 'admin:act')
	return db()
		.select({
			id: salonCorrections.id,
			kind: salonCorrections.kind,
			note: salonCorrections.note,
			email: salonCorrections.email,
			createdAt: salonCorrections.createdAt,
			salonId: salons.id,
			salonName: salons.name,
			salonSlug: salons.slug,
		})
		.from(salonCorrections)
		.innerJoin(salons, eq(salons.id, salonCorrections.salon_id))
		.where(eq(salonCorrections.status, 'open'))
		.orderBy(desc(salonCorrections.createdAt))
		.limit(200)
}

/** Salons that several open reports call closed: the admin overview flags them. */
export async function salonsReportedClosed(actor: Actor) {
	await authorize(actor, 'admin:act')
	const { rows } = await db().execute<{ id: number; name: string; reports: number }>(sql`
		select g.id, g.name, count(*)::int as reports
		from salon_corrections c join pet_groomers g on g.id = c.salon_id
		where c.status = 'open' and c.kind = 'gesloten'
		group by g.id, g.name
		having count(*) >= ${CLOSED_FLAG_REPORTS}
		order by reports desc, g.name
		limit 50`)
	return rows
}

/**
 * The admin marks a correction applied (the listing was fixed, in the listing's own form) or
 * dismissed; the reporter who left an address is told. Audited.
 */
export async function decideCorrection(actor: Actor, correctionId: number, intent: 'apply' | 'dismiss') {
	const admin = await authorize(actor, 'admin:act')
	await db().transaction(async (tx) => {
		const [row] = await tx
			.select({
				id: salonCorrections.id,
				status: salonCorrections.status,
				email: salonCorrections.email,
				kind: salonCorrections.kind,
				salonName: salons.name,
			})
			.from(salonCorrections)
			.innerJoin(salons, eq(salons.id, salonCorrections.salon_id))
			.where(eq(salonCorrections.id, correctionId))
			.for('update', { of: salonCorrections })
		if (!row) throw notFound('Melding niet gevonden')
		if (row.status !== 'open') throw conflict('Deze melding is al behandeld.')
		const status = intent === 'apply' ? 'applied' : 'dismissed'
		await tx.update(salonCorrections).set({ status, decided_at: new Date() }).where(eq(salonCorrections.id, row.id))
		await recordAudit(tx, {
			actorId: admin.id,
			action: intent,
			entity: 'correction',
			entityId: row.id,
			changes: { status: ['open', status] },
		})
		if (row.email)
			await queueComposedMail(tx, {
				to: row.email,
				subject: `Je melding over ${row.salonName}`,
				greeting: 'Hallo,',
				paragraphs: [
					`Dank je voor je melding over ${row.salonName} (${CORRECTION_LABELS[row.kind].toLowerCase()}).`,
					intent === 'apply'
						? 'We hebben de vermelding aangepast.'
						: 'We hebben je melding bekeken, maar de vermelding niet aangepast: we konden het niet bevestigen.',
				],
			})
	})
}
