import { and, desc, eq, sql } from 'drizzle-orm'
import { foldText } from '~/lib/search/search-text'
import { db } from '../platform/db/client.server'
import { users } from '~/server/accounts/tables.server'
import { auditLog } from '~/server/audit/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { placements } from '~/server/featured/tables.server'
import { salons } from '~/server/salons/tables.server'
import { notFound } from '../platform/errors.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

export const ADMIN_PAGE_SIZE = 25
/** Counting stops here: an admin narrows a search long before paging through a thousand salons. */
export const ADMIN_COUNT_CAP = 1000

/** The filter of the listings search: a text in the name or place (trigram indexes), or a postcode. */
function listingFilter(q: string) {
	const folded = foldText(q.trim())
	if (!folded) return undefined
	const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
	const text = sql`(immutable_unaccent(lower(${salons.name})) like ${pattern} or immutable_unaccent(lower(${salons.search_city})) like ${pattern})`
	const postcode = /^([1-9]\d{3})\s*([a-z]{2})$/.exec(folded)
	if (!postcode) return text
	return sql`(${text} or ${salons.postal_code} in (${`${postcode[1]} ${postcode[2]!.toUpperCase()}`}, ${`${postcode[1]}${postcode[2]!.toUpperCase()}`}))`
}

/**
 * Admin only: every salon, newest first, filtered by a text in the name or place or by a postcode.
 * The filter uses the trigram and postcode indexes and the count stops at ADMIN_COUNT_CAP, so the
 * page stays fast with 100,000 salons.
 */
export async function listSalonsForAdmin(actor: Actor, input: { q: string; page: number }) {
	await authorize(actor, 'admin:act')
	const filter = listingFilter(input.q)
	const [rows, { rows: counted }] = await Promise.all([
		db()
			.select({
				id: salons.id,
				name: salons.name,
				slug: salons.slug,
				formatted_address: salons.formatted_address,
				search_city: salons.search_city,
				business_status: salons.business_status,
				owner_id: salons.owner_id,
			})
			.from(salons)
			.where(filter)
			.orderBy(desc(salons.id))
			.limit(ADMIN_PAGE_SIZE)
			.offset((input.page - 1) * ADMIN_PAGE_SIZE),
		db().execute<{ count: number }>(
			sql`select count(*)::int as count from (select 1 from ${salons} where ${filter ?? sql`true`} limit ${ADMIN_COUNT_CAP + 1}) capped`,
		),
	])
	const total = counted[0]!.count
	return {
		salons: rows,
		total,
		capped: total > ADMIN_COUNT_CAP,
		pages: Math.max(1, Math.ceil(Math.min(total, ADMIN_COUNT_CAP) / ADMIN_PAGE_SIZE)),
	}
}

/** Admin only: one salon with every field, its owner's e-mail, what a delete takes with it, and its history. */
export async function salonForAdmin(actor: Actor, { salonId: id }: { salonId: number }) {
	await authorize(actor, 'admin:act')
	const [salon] = await db()
		.select({ salon: salons, ownerEmail: users.email })
		.from(salons)
		.leftJoin(users, eq(users.id, salons.owner_id))
		.where(eq(salons.id, id))
	if (!salon) throw notFound(SALON_NOT_FOUND)
	const [[claims], [placementRows], history] = await Promise.all([
		db()
			.select({ count: sql<number>`count(*)::int` })
			.from(listingClaims)
			.where(eq(listingClaims.salon_id, id)),
		db()
			.select({ count: sql<number>`count(*)::int` })
			.from(placements)
			.where(eq(placements.salon_id, id)),
		db()
			.select({
				id: auditLog.id,
				action: auditLog.action,
				changes: auditLog.changes,
				createdAt: auditLog.createdAt,
				actorEmail: users.email,
			})
			.from(auditLog)
			.leftJoin(users, eq(users.id, auditLog.actor_id))
			.where(and(eq(auditLog.entity, 'salon'), eq(auditLog.entity_id, String(id))))
			.orderBy(desc(auditLog.createdAt), desc(auditLog.id))
			.limit(100),
	])
	return { ...salon.salon, ownerEmail: salon.ownerEmail, claimCount: claims!.count, placementCount: placementRows!.count, history }
}
