import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from '~/server/platform/db/client.server'
import { DEMO_ACCOUNTS, seedDemoData } from '~/server/seed/seed.server'
import { parseServices } from '~/lib/salons/salon'
import { takesRequests } from '~/lib/place-requests/place-requests'
import { users } from '~/server/accounts/tables.server'
import { placements } from '~/server/featured/tables.server'
import { salons } from '~/server/salons/tables.server'
import { freeTimesOf, openBookingSettings } from '~/server/bookings/free-times.server'
import { amsterdamDate, freeTimes } from '~/lib/bookings/free-times'
import { DEFAULT_BOOKING_RULES } from '~/lib/bookings/appointments'
import { useTestDatabase } from '../db'

const RULES = { ...DEFAULT_BOOKING_RULES }

const database = await useTestDatabase()

async function snapshot(db: Database) {
	const salons = await db.execute(sql`
		select g.id, g.name, g.slug, g.formatted_address, g.search_city, g.postal_code, c.name as city, g.rating,
			g.user_ratings_total, g.latitude, g.longitude, g.services_nl, g.opening_hours, g.description_nl,
			g.pricing_info_nl, g.main_photo_url, g.gallery, u.email as owner_email, g.created_at
		from pet_groomers g left join cities c on c.id = g.city_id left join users u on u.id = g.owner_id
		order by g.id`)
	const featured = await db.execute(
		sql`select ${placements.salon_id} as salon_id, city_id, status, plan_type, listing_position from featured_subscriptions order by id`,
	)
	return { salons: salons.rows, featured: featured.rows }
}

