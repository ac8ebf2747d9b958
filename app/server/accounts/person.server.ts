import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { profiles, users } from '~/server/accounts/tables.server'

/** Whom a mail is for: the address, and the full name (null when the profile has none). */
export type Person = { email: string; name: string | null }

/** First and last name of a profile, joined; empty when it has neither. */
export const fullName = sql<string>`trim(concat_ws(' ', ${profiles.first_name}, ${profiles.last_name}))`

/** E-mail and full name (null when the profile has none) of a user, for mails. */
export async function person(tx: Executor, userId: string): Promise<Person> {
	const [row] = await tx
		.select({ email: users.email, name: fullName })
		.from(users)
		.leftJoin(profiles, eq(profiles.id, users.id))
		.where(eq(users.id, userId))
	return { email: row!.email, name: row!.name || null }
}
