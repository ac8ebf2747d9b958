import { and, eq, isNull } from 'drizzle-orm'
import { salonPath } from '~/lib/common/paths'
import { sessionOfCookieHeader, viewerOf } from '../accounts/permissions.server'
import { sessionMemos } from '../accounts/session-memo.server'
import { db } from '../platform/db/client.server'
import { listingClaims } from '~/server/claims/tables.server'
import { salonRows } from '../salons/lookups.server'
import type { Viewer } from '~/lib/seo/page-share'

/**
 * The pages of the salons a user has claimed and nobody owns yet. Each shows the user's own claim
 * (a disabled button with its status), so the page cache renders them for that user alone. Remembered
 * with the session: a claim written anywhere makes every process forget (NOTIFY session_change).
 */
export const pagesWithOwnClaim = sessionMemos.keyed(async (userId: string): Promise<ReadonlySet<string>> => {
	const salon = salonRows().as('salon')
	const rows = await db()
		.selectDistinct({ id: salon.id, slug: salon.slug })
		.from(listingClaims)
		.innerJoin(salon, eq(salon.id, listingClaims.salon_id))
		.where(and(eq(listingClaims.user_id, userId), isNull(salon.owner_id)))
	return new Set(rows.map(salonPath))
})

/**
 * The viewer the page cache keys a page by: the header's, except on the page of a salon this visitor
 * has claimed, which shows their claim and is rendered for them alone (null).
 */
export const pageViewerOf = async (cookieHeader: string, pagePath: string): Promise<Exclude<Viewer, 'visitor'> | null> => {
	const session = await sessionOfCookieHeader(cookieHeader)
	if (!session) return null
	if ((await pagesWithOwnClaim(session.user.id)).has(pagePath)) return null
	return viewerOf(cookieHeader)
}
