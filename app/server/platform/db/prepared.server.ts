import { db, type Database } from './client.server'

/**
 * A read that every personal page does, built once per database and kept as a named prepared
 * statement: drizzle does not rebuild its SQL on each request, and PostgreSQL parses it once per
 * connection. Its parameters are `sql.placeholder(name)`s, given to `execute({ name: value })`.
 * `name` must be unique among the app's prepared statements.
 */
export function preparedQuery<Query>(build: (database: Database) => Query): () => Query {
	const built = new WeakMap<Database, Query>()
	return () => {
		const database = db()
		let query = built.get(database)
		if (!query) built.set(database, (query = build(database)))
		return query
	}
}
