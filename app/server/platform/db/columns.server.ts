/** Column shapes every domain's tables share: timestamps, a check over a list of values, and PostgreSQL's own types. */
import { sql } from 'drizzle-orm'
import { customType, text, timestamp } from 'drizzle-orm/pg-core'

export const timestamps = {
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true })
		.notNull()
		.defaultNow()
		.$onUpdate(() => new Date()),
}

export const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
/** A point on the earth as earthdistance keeps it (x, y, z in metres); read only in SQL. */
export const cube = customType<{ data: string }>({ dataType: () => 'cube' })

/* ---------- auth (better-auth models: user, session, account, verification, rateLimit) ---------- */

/** A list of texts that is never null: empty when nothing is set. */
export const textList = (name: string) =>
	text(name)
		.array()
		.notNull()
		.default(sql`'{}'::text[]`)
