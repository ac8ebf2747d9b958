import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase, migrateDatabase } from '~/server/platform/db/client.server'
import { emptyDatabase, freshlyMigratedDatabase } from '../db'

describe('migrations', () => {
	it('apply on an empty database and create every table, extension and search index', async () => {
		const database = await freshlyMigratedDatabase()

		const tables = await database.execute<{ table_name: string }>(
			sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
		)
		expect(tables.rows.map((row) => row.table_name)).toEqual(
			expect.arrayContaining([
				'accounts',
				'cities',
				'featured_subscriptions',
				'listing_claims',
				'listing_submissions',
				'mail_outbox',
				'payment_events',
				'pet_groomers',
				'profiles',
				'rate_limits',
				'sessions',
				'user_roles',
				'users',
				'verifications',
			]),
		)
		const extensions = await database.execute<{ extname: string }>(sql`select extname from pg_extension`)
		expect(extensions.rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']))

		const indexes = await database.execute<{ indexname: string }>(sql`select indexname from pg_indexes where tablename = 'pet_groomers'`)
		expect(indexes.rows.map((row) => row.indexname)).toEqual(
			expect.arrayContaining([
				'pet_groomers_search_vector_idx',
				'pet_groomers_name_trgm_gist_idx',
				'pet_groomers_city_id_idx',
				'pet_groomers_owner_id_idx',
			]),
		)
		// Running them again is a no-op, as it is on every start.
		await expect(migrateDatabase(database)).resolves.toBeUndefined()
	})
})

describe('constraints', () => {
	it('reject an unknown claim status and a duplicate salon slug', async () => {
		const database = await freshlyMigratedDatabase()
		await database.execute(sql`insert into pet_groomers (name, slug) values ('A', 'a')`)
		await expect(database.execute(sql`insert into pet_groomers (name, slug) values ('B', 'a')`)).rejects.toMatchObject({
			cause: { constraint: 'pet_groomers_slug_unique' },
		})
		await database.execute(sql`insert into users (id, name, email) values ('u1', '', 'u1@example.com')`)
		await expect(
			database.execute(sql`insert into listing_claims (salon_id, user_id, status) values (1, 'u1', 'maybe')`),
		).rejects.toMatchObject({ cause: { constraint: 'listing_claims_status_check' } })
		await database.execute(sql`insert into listing_claims (salon_id, user_id) values (1, 'u1')`)
		await expect(database.execute(sql`insert into listing_claims (salon_id, user_id) values (1, 'u1')`)).rejects.toMatchObject({
			cause: { constraint: 'listing_claims_one_pending_key' },
		})
		const accentFree = await database.execute<{ v: string }>(sql`select immutable_unaccent('Café Übel') as v`)
		expect(accentFree.rows[0]!.v).toBe('Cafe Ubel')
	})

	it('refuse a coat outside the five in every table that keeps a coat', async () => {
		const database = await freshlyMigratedDatabase()
		const columns = await database.execute<{ table_name: string }>(
			sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'coat' order by table_name`,
		)
		expect(columns.rows.map((row) => row.table_name)).toEqual(['appointments', 'dogs', 'place_requests', 'waiting_list_entries'])
		await database.execute(sql`
			insert into users (id, name, email) values ('u1', '', 'u1@example.com');
			insert into pet_groomers (id, name, slug) values (1, 'A', 'a');
			insert into treatments (id, salon_id, name, pricing) values (1, 1, 'Trimbeurt', '{}')`)
		const inserts = {
			appointments: (coat: string) =>
				sql`insert into appointments (salon_id, kind, coat, starts_at, ends_at, occupied_until) values (1, 'block', ${coat}, now(), now() + interval '1 hour', now() + interval '1 hour')`,
			dogs: (coat: string) => sql`insert into dogs (user_id, name, breed, weight_kg, coat) values ('u1', 'Bobbie', 'Poedel', 8, ${coat})`,
			place_requests: (coat: string) =>
				sql`insert into place_requests (user_id, dog_name, breed, weight_kg, coat, expires_at) values ('u1', 'Bobbie', 'Poedel', 8, ${coat}, now())`,
			waiting_list_entries: (coat: string) =>
				sql`insert into waiting_list_entries (salon_id, user_id, treatment_id, dog_name, breed, weight_kg, coat, wait_until) values (1, 'u1', 1, ${coat}, 'Poedel', 8, ${coat}, current_date)`,
		}
		for (const [table, insert] of Object.entries(inserts)) {
			for (const coat of ['halflang', 'Kort haar', 'Kort']) {
				await expect(database.execute(insert(coat)), `${table}: ${coat}`).rejects.toMatchObject({
					cause: { constraint: `${table}_coat_check` },
				})
			}
			await expect(database.execute(insert('dubbel')), table).resolves.toBeDefined()
		}
	})
})

/** A database with the migrations up to `last` (its number), as a database from before the next one has them. */
async function migratedUpTo(last: number) {
	const before = await mkdtemp(path.join(tmpdir(), 'migrations-'))
	await cp('drizzle', before, { recursive: true })
	const journalPath = path.join(before, 'meta', '_journal.json')
	const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] }
	await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= last) }))
	const target = await emptyDatabase()
	const database = createDatabase(target.url)
	afterAll(async () => {
		await database.$client.end()
		await target.drop()
		await rm(before, { recursive: true })
	})
	await migrate(database, { migrationsFolder: before })
	return database
}

describe('0012: owner links of approved submissions', () => {
	it('marks as settled every approved submission whose owner was already decided, and leaves those waiting for a verification open', async () => {
		const database = await migratedUpTo(11)
		await database.execute(sql`
			insert into users (id, name, email, email_verified) values
				('linked', '', 'linked@example.com', true), ('removed', '', 'removed@example.com', true),
				('other', '', 'other@example.com', true), ('unverified', '', 'unverified@example.com', false);
			insert into pet_groomers (id, name, slug, owner_id) values
				(1, 'Gekoppeld', 'gekoppeld', 'linked'), (2, 'Verwijderd', 'verwijderd', null), (3, 'Ander', 'ander', 'other'),
				(4, 'Wacht', 'wacht', null), (5, 'Geen account', 'geen-account', null);
			insert into listing_submissions (id, business_name, formatted_address, search_city, submitter_name, submitter_email, status, listing_id, reviewed_at) values
				(1, 'Gekoppeld', 'a', 'b', 'c', 'LINKED@example.com', 'approved', 1, '2026-01-01'),
				(2, 'Verwijderd', 'a', 'b', 'c', 'removed@example.com', 'approved', 2, '2026-01-02'),
				(3, 'Ander', 'a', 'b', 'c', 'linked@example.com', 'approved', 3, '2026-01-03'),
				(4, 'Wacht', 'a', 'b', 'c', 'unverified@example.com', 'approved', 4, '2026-01-04'),
				(5, 'Geen account', 'a', 'b', 'c', 'nobody@example.com', 'approved', 5, '2026-01-05'),
				(6, 'Open', 'a', 'b', 'c', 'linked@example.com', 'pending', null, null)`)
		await migrateDatabase(database)

		const { rows } = await database.execute<{ id: number; settled: boolean }>(
			sql`select id, owner_settled_at is not null as settled from listing_submissions order by id`,
		)
		expect(rows).toEqual([
			{ id: 1, settled: true }, // the submitter owns it
			{ id: 2, settled: true }, // the submitter is verified but owns it no longer: an admin removed them
			{ id: 3, settled: true }, // someone else owns it: an admin decided
			{ id: 4, settled: false }, // waits for the submitter to verify
			{ id: 5, settled: false }, // waits for the submitter to sign up
			{ id: 6, settled: false }, // not approved
		])
	})
})

describe('0024: the owner each copy of a place request was sent to', () => {
	it('gives each existing copy the salon’s owner now, the best knowledge there is, and none where the salon has no owner', async () => {
		const database = await migratedUpTo(23)
		await database.execute(sql`
			insert into users (id, name, email) values ('owner', '', 'owner@example.com'), ('dog', '', 'dog@example.com');
			insert into pet_groomers (id, name, slug, owner_id) values (1, 'Eigen', 'eigen', 'owner'), (2, 'Los', 'los', null);
			insert into place_requests (id, user_id, dog_name, breed, weight_kg, expires_at) values (1, 'dog', 'Bobbie', 'Poedel', 8, now());
			insert into place_request_salons (request_id, salon_id) values (1, 1), (1, 2)`)
		await migrateDatabase(database)

		const { rows } = await database.execute<{ salon_id: number; owner_id: string | null }>(
			sql`select salon_id, owner_id from place_request_salons order by salon_id`,
		)
		expect(rows).toEqual([
			{ salon_id: 1, owner_id: 'owner' },
			{ salon_id: 2, owner_id: null },
		])
	})
})

describe('0032: demo photos as WebP', () => {
	it('points demo data seeded before at the WebP files, in the gallery too and in order, and leaves every other photo alone', async () => {
		const database = await migratedUpTo(31)
		await database.execute(sql`
			insert into pet_groomers (id, name, slug, main_photo_url, gallery) values
				(1, 'Demo', 'demo', '/images/salons/salon-3.svg', array['/images/salons/salon-1.svg', '/uploads/salons/9-1-800.webp', '/images/salons/salon-6.svg']),
				(2, 'Eigen', 'eigen', 'https://example.com/images/salons/salon-3.svg', array['/images/logo.svg']),
				(3, 'Geen', 'geen', null, '{}')`)
		await migrateDatabase(database)

		const { rows } = await database.execute<{ id: number; main_photo_url: string | null; gallery: string[] }>(
			sql`select id, main_photo_url, gallery from pet_groomers order by id`,
		)
		expect(rows).toEqual([
			{
				id: 1,
				main_photo_url: '/images/salons/salon-3.webp',
				gallery: ['/images/salons/salon-1.webp', '/uploads/salons/9-1-800.webp', '/images/salons/salon-6.webp'],
			},
			{ id: 2, main_photo_url: 'https://example.com/images/salons/salon-3.svg', gallery: ['/images/logo.svg'] },
			{ id: 3, main_photo_url: null, gallery: [] },
		])
	})
})

describe('0033: one list of coats', () => {
	it('gives every place request one of the five coats: halflang and the old labels their nearest, anything else none', async () => {
		const database = await migratedUpTo(32)
		const beforeAfter: [string | null, string | null][] = [
			// A half-long coat is brushed out and trimmed like a long one, not clipped like a short one.
			['halflang', 'lang'],
			['Kort haar', 'kort'],
			['Halflang haar', 'lang'],
			['Lang haar', 'lang'],
			['Krullend haar of wol', 'krullend'],
			['Ruwhaar (plukken)', 'ruwhaar'],
			['Dubbele vacht', 'dubbel'],
			['kort', 'kort'],
			// A label of the five, as no form ever sent one.
			['Lang', 'lang'],
			[' ruwhaar ', 'ruwhaar'],
			// No coat of the list: the request says nothing about the coat rather than something wrong.
			['paars', null],
			[null, null],
		]
		await database.execute(sql`insert into users (id, name, email) values ('dog', '', 'dog@example.com')`)
		for (const [index, [coat]] of beforeAfter.entries()) {
			await database.execute(
				sql`insert into place_requests (id, user_id, dog_name, breed, weight_kg, coat, expires_at) values (${index + 1}, 'dog', 'Bobbie', 'Poedel', 8, ${coat}, now())`,
			)
		}
		await migrateDatabase(database)

		const { rows } = await database.execute<{ coat: string | null }>(sql`select coat from place_requests order by id`)
		expect(rows.map((row) => row.coat)).toEqual(beforeAfter.map(([, after]) => after))
	})
})
