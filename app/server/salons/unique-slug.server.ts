import { sql } from 'drizzle-orm'
import { slugify } from '~/lib/salons/slug'
import type { Transaction } from '../platform/db/client.server'

/**
 * A slug no salon has yet, from the name and city ('trimsalon-bella-utrecht', then '-2', '-3', …).
 * Holds a transaction lock on the base slug, so two salons created at once cannot pick the same one.
 */
export async function uniqueSalonSlug(tx: Transaction, name: string, city: string): Promise<string> {
	const base = slugify(`${name} ${city}`) || 'trimsalon'
	await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`salon-slug:${base}`}))`)
	const { rows } = await tx.execute<{ slug: string }>(sql`
		select slug from pet_groomers where slug = ${base} or slug ~ ${`^${base}-[0-9]+$`}`)
	const taken = new Set(rows.map((row) => row.slug))
	let slug = base
	for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
	return slug
}
