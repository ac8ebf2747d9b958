import { sql } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { CLAIM_TOTALS } from '../claims/list.server'
import { salonCount } from '../salons/lookups.server'

/** The admin portal's four cards: every salon, every claim, the open (pending) and the approved claims. */
export async function adminSummary(actor: Actor) {
	await authorize(actor, 'admin:act')
	const { rows } = await db().execute<{ salons: number; claims: number; open_claims: number; approved_claims: number }>(sql`
		select ${salonCount()}::int as salons, t.claims, t.open_claims, t.approved_claims
		from ${CLAIM_TOTALS} t`)
	const row = rows[0]!
	return { salons: row.salons, claims: row.claims, openClaims: row.open_claims, approvedClaims: row.approved_claims }
}
