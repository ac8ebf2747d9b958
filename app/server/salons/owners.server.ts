import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { accountLandingPath } from '~/lib/accounts/landing'
import { db, type Executor, type Transaction } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { salons } from '~/server/salons/tables.server'
import type { SignedIn } from '../accounts/actor.server'

/** Who owns the salon: the account's id, null when nobody does, undefined when there is no such salon. */
export async function salonOwnerId(salonId: number, database: Executor = db()) {
	const [salon] = await database.select({ ownerId: salons.owner_id }).from(salons).where(eq(salons.id, salonId))
	return salon?.ownerId
}

const anyOwnedSalon = preparedQuery((database) =>
	database
		.select({ id: salons.id })
		.from(salons)
		.where(eq(salons.owner_id, sql.placeholder('userId')))
		.limit(1)
		.prepare('any_owned_salon'),
)

/** Whether the account owns at least one salon (the policy's question). */
export async function accountOwnsSalon(userId: string) {
	return (await anyOwnedSalon().execute({ userId })).length > 0
}

/** Whether the signed-in user owns at least one salon. */
export async function ownsAnySalon(actor: SignedIn) {
	return accountOwnsSalon(actor.user.id)
}

/** After logging in, an owner goes to the dashboard and anyone else to the salon signup page. */
export async function accountHome(actor: SignedIn) {
	return accountLandingPath(await accountOwnsSalon(actor.user.id))
}

/** Hands the salon to this account, or (null) to nobody, in the caller's transaction. */
export async function setSalonOwner(tx: Transaction, salonId: number, ownerId: string | null) {
	await tx.update(salons).set({ owner_id: ownerId }).where(eq(salons.id, salonId))
}

/** Those of these salons that have no owner become the account's; answers their ids. */
export async function takeUnownedSalons(tx: Transaction, salonIds: number[], userId: string) {
	const taken = await tx
		.update(salons)
		.set({ owner_id: userId })
		.where(and(isNull(salons.owner_id), inArray(salons.id, salonIds)))
		.returning({ id: salons.id })
	return taken.map((row) => row.id)
}
