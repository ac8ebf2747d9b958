import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { migrateDatabase } from '~/server/db/client.server'
import { freshlyMigratedDatabase } from '../db'

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
})
