import { eq, inArray, type SQL } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Executor } from '../platform/db/client.server'
import { profiles, users } from '~/server/accounts/tables.server'
import { fullName } from './person.server'

/**
 * What other domains read of an account: its address and number and whether each is confirmed, the
 * account's name and the profile's full name (empty when it has none). They ask here; the account
 * tables are this domain's alone.
 */
const facts = {
	id: users.id,
	email: users.email,
	name: users.name,
	fullName,
	phone: users.phoneNumber,
	emailVerified: users.emailVerified,
	phoneVerified: users.phoneNumberVerified,
}

type AccountFacts = Awaited<ReturnType<typeof accountsByIds>>[number]

const query = new QueryBuilder()

/**
 * The accounts' addresses and names as a table to join, so that a list stays one query:
 * `accountRows().as('account')` in a drizzle select, `${accountRows()} u` in raw SQL.
 */
export const accountRows = () =>
	query
		.select({ id: users.id, email: users.email, name: users.name, full_name: fullName.as('full_name') })
		.from(users)
		.leftJoin(profiles, eq(profiles.id, users.id))

/** The account with this id as a subquery of its id (no row once it is deleted), for an insert that names it. */
export const accountIdOf = (userId: string) => query.select({ id: users.id }).from(users).where(eq(users.id, userId))

function factsWhere(executor: Executor, where: SQL) {
	return executor.select(facts).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where)
}

/** The accounts with these ids, in no order (an id no account has is left out). */
export async function accountsByIds(executor: Executor, ids: string[]) {
	return factsWhere(executor, inArray(users.id, ids))
}

/** The account with this id, or undefined. */
export async function accountById(executor: Executor, id: string): Promise<AccountFacts | undefined> {
	const [account] = await factsWhere(executor, eq(users.id, id))
	return account
}

/**
 * The account with this id, its row locked until the transaction ends (undefined when there is none):
 * what a caller counts for the account then waits for the other caller's transaction.
 */
export async function lockAccount(executor: Executor, id: string): Promise<AccountFacts | undefined> {
	const [account] = await factsWhere(executor, eq(users.id, id)).for('update', { of: users })
	return account
}