describe('demo data', () => {
	it('is deterministic: seeding twice gives the same rows', async () => {
		await seedDemoData(database, { salons: 400 })
		const first = await snapshot(database)
		await seedDemoData(database, { salons: 400 })
		const second = await snapshot(database)
		expect(second).toEqual(first)
		expect(first.salons).toHaveLength(400)
	})

	it('has the volumes and variety the demo needs', async () => {
		await seedDemoData(database)
		const [stats] = (
			await database.execute<Record<string, number> & { salons: number }>(sql`
			select count(*)::int as salons,
				count(distinct city_id)::int as places,
				count(*) filter (where latitude is null)::int as without_coordinates,
				count(*) filter (where description_nl is null)::int as without_description,
				count(*) filter (where pricing_info_nl is null)::int as without_pricing,
				count(*) filter (where main_photo_url is null and cardinality(gallery) = 0)::int as without_photos,
				count(*) filter (where jsonb_typeof(services_nl) = 'string')::int as services_as_string,
				count(*) filter (where jsonb_typeof(services_nl) = 'array')::int as services_as_array,
				count(*) filter (where owner_id is not null)::int as owned,
				count(*) filter (where postal_code !~ '^[1-9][0-9]{3} [A-Z]{2}$')::int as bad_postcodes
			from pet_groomers`)
		).rows
		expect(stats!.salons).toBeGreaterThanOrEqual(2500)
		expect(stats!.places).toBeGreaterThanOrEqual(100)
		for (const key of ['without_coordinates', 'without_description', 'without_pricing', 'without_photos', 'services_as_string', 'owned']) {
			expect(stats![key], key).toBeGreaterThan(0)
		}
		expect(stats!.services_as_array).toBeGreaterThan(stats!.salons / 2)
		expect(stats!.owned).toBeLessThan(stats!.salons / 10)
		expect(stats!.bad_postcodes).toBe(0)

		const cities = await database.execute<{ slug: string }>(sql`select slug from cities`)
		expect(cities.rows.map((c) => c.slug)).toEqual(expect.arrayContaining(['amsterdam', 'rotterdam', 'utrecht', 'groningen', 'eindhoven']))

		const [hours] = (
			await database.execute<{ opening_hours: string[] }>(
				sql`select opening_hours from pet_groomers where cardinality(opening_hours) = 7 limit 1`,
			)
		).rows
		expect(hours!.opening_hours.at(0)).toMatch(/^Maandag: (\d{2}:\d{2} - \d{2}:\d{2}|Gesloten)$/)
		expect(hours!.opening_hours.at(6)).toBe('Zondag: Gesloten')

		const [stringServices] = (
			await database.execute<{ services_nl: unknown }>(
				sql`select services_nl from pet_groomers where jsonb_typeof(services_nl) = 'string' limit 1`,
			)
		).rows
		expect(parseServices(stringServices!.services_nl).length).toBeGreaterThan(1)
	})

	it('creates the demo accounts: an admin, an owner of two salons (one city with a free featured slot) and a plain user', async () => {
		const accounts = await database.execute<{ email: string; verified: boolean; admin: boolean; salons: number }>(sql`
			select u.email, u.email_verified as verified,
				exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as admin,
				(select count(*)::int from pet_groomers g where g.owner_id = u.id) as salons
			from users u order by u.email`)
		const byEmail = Object.fromEntries(accounts.rows.map((row) => [row.email, row]))
		expect(byEmail[DEMO_ACCOUNTS.admin]).toMatchObject({ verified: true, admin: true })
		expect(byEmail[DEMO_ACCOUNTS.owner]).toMatchObject({ verified: true, admin: false })
		expect(byEmail[DEMO_ACCOUNTS.owner]!.salons).toBeGreaterThanOrEqual(2)
		expect(byEmail[DEMO_ACCOUNTS.user]).toMatchObject({ verified: true, admin: false, salons: 0 })

		const slots = await database.execute<{ free: number }>(sql`
			select 3 - (select count(*)::int from featured_subscriptions f where f.city_id = g.city_id and f.status = 'active'
				and (f.current_period_end is null or f.current_period_end > now())) as free
			from pet_groomers g join users u on u.id = g.owner_id where u.email = ${DEMO_ACCOUNTS.owner}`)
		expect(slots.rows.some((row) => row.free > 0)).toBe(true)
		expect(slots.rows.some((row) => row.free === 0)).toBe(true)

		// The demo owner's salons take place requests: each takes new clients or keeps a waiting list, said recently.
		const owned = await database
			.select({
				owner_id: salons.owner_id,
				accepts_new_clients: salons.accepts_new_clients,
				waiting_weeks: salons.waiting_weeks,
				availability_updated_at: salons.availability_updated_at,
			})
			.from(salons)
			.innerJoin(users, eq(users.id, salons.owner_id))
			.where(eq(users.email, DEMO_ACCOUNTS.owner))
		expect(owned.length).toBeGreaterThanOrEqual(2)
		expect(owned.every((salon) => takesRequests(salon, new Date()))).toBe(true)
	})
	it("lets the demo owner's salons and a few in other big cities take online bookings, 'Volledige trimbeurt' first, with free times on each open day of the next 14 days", async () => {
		const bookable = await database.execute<{ id: number; city: string; owner: string; first: string }>(sql`
			select g.id, c.name as city, u.email as owner,
				(select t.name from treatments t where t.salon_id = g.id and t.active order by t.position, t.id limit 1) as first
			from pet_groomers g join cities c on c.id = g.city_id join users u on u.id = g.owner_id
			join booking_settings b on b.salon_id = g.id and b.enabled
			where g.online_booking order by g.id`)
		const cities = new Set(bookable.rows.map((row) => row.city))
		expect(bookable.rows.filter((row) => row.owner === DEMO_ACCOUNTS.owner)).toHaveLength(2)
		for (const city of ['Amsterdam', 'Haarlem', 'Rotterdam', 'Utrecht', 'Den Haag']) expect(cities).toContain(city)
		expect(bookable.rows.every((row) => row.first === 'Volledige trimbeurt')).toBe(true)

		const now = new Date()
		for (const { id } of bookable.rows) {
			const settings = (await openBookingSettings(database, id))!
			const [salon] = await database.select({ hours: salons.opening_hours }).from(salons).where(eq(salons.id, id))
			const days = await freeTimesOf(database, settings, 120, now)
			const withTimes = new Set(days.map((day) => day.date))
			// Each of the next 14 days whose opening hours hold two hours after the notice has a free time for a big, double-coated dog.
			const openDays = Array.from({ length: 14 }, (_, offset) => amsterdamDate(new Date(now.getTime() + (offset + 1) * 24 * 3600 * 1000)))
			const expected = openDays.filter((date) =>
				freeTimes({ openingLines: salon!.hours, overrides: [], busy: [], minutes: 120, rules: RULES, now }).some(
					(day) => day.date === date,
				),
			)
			expect(expected.length).toBeGreaterThan(5)
			for (const date of expected) expect(withTimes).toContain(date)
		}
	})
	it('holds reviews of our own on salons in each of the five big cities, a few with the owner’s reply, counted in each salon’s score', async () => {
		const { rows } = await database.execute<{ city: string; reviews: number; replies: number; consistent: boolean }>(sql`
			select c.name as city, count(r.id)::int as reviews, count(r.reply)::int as replies,
				bool_and(g.review_count = (select count(*) from reviews x where x.salon_id = g.id and x.status = 'published')) as consistent
			from reviews r join pet_groomers g on g.id = r.salon_id join cities c on c.id = g.city_id
			where r.status = 'published' group by c.name`)
		const byCity = Object.fromEntries(rows.map((row) => [row.city, row]))
		for (const city of ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven'])
			expect(byCity[city]?.reviews, city).toBeGreaterThanOrEqual(2)
		expect(rows.reduce((sum, row) => sum + row.replies, 0)).toBeGreaterThanOrEqual(3)
		expect(rows.every((row) => row.consistent)).toBe(true)
	})
})
