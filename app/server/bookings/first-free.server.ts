import { and, asc, eq } from 'drizzle-orm'
import type { Requester } from '../accounts/actor.server'
import { publicData } from '../platform/cache.server'
import { db } from '../platform/db/client.server'
import { freeTimesOf, openBookingSettings } from './free-times.server'
import { treatments } from './tables.server'
import { firstFreeMinutes } from '~/lib/bookings/first-free'
import { fromCents, type TreatmentOffer } from '~/lib/bookings/offers'
import type { WeightClass } from '~/lib/bookings/pricing'

/**
 * The channel a trigger on the booking tables (drizzle/0037_agenda_change.sql) notifies on commit with
 * the salon's id: every instance then forgets what it remembers of that salon's agenda, and only that.
 */
export const AGENDA_CHANGE_CHANNEL = 'agenda_change'

const agendaTag = (salonId: number) => `agenda ${salonId}`

/** Forgets what this process remembers of one salon's agenda (its first free times and offers). */
export const forgetAgenda = (salonId: number) => publicData.forgetTagged(agendaTag(salonId))

/** Even without a change, a salon's first free time is computed again after this long (the horizon moves on). */
const AGENDA_TTL_MS = 10 * 60_000
const REMEMBERED = { tag: agendaTag, ttlMs: AGENDA_TTL_MS, maxEntries: 20_000 }

/** The treatments a salon offers online, in the order its booking page lists them. */
const offeredTreatments = (salonId: number) =>
	db()
		.select({ name: treatments.name, pricing: treatments.pricing })
		.from(treatments)
		.where(and(eq(treatments.salon_id, salonId), eq(treatments.active, true)))
		.orderBy(asc(treatments.position), asc(treatments.id))

type FirstFree = { start: Date | null; validUntil: number }

/**
 * A salon's first free time for its first treatment and a dog of this class (lib/bookings/first-free.ts),
 * computed as its booking page computes free times; null when it takes no online bookings now, offers
 * nothing or has no time free within its horizon. It holds a time, never who booked. Remembered per salon
 * and class until that salon's agenda changes, and no longer than the time can still be booked.
 */
const firstFreeOf = publicData.keyed(
	async (salonId: number, weightClass: WeightClass): Promise<FirstFree> => {
		const now = new Date()
		const settings = await openBookingSettings(db(), salonId)
		const [first] = settings ? await offeredTreatments(salonId).limit(1) : []
		if (!settings || !first) return { start: null, validUntil: Infinity }
		const [day] = await freeTimesOf(db(), settings, firstFreeMinutes(first.pricing, weightClass), now)
		const start = day?.times[0]?.start ?? null
		return { start, validUntil: start ? start.getTime() - settings.notice_minutes * 60_000 : Infinity }
	},
	{ ...REMEMBERED, validUntil: (value) => value.validUntil },
)

/** The first free time of each of these salons for a dog of this class (null: none), by salon id. */
export async function firstFreeTimes(
	_actor: Requester,
	{ salonIds, weightClass }: { salonIds: readonly number[]; weightClass: WeightClass },
): Promise<Map<number, Date | null>> {
	const found = await Promise.all(salonIds.map(async (id) => [id, (await firstFreeOf(id, weightClass)).start] as const))
	return new Map(found)
}

const offersOf = publicData.keyed(async (salonId: number): Promise<TreatmentOffer[]> => {
	if (!(await openBookingSettings(db(), salonId))) return []
	const offered = await offeredTreatments(salonId)
	return offered.map((treatment) => ({ name: treatment.name, fromCents: fromCents(treatment.pricing) }))
}, REMEMBERED)

/** What a salon offers online, each treatment with its lowest price, for its public page; none when it takes no bookings now. */
export const salonOffers = (_actor: Requester, { salonId }: { salonId: number }) => offersOf(salonId)
