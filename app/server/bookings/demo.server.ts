import type { Executor } from '../platform/db/client.server'
import { setOnlineBooking } from '../salons/online-booking.server'
import { salonOwnerId } from '../salons/owners.server'
import { settingsRow } from './agenda-settings.server'
import { bookingSettings, treatments } from './tables.server'
import type { TreatmentPricing } from '~/lib/bookings/pricing'

const euros = (amount: number) => Math.round(amount * 100)

/** What a demo salon offers online, 'Volledige trimbeurt' first: its price and length grow with the weight class and the coat. */
const DEMO_TREATMENTS: { name: string; pricing: TreatmentPricing }[] = [
	{
		name: 'Volledige trimbeurt',
		pricing: {
			prices: {
				klein: { minutes: 60, cents: euros(45) },
				middel: { minutes: 90, cents: euros(60) },
				groot: { minutes: 120, cents: euros(80) },
			},
			coatExtras: {
				lang: { minutes: 15, cents: euros(10) },
				krullend: { minutes: 30, cents: euros(15) },
				ruwhaar: { minutes: 15, cents: euros(10) },
				dubbel: { minutes: 30, cents: euros(15) },
			},
		},
	},
	{
		name: 'Wassen en föhnen',
		pricing: {
			prices: {
				klein: { minutes: 30, cents: euros(25) },
				middel: { minutes: 45, cents: euros(35) },
				groot: { minutes: 60, cents: euros(45) },
			},
			coatExtras: { lang: { minutes: 15, cents: euros(5) }, dubbel: { minutes: 15, cents: euros(5) } },
		},
	},
	{
		name: 'Nagels knippen',
		pricing: {
			prices: {
				klein: { minutes: 15, cents: euros(10) },
				middel: { minutes: 15, cents: euros(10) },
				groot: { minutes: 15, cents: euros(12.5) },
			},
			coatExtras: {},
		},
	},
]

/** Online booking on, with the default rules and the demo treatments, for these salons. */
export async function enableDemoBookings(executor: Executor, salonIds: number[]) {
	for (const salonId of salonIds) {
		await executor
			.insert(bookingSettings)
			.values({ ...settingsRow(salonId, (await salonOwnerId(salonId, executor)) ?? null), enabled: true })
		await setOnlineBooking(executor, salonId, true)
		await executor.insert(treatments).values(DEMO_TREATMENTS.map((treatment, position) => ({ salon_id: salonId, position, ...treatment })))
	}
}
