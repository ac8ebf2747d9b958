import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockAccount } from '../accounts/lookups.server'
import { db } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { conflict, notFound } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { dogs } from '~/server/dogs/tables.server'
import type { FormEntries } from '~/lib/common/forms'
import { DOG_NOT_FOUND, MAX_SAVED_DOGS, type SavedDog } from '~/lib/dogs/dogs'
import { deleteDogSchema, dogSchema } from '~/lib/dogs/schema'

export const DOG_MESSAGES = {
	tooMany: `Je kunt ten hoogste ${MAX_SAVED_DOGS} honden bewaren. Verwijder eerst een hond die je niet meer nodig hebt.`,
	notFound: DOG_NOT_FOUND,
} as const

const SAVED_DOG = {
	id: dogs.id,
	name: dogs.name,
	breed: dogs.breed,
	weightKg: dogs.weight_kg,
	coat: dogs.coat,
	rhythmWeeks: dogs.rhythm_weeks,
	notes: dogs.notes,
}

/** The account's own dogs, oldest first (the order they were added in). */
export async function dogsOf(actor: Actor): Promise<SavedDog[]> {
	const user = await authorize(actor, 'account:act')
	return savedDogsOf().execute({ userId: user.id })
}

const savedDogsOf = preparedQuery((database) =>
	database
		.select(SAVED_DOG)
		.from(dogs)
		.where(eq(dogs.user_id, sql.placeholder('userId')))
		.orderBy(asc(dogs.createdAt), asc(dogs.id))
		.prepare('saved_dogs'),
)

/**
 * Adds a dog, or edits one when the form names it. Every query is scoped to the account: a dog of
 * another account is answered as one that does not exist, so nobody learns which ids are taken. An
 * account keeps at most MAX_SAVED_DOGS; its row is locked while counting, so two adds at once count
 * each other.
 */
export async function saveDog(actor: Actor, posted: FormEntries): Promise<SavedDog> {
	const user = await authorize(actor, 'account:act')
	const { dogId, weight, rhythmWeeks, ...dog } = parseInput(posted, dogSchema)
	const values = { ...dog, weight_kg: weight, rhythm_weeks: rhythmWeeks }
	return db().transaction(async (tx) => {
		if (dogId !== undefined) {
			const [edited] = await tx
				.update(dogs)
				.set(values)
				.where(and(eq(dogs.id, dogId), eq(dogs.user_id, user.id)))
				.returning(SAVED_DOG)
			if (!edited) throw notFound(DOG_MESSAGES.notFound)
			return edited
		}
		await lockAccount(tx, user.id)
		const [saved] = await tx.select({ count: count() }).from(dogs).where(eq(dogs.user_id, user.id))
		if (saved!.count >= MAX_SAVED_DOGS) throw conflict(DOG_MESSAGES.tooMany)
		const [added] = await tx
			.insert(dogs)
			.values({ user_id: user.id, ...values })
			.returning(SAVED_DOG)
		return added!
	})
}

/** Deletes one of the account's own dogs; its name, for the answer. Appointments and requests keep their own copy of the dog. */
export async function deleteDog(actor: Actor, posted: FormEntries): Promise<string> {
	const user = await authorize(actor, 'account:act')
	const { dogId } = parseInput(posted, deleteDogSchema)
	const [deleted] = await db()
		.delete(dogs)
		.where(and(eq(dogs.id, dogId), eq(dogs.user_id, user.id)))
		.returning({ name: dogs.name })
	if (!deleted) throw notFound(DOG_MESSAGES.notFound)
	return deleted.name
}

/**
 * The rhythm in weeks of these accounts' saved dogs, by account and dog name as a booking copies it
 * (`rhythmKey`): what 'Volgende afspraak plannen' proposes for a client's dog.
 */
export async function rhythmsOf(userIds: readonly string[]): Promise<Map<string, number>> {
	if (!userIds.length) return new Map()
	const rows = await db()
		.select({ user_id: dogs.user_id, name: dogs.name, rhythm_weeks: dogs.rhythm_weeks })
		.from(dogs)
		.where(and(inArray(dogs.user_id, [...userIds]), isNotNull(dogs.rhythm_weeks)))
	return new Map(rows.map((row) => [rhythmKey(row.user_id, row.name), row.rhythm_weeks!]))
}

/** A dog of an account by its name as a booking copies it: trimmed, lower case. */
export const rhythmKey = (userId: string, dogName: string) => `${userId}\n${dogName.trim().toLowerCase()}`

/**
 * The saved dogs that have a rhythm, as a table to join (`${dogRhythms()} d` in raw SQL): the account,
 * the dog, its name as a booking copies it (trimmed, lower case, to match an appointment's dog), its
 * weight and coat (for the length of a next treatment) and its rhythm in weeks.
 */
export const dogRhythms = () =>
	new QueryBuilder()
		.select({
			id: dogs.id,
			user_id: dogs.user_id,
			name_key: sql<string>`lower(trim(${dogs.name}))`.as('name_key'),
			name: dogs.name,
			weight_kg: dogs.weight_kg,
			coat: dogs.coat,
			rhythm_weeks: dogs.rhythm_weeks,
		})
		.from(dogs)
		.where(isNotNull(dogs.rhythm_weeks))
