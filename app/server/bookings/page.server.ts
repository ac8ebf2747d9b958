import { and, asc, eq } from 'drizzle-orm'
import { contactOfAccount } from '../accounts/lookups.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { AppError, notFound } from '../platform/errors.server'
import { parseInput } from '../platform/input.server'
import { salonBySlugOrId } from '../salons/lookups.server'
import { bookingAt, openToThisClient } from './book.server'
import { freeTimesOf } from './free-times.server'
import { treatments } from './tables.server'
import { bookingQuote } from '~/lib/bookings/quote'
import { bookingChoiceSchema } from '~/lib/bookings/schema'
import { bookingLinkSchema } from '~/lib/bookings/rhythm'
import { weightValue } from '~/lib/dogs/dogs'
import { dogsOf } from '../dogs/dogs.server'
import type { FormEntries } from '~/lib/common/forms'
import { parseSalonParam } from '~/lib/salons/slug'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/**
 * The booking page of a salon for this dog owner: the salon, its treatments in their order, or why
 * this account cannot book there now (the same reasons the booking itself refuses with); and whether
 * to ask a number for the salon (the account has no confirmed one) and whether the salon knows this
 * client, who may then book a series ('Herhalen').
 */
export async function bookingPageOf(actor: Actor, slugOrId: string, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	const executor = db()
	const salon = await salonBySlugOrId(executor, parseSalonParam(slugOrId))
	if (!salon) throw notFound(SALON_NOT_FOUND)
	const shown = { id: salon.id, name: salon.name, slug: salon.slug, address: salon.formatted_address, phone: salon.phone_number }
	const askPhone = (await contactOfAccount(executor, user.id)).phone === null
	let repeatable: boolean
	try {
		repeatable = (await openToThisClient(executor, user.id, salon, now)).knownClient
	} catch (error) {
		if (error instanceof AppError) return { salon: shown, closed: error.message, treatments: [], askPhone, repeatable: false }
		throw error
	}
	const offered = await executor
		.select({ id: treatments.id, name: treatments.name, pricing: treatments.pricing })
		.from(treatments)
		.where(and(eq(treatments.salon_id, salon.id), eq(treatments.active, true)))
		.orderBy(asc(treatments.position), asc(treatments.id))
	return { salon: shown, closed: null, treatments: offered, askPhone, repeatable }
}

/**
 * 'Volgende': the price and length of the chosen treatment for this dog in their parts, and the free
 * start times for it in the coming weeks, nearest first.
 */
export async function quoteBooking(actor: Actor, posted: FormEntries, now = new Date()) {
	const user = await authorize(actor, 'account:act')
	const input = parseInput(posted, bookingChoiceSchema)
	const { settings, treatment, price } = await bookingAt(db(), user.id, input, now)
	const days = await freeTimesOf(db(), settings, price.minutes, now)
	return bookingQuote({ treatment, dog: { weightKg: input.weight, coat: input.coat }, days, cancelHours: settings.cancel_hours, now })
}

/**
 * A booking link of the rhythm mail (`?hond=&behandeling=&tijd=`): the second step opened for that saved
 * dog and treatment, the time chosen when it is still free (else `taken`, nothing chosen). Null for a
 * query that is no such link, a dog that is not the account's or a treatment the salon no longer offers:
 * the page then opens at its first step.
 */
export async function linkedBooking(
	actor: Actor,
	{ salonId, query }: { salonId: number; query: Record<string, string> },
	now = new Date(),
) {
	const link = bookingLinkSchema.safeParse(query)
	if (!link.success) return null
	const dog = (await dogsOf(actor)).find((saved) => saved.id === link.data.hond)
	if (!dog) return null
	const values: Record<string, string> = {
		salonId: String(salonId),
		treatmentId: String(link.data.behandeling),
		dogName: dog.name,
		breed: dog.breed,
		weight: weightValue(dog.weightKg),
		coat: dog.coat,
		dogNotes: dog.notes ?? '',
	}
	let quote
	try {
		quote = await quoteBooking(actor, values, now)
	} catch (error) {
		if (error instanceof AppError) return null
		throw error
	}
	const startsAt = new Date(link.data.tijd).toISOString()
	const free = quote.days.some((day) => day.times.some((time) => time.start === startsAt))
	return { quote, values: free ? { ...values, startsAt } : values, taken: !free }
}
