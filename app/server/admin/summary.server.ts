import { sql } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'

/** The admin portal's four cards: every salon, every claim, the open (pending) and the approved claims. */
export async function adminSummary(actor: Actor) {
	await authorize(actor, 'admin:act')
	const { rows } = await db().execute<{ salons: number; claims: number; open_claims: number; approved_claims: number }>(sql`
		select
			(select count(*) from pet_groomers)::int as salons,
			count(*)::int as claims,
			(count(*) filter (where status = 'pending'))::int as open_claims,
			(count(*) filter (where status = 'approved'))::int as approved_claims
		from listing_claims`)
	const row = rows[0]!
	return { salons: row.salons, claims: row.claims, openClaims: row.open_claims, approvedClaims: row.approved_claims }
}
