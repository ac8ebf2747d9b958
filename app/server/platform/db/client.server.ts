import path from 'node:path'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

export type Database = NodePgDatabase & { $client: pg.Pool }

// `count(*)` and bigint arrive as strings by default; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

/**
 * A pool whose every statement ends within `statementTimeoutMs` (10 s; bulk jobs such as the
 * seeder pass 0 for none), and whose sessions end when a transaction idles for 30 s. Queries run
 * without parallel workers: starting them cost more than they saved (a broad text search on
 * 100,000 salons: 58 ms in parallel, 36 ms without), and their cores belong to the web workers.
 */
export function createDatabase(url: string, options: { max?: number; statementTimeoutMs?: number } = {}): Database {
	const pool = new pg.Pool({
		connectionString: url,
		max: options.max ?? 10,
		connectionTimeoutMillis: 5_000,
		statement_timeout: options.statementTimeoutMs ?? 10_000,
		idle_in_transaction_session_timeout: 30_000,
		// Awaited before the pool hands the new connection out, so its first query never overlaps this one
		// (a startup option would not pass a connection pooler).
		onConnect: async (client) => {
			await client.query('set max_parallel_workers_per_gather = 0')
		},
	})
	// An idle client that loses its server must not crash the process; the next query reports it.
	pool.on('error', () => {})
	return drizzle(pool)
}

export async function migrateDatabase(db: Database) {
	await migrate(db, { migrationsFolder: path.resolve(process.cwd(), 'drizzle') })
}

let current: Database | undefined

/** The app's database, set once at start-up by boot(). */
export function db(): Database {
	if (!current) throw new Error('The database is not connected yet: boot() has not run')
	return current
}

export function setDatabase(database: Database | undefined) {
	current = database
}

/** A transaction handed to `db().transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Where a write runs: the pool, or the caller's transaction so that it commits with the rest. */
export type Executor = Database | Transaction

/** The SQLSTATEs the verbs answer: a unique index, or an exclusion constraint (a time already occupied), refused the row. */
export const SQL_STATES = { uniqueViolation: '23505', exclusionViolation: '23P01' } as const

/** The SQLSTATE of a PostgreSQL error (`SQL_STATES`), also when drizzle wrapped it. */
export function sqlState(error: unknown): string | undefined {
	for (let cause = error; cause instanceof Error; cause = cause.cause) {
		const code = (cause as { code?: unknown }).code
		if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
	}
	return undefined
}
