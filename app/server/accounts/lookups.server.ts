import { eq, inArray, type SQL } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Executor } from '../platform/db/client.server'
import { forbidden, notFound } from '../platform/errors.server'
import { profiles, users } from '~/server/accounts/tables.server'
import { fullName } from './person.server'
import { isPlaceholderEmail } from '~/lib/accounts/phone'

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

/**
 * The accounts' addresses and names without the profile, as a table to join: `${accountAddresses()} u` in
 * raw SQL. A read that locks its rows (`for update of …`) keeps the profile's join even when it reads no
 * column of it, so such a read asks this one.
 */
export const accountAddresses = () => query.select({ id: users.id, email: users.email, name: users.name }).from(users)

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

/**
 * The account, locked for the transaction, when the site can reach it (a confirmed address or number):
 * what it asks of others (a place, a time) waits on an answer. Else refused with `unconfirmed`.
 */
export async function lockReachableAccount(executor: Executor, id: string, unconfirmed: string): Promise<AccountFacts> {
	const account = await lockAccount(executor, id)
	if (!account) throw notFound('Account niet gevonden')
	if (!account.emailVerified && !account.phoneVerified) throw forbidden(unconfirmed)
	return account
}

/** A name and the ways to reach a person: an address and a number only once they are real. */
export type Contact = { name: string | null; email: string | null; phone: string | null }

/**
 * An account's name and the ways to reach it: the address unless it is a phone account's stand-in,
 * the number once confirmed; `mailTo` is where the site's own mails go (the outbox never queues one to a stand-in).
 */
export async function contactOfAccount(executor: Executor, userId: string): Promise<Contact & { mailTo: string }> {
	const row = await accountById(executor, userId)
	return {
		name: row!.fullName || row!.name || null,
		email: isPlaceholderEmail(row!.email) ? null : row!.email,
		phone: row!.phoneVerified ? row!.phone : null,
		mailTo: row!.email,
	}
}
