import { sql } from 'drizzle-orm'
import { rankByMatch } from '~/server/platform/fuzzy.server'
import { salonCity } from '~/lib/salons/salon-card'
import { cleanQuery, foldText, searchWords } from '~/lib/search/search-text'
import type { Actor } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { cityNames } from '../cities/names.server'
import { FROM_SALONS } from '../salons/card-sql.server'
import { salonCountIn } from '../salons/cities.server'
import { exactTextMatch, fuzzyTextMatch, textRank } from './sql.server'
import { countLabel } from '~/lib/common/dutch-number'
import { cityPath, salonPath } from '~/lib/common/paths'

export type Suggestion = { kind: 'place' | 'salon'; label: string; detail: string; href: string }

const MAX_PLACES = 4
const MAX_SALONS = 6

async function placeSuggestions(folded: string): Promise<Suggestion[]> {
	const { rows } = await db().execute<{ name: string; salons: number }>(sql`
		select c.name, ${salonCountIn(sql`c.id`)} as salons
		from ${cityNames()} c
		where immutable_unaccent(lower(c.name)) like ${`%${folded.replace(/[\\%_]/g, '\\$&')}%`} or immutable_unaccent(lower(c.name)) % ${folded}
		limit 20`)
	const ranked = rankByMatch(
		folded,
		rows.map((row) => ({ ...row, label: row.name, weight: row.salons })),
		MAX_PLACES,
	)
	return ranked.map((city) => ({
		kind: 'place',
		label: city.name,
		detail: countLabel(city.salons, 'trimsalon', 'trimsalons'),
		href: cityPath(city.name),
	}))
}

type SalonHit = {
	id: number
	name: string
	slug: string | null
	search_city: string | null
	city_name: string | null
	formatted_address: string | null
}

async function matchingSalons(words: string[], text: string, fuzzy: boolean) {
	const { rows } = await db().execute<SalonHit>(sql`
		select g.id, g.name, g.slug, g.search_city, c.name as city_name, g.formatted_address
		from ${FROM_SALONS}
		where ${fuzzy ? fuzzyTextMatch(words) : exactTextMatch(words)}
		order by ${textRank(text, { fuzzy })}
		limit ${MAX_SALONS}`)
	return rows
}

async function salonSuggestions(text: string): Promise<Suggestion[]> {
	const words = searchWords(text)
	if (!words.length) return []
	const exact = await matchingSalons(words, text, false)
	const salons = exact.length ? exact : await matchingSalons(words, text, true)
	return salons.map((salon) => ({ kind: 'salon', label: salon.name, detail: salonCity(salon), href: salonPath(salon) }))
}

/** Places and salons for the search box's suggestions as the visitor types; nothing below two characters. */
export async function suggest(_actor: Actor, { typed }: { typed: string }): Promise<Suggestion[]> {
	const text = cleanQuery(typed)
	const folded = foldText(text)
	if (folded.replace(/[^a-z0-9]/g, '').length < 2) return []
	const [places, salons] = await Promise.all([placeSuggestions(folded), salonSuggestions(text)])
	return [...places, ...salons]
}
