import { randomBytes } from 'node:crypto'
import { createAccount } from '../accounts/users.server'
import type { Database } from '../platform/db/client.server'
import { insertDemoReviews, type DemoReview } from '../reviews/demo.server'
import { unownedForReviews } from '../salons/demo.server'

/** The accounts that wrote the demo reviews: nobody signs in as them (random passwords), a re-seed replaces them. */
export const DEMO_REVIEWERS = ['Fleur', 'Daan', 'Sanne', 'Mohamed', 'Lotte', 'Jeroen'].map((name) => ({
	name,
	email: `beoordelaar.${name.toLowerCase()}@example.com`,
}))

/** The five big cities each get reviews on a few salons, so a fresh start shows them and their structured data. */
const CITIES = ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven']
const SALONS_PER_CITY = 2

/** What dog owners write: mostly content, now and then a reservation; every text a different visit. */
const TEXTS: [score: number, body: string][] = [
	[5, 'Onze labradoodle kwam als een ander hondje thuis. Er werd rustig uitgelegd wat er ging gebeuren en hij mocht eerst even snuffelen.'],
	[4, 'Fijne trimbeurt en een eerlijke prijs. De afspraak liep een kwartier uit, maar dat werd netjes gemeld.'],
	[5, 'Mijn oudere teckel is snel gestrest, maar hier nemen ze de tijd. Tussendoor even pauze, en thuis lag hij tevreden in zijn mand.'],
	[3, 'De vacht zag er goed uit, alleen was het kort van stof bij het ophalen. Ik had graag wat meer uitleg gehad over de klitten.'],
	[5, 'Al drie keer geweest met onze poedel. Altijd dezelfde trimmer, en die weet precies hoe we haar koppie willen hebben.'],
	[4, 'Vriendelijk ontvangen en de nagels zijn eindelijk goed kort. Parkeren in de buurt is wel lastig.'],
	[5, 'Onze pup mocht eerst een keer komen wennen zonder knippen. Heel fijn dat dat kan; de tweede keer ging het prima.'],
	[4, 'Goed werk aan de dubbele vacht van onze herder: veel ondervacht eruit en niet kaal geschoren. Duurde wel lang.'],
	[5, 'Schoon, rustig en geen gehaast. Er werd zelfs een foto gestuurd toen ze klaar was, zodat ik wist dat het goed ging.'],
	[3, 'Het resultaat was netjes, maar de afspraak werd op het laatste moment verzet. Daarna wel goed opgelost.'],
]

/** A few owners answer, short and warm, as owners do. */
const REPLIES = [
	'Dank je wel! Leuk om te horen dat hij zo ontspannen was. Tot de volgende keer.',
	'Bedankt voor je eerlijke reactie. We nemen voortaan meer tijd bij het ophalen om alles uit te leggen.',
]

/**
 * Reviews of our own on a few unowned salons in each big city (two each, from different reviewers), and
 * on the salons of `ownedSalonIds` (which have an owner), where the owner replied to some.
 */
export async function seedDemoReviews(database: Database, cityIds: Map<string, number>, ownedSalonIds: number[], now = new Date()) {
	const reviewers: { id: string }[] = []
	for (const reviewer of DEMO_REVIEWERS) {
		const password = randomBytes(18).toString('base64url')
		reviewers.push(await createAccount({ email: reviewer.email, password, firstName: reviewer.name, emailVerified: true }, database))
	}
	const salonIds: number[] = []
	for (const city of CITIES) salonIds.push(...(await unownedForReviews(database, cityIds.get(city)!, SALONS_PER_CITY)))
	const rows: DemoReview[] = []
	let next = 0
	const add = (salonId: number, count: number, replied: boolean) => {
		for (let index = 0; index < count; index++, next++) {
			const [score, body] = TEXTS[next % TEXTS.length]!
			const reviewer = DEMO_REVIEWERS[next % DEMO_REVIEWERS.length]!
			const published = new Date(now.getTime() - (5 + next * 9) * 24 * 60 * 60 * 1000)
			const reply = replied && index === 0 ? REPLIES[next % REPLIES.length] : undefined
			rows.push({
				salon_id: salonId,
				user_id: reviewers[next % reviewers.length]!.id,
				author_name: reviewer.name,
				score,
				body,
				visit_month: published.toISOString().slice(0, 7),
				published_at: published,
				...(reply ? { reply, replied_at: new Date(published.getTime() + 2 * 24 * 60 * 60 * 1000) } : {}),
			})
		}
	}
	for (const salonId of salonIds) add(salonId, 2, false)
	for (const salonId of ownedSalonIds) add(salonId, 3, true)
	await insertDemoReviews(database, rows)
}
