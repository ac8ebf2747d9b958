import { getTableName, isTable, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { cities } from '~/server/cities/tables.server'
import { salons } from '~/server/salons/tables.server'
import { pageCache } from '~/serving/page-cache.server'
import { listenForPublicChanges, PRIVATE_TABLES, PUBLIC_CHANGE_CHANNEL, PUBLIC_TABLES } from '~/server/public-change.server'
import { findSalon } from '~/server/salons/public.server'
import { actorWith } from '~/server/accounts/actor.server'
import { useTestDatabase } from '../db'
import { waitFor } from '../wait'

const database = await useTestDatabase()
// Every domain's table module: a table added anywhere is checked here.
const tableModules = import.meta.glob<Record<string, unknown>>('/app/server/**/tables.server.ts', { eager: true })
const tables = Object.values(tableModules)
	.flatMap((module) => Object.values(module))
	.filter((value) => isTable(value))
	.map((table) => getTableName(table))

describe('which writes drop the rendered pages', () => {
	it('knows every table: shown on public pages (with the trigger) or not', () => {
		const known = new Set<string>([...PUBLIC_TABLES, ...PRIVATE_TABLES])
		// A new table must be placed in one of the two lists in public-change.server.ts.
		expect(tables.filter((table) => !known.has(table))).toEqual([])
		expect(PUBLIC_TABLES.filter((table) => (PRIVATE_TABLES as readonly string[]).includes(table))).toEqual([])
	})

	it('has the change trigger on every public table', async () => {
		const { rows } = await database.execute<{ table: string }>(sql`
			select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
			where not t.tgisinternal and t.tgname like '%_public_change'`)
		expect(rows.map((row) => row.table).sort()).toEqual([...PUBLIC_TABLES].sort())
	})

	it('notifies on commit, whatever the code path, and not on a rollback', async () => {
		const listener = new pg.Client({ connectionString: database.$client.options.connectionString })
		await listener.connect()
		const heard: string[] = []
		listener.on('notification', (message) => heard.push(message.payload ?? ''))
		await listener.query(`LISTEN ${PUBLIC_CHANGE_CHANNEL}`)
		try {
			await database
				.transaction(async (tx) => {
					await tx.insert(cities).values({ name: 'Teruggedraaid' })
					tx.rollback()
				})
				.catch(() => {})
			await database.insert(cities).values({ name: 'Nieuwdorp' })
			await database.execute(sql`update pet_groomers set name = name where false`)
			// Notifications arrive in commit order: once the last commit's has, a rolled-back one would have come before it.
			await waitFor('the last commit to be heard', () => heard.includes('pet_groomers'))
			expect(heard).toEqual(['cities', 'pet_groomers'])
		} finally {
			await listener.end()
		}
	})
})

describe('what signed-in pages read, remembered between changes', () => {
	it('answers a salon from memory and drops it on any public change, made anywhere', async () => {
		const [row] = await database.insert(salons).values({ name: 'Onthouden Salon', slug: 'onthouden-salon' }).returning()
		const stopFeed = listenForPublicChanges(database.$client.options.connectionString!, pageCache())
		try {
			await expect.poll(() => pageCache().enabled).toBe(true)
			expect((await findSalon(actorWith(null), { id: row!.id }))?.name).toBe('Onthouden Salon')
			// Changed behind the app's back (no trigger fires for a write that changes nothing visible here):
			await database.execute(sql`alter table pet_groomers disable trigger pet_groomers_public_change`)
			await database.execute(sql`update pet_groomers set name = 'Stil Veranderd' where id = ${row!.id}`)
			await database.execute(sql`alter table pet_groomers enable trigger pet_groomers_public_change`)
			expect((await findSalon(actorWith(null), { id: row!.id }))?.name).toBe('Onthouden Salon')
			// Any public change drops it.
			await database.insert(cities).values({ name: 'Wisseldorp' })
			await expect.poll(async () => (await findSalon(actorWith(null), { id: row!.id }))?.name).toBe('Stil Veranderd')
		} finally {
			await stopFeed()
		}
	})
})
