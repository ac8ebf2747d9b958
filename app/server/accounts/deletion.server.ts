import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { users } from '~/server/accounts/tables.server'

/** Deletes a user; sessions, logins, profile and roles go with it (foreign keys cascade). Answers the number it had, if any. */
export async function deleteUser(executor: Executor, userId: string): Promise<{ phoneNumber: string | null } | undefined> {
	const [gone] = await executor.delete(users).where(eq(users.id, userId)).returning({ phoneNumber: users.phoneNumber })
	return gone
}

/** Deletes the users with these addresses, and all that cascades with them. */
export async function deleteUsersByEmail(executor: Executor, emails: string[]) {
	await executor.delete(users).where(inArray(users.email, emails))
}
