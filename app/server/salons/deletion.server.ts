import { eq } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'

/** An owner's account is going: their salons stay listed without an owner. Answers the names of the salons released. */
export async function releaseSalonsOf(executor: Executor, ownerId: string): Promise<string[]> {
	const released = await executor
		.update(salons)
		.set({ owner_id: null })
		.where(eq(salons.owner_id, ownerId))
		.returning({ name: salons.name })
	return released.map((salon) => salon.name)
}

/** Deletes a salon; what belongs to it only (claims, placements, reviews, statistics …) goes with it, the database cascading. */
export async function deleteSalonRow(executor: Executor, id: number) {
	await executor.delete(salons).where(eq(salons.id, id))
}
