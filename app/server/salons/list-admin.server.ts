import { desc, eq, sql } from 'drizzle-orm'
import { foldText } from '~/lib/search/search-text'
import { db } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { salonListColumns } from './lookups.server'

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
				...salonListColumns,
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

/** One salon with every field, as the admin sees it; undefined when there is none. */
export async function salonById(id: number) {
	const [salon] = await db().select().from(salons).where(eq(salons.id, id))
	return salon
}
