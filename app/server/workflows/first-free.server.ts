import { DEFAULT_FIRST_FREE_CLASS, firstFreeLine } from '~/lib/bookings/first-free'
import type { WeightClass } from '~/lib/bookings/pricing'
import type { SalonCardData } from '~/lib/salons/salon-card'
import type { SalonFilters } from '~/lib/search/search-params'
import type { Requester } from '~/server/accounts/actor.server'
import { firstFreeTimes } from '~/server/bookings/first-free.server'
import { logger } from '~/server/platform/logger.server'
import { citySalons, searchSalons, type FirstFreeOf, type SalonPage } from '~/server/search/search.server'

/**
 * The cards with each bookable salon's first free time for a dog of this class ('Eerst vrij: morgen
 * 10:00'). Read per request from the bookings' per-salon memo: a list remembered for a public change
 * never holds one. When it cannot be read, the cards keep the owner's statement instead.
 */
export async function withFirstFree<T extends Pick<SalonCardData, 'id' | 'bookingPath'>>(
	actor: Requester,
	{ cards, weightClass = DEFAULT_FIRST_FREE_CLASS }: { cards: readonly T[]; weightClass?: WeightClass },
): Promise<(T & Pick<SalonCardData, 'firstFree'>)[]> {
	const salonIds = cards.filter((card) => card.bookingPath).map((card) => card.id)
	if (!salonIds.length) return [...cards]
	try {
		const times = await firstFreeTimes(actor, { salonIds, weightClass })
		const now = new Date()
		return cards.map((card) => {
			if (!times.has(card.id)) return card
			const start = times.get(card.id)!
			return { ...card, firstFree: { line: firstFreeLine(start, now), free: start !== null } }
		})
	} catch (error) {
		logger.error({ err: error, salonIds }, 'first free times failed')
		return [...cards]
	}
}

/** The bookings' first free times as the search asks for them, for a dog of this class. */
const firstFreeFor =
	(actor: Requester, weightClass: WeightClass): FirstFreeOf =>
	(salonIds) =>
		firstFreeTimes(actor, { salonIds, weightClass })

/**
 * A page of a salon list (`read`), in the order 'Eerst vrij' when its filters ask for it, every bookable
 * salon's card with its first free time.
 */
async function listWithFirstFree(
	actor: Requester,
	filters: SalonFilters | undefined,
	read: (firstFreeOf: FirstFreeOf | undefined) => Promise<SalonPage>,
): Promise<SalonPage> {
	const weightClass = filters?.firstFree
	const page = await read(weightClass && firstFreeFor(actor, weightClass))
	return { ...page, salons: await withFirstFree(actor, { cards: page.salons, weightClass }) }
}

/** A page of the directory's search, as listWithFirstFree gives it. */
export const directorySalons = (actor: Requester, input: Omit<Parameters<typeof searchSalons>[1], 'firstFreeOf'>) =>
	listWithFirstFree(actor, input.filters, (firstFreeOf) => searchSalons(actor, { ...input, firstFreeOf }))

/** A page of a city's salons, as listWithFirstFree gives it. */
export const citySalonsWithFirstFree = (actor: Requester, input: Omit<Parameters<typeof citySalons>[1], 'firstFreeOf'>) =>
	listWithFirstFree(actor, input.filters, (firstFreeOf) => citySalons(actor, { ...input, firstFreeOf }))
