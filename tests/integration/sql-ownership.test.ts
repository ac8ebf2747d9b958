import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { foreignTables, isChecked, tableOwners, type Source } from '../sql-ownership'

/**
 * A domain owns its tables in SQL too: no `sql` template or `sql.raw` string under app/server names
 * another domain's table, as .dependency-cruiser.cjs keeps a domain from importing another's table
 * module. The owners come from the table modules; each planted row must be found, each control row not.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')

const serverFiles = readdirSync(path.join(ROOT, 'app/server'), { recursive: true, encoding: 'utf8' })
	.map((file) => `app/server/${file.split(path.sep).join('/')}`)
	.filter((file) => file.endsWith('.ts'))
const read = (file: string): Source => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') })
const tableModules = serverFiles.filter((file) => /^app\/server\/[^/]+\/(db\/)?tables\.server\.ts$/.test(file))
const owners = tableOwners(tableModules.map(read))

const found = (module: Source) => foreignTables(module, owners).map(({ line, table, owner }) => `${line}: ${table} (${owner})`)

type Row = { file: string; text: string; expected: string[] }

const planted: Row[] = [
	// The cities sit below the salons: a city counts no salon's row.
	{
		file: 'app/server/cities/planted.server.ts',
		text: 'const n = sql`select count(*) from pet_groomers`',
		expected: ['1: pet_groomers (salons)'],
	},
	{ file: 'app/server/admin/planted.server.ts', text: 'sql`select 1\nfrom "listing_claims" c`', expected: ['2: listing_claims (claims)'] },
	{ file: 'app/server/featured/planted.server.ts', text: 'sql`select 1 from public.users u`', expected: ['1: users (accounts)'] },
	{ file: 'app/server/seo/planted.server.ts', text: 'sql`select 1 from "public"."cities"`', expected: ['1: cities (cities)'] },
	{
		file: 'app/server/statistics/planted.server.ts',
		text: 'sql<number>`(select count(*) from Reviews r)`',
		expected: ['1: reviews (reviews)'],
	},
	{ file: 'app/server/alerts/planted.server.ts', text: "sql.raw('delete from mail_outbox')", expected: ['1: mail_outbox (platform)'] },
	{
		file: 'app/server/search/planted.server.ts',
		text: 'sql`select ${sql`g.id`} from ${x} join pet_groomers g on true`',
		expected: ['1: pet_groomers (salons)'],
	},
	{ file: 'app/server/workflows/planted.server.ts', text: 'sql`select 1 from appointments`', expected: ['1: appointments (bookings)'] },
	{ file: 'app/server/seed/planted.server.ts', text: 'sql`insert into dogs (name) values (${name})`', expected: ['1: dogs (dogs)'] },
	{
		file: 'app/server/salons/planted.server.ts',
		text: 'sql`${a}\n${b} left join cities c on c.id = g.city_id`',
		expected: ['2: cities (cities)'],
	},
]

const controls: Row[] = [
	// A domain's own tables, the platform's under db/.
	{ file: 'app/server/salons/planted.server.ts', text: 'sql`select count(*) from pet_groomers g`', expected: [] },
	{ file: 'app/server/platform/planted.server.ts', text: 'sql`delete from rate_limits`', expected: [] },
	// A column, an alias or a longer word that holds a table's name names no table; nor do text and comments.
	{
		file: 'app/server/search/planted.server.ts',
		text: 'sql`select g.reviews, ${x}.users, p.id as reviews from ${salons} g`',
		expected: [],
	},
	{ file: 'app/server/search/planted.server.ts', text: 'sql`select users_count, pet_groomers_x, user_id from ${salons}`', expected: [] },
	{ file: 'app/server/search/planted.server.ts', text: "sql`select 'reviews' -- from users\n /* cities */`", expected: [] },
	// A quoted name is case-sensitive; a template without the sql tag is no SQL of drizzle's.
	{ file: 'app/server/search/planted.server.ts', text: 'sql`select 1 from "Users"`; const t = `from users`', expected: [] },
]

describe('each domain names only its own tables in SQL', () => {
	it('knows the owner of every table from its table module', () => {
		expect(tableModules.length).toBeGreaterThan(10)
		expect(owners.get('pet_groomers')).toBe('salons')
		expect(owners.get('users')).toBe('accounts')
		expect(owners.get('listing_claims')).toBe('claims')
		expect(owners.get('rate_limits')).toBe('platform')
		for (const module of tableModules) expect([...owners.values()], module).toContain(module.split('/')[2])
	})

	it.each([...planted, ...controls].map((row) => ({ ...row, what: row.expected.join(', ') || 'allowed' })))(
		'$file: $text → $what',
		(row) => {
			expect(found({ path: row.file, text: row.text })).toEqual(row.expected)
		},
	)

	it('leaves out the composition root, the table modules and the tests', () => {
		const text = 'sql`select 1 from pet_groomers, listing_claims, users`'
		for (const file of ['app/server/retention.server.ts', 'app/server/claims/tables.server.ts', 'app/server/cities/x.server.test.ts'])
			expect(isChecked(file), file).toBe(false)
		expect(isChecked('app/server/cities/names.server.ts')).toBe(true)
		expect(found({ path: 'app/server/cities/planted.server.ts', text })).toHaveLength(3)
	})

	it('finds no SQL under app/server that names another domain’s table', () => {
		const checked = serverFiles.filter(isChecked)
		expect(checked.length).toBeGreaterThan(100)
		const violations = checked.flatMap((file) =>
			foreignTables(read(file), owners).map(({ line, table, owner }) => `${file}:${line} names ${table}, a table of ${owner}`),
		)
		expect(violations).toEqual([])
	})
})
