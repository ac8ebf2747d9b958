/**
 * The statistics beacon's limits, kept in memory per process: a write to the shared rate-limit table
 * for every page view would cost more than counting it. Both maps are bounded, so a flood of clients
 * costs a fixed amount of memory and, past the bound, loses counts rather than adding them.
 */

/** Beacons per client per minute; a page sends one or two, clicks add a few. */
export const BEACONS_PER_MINUTE = 60
/** How often one client adds to one figure of one salon in a day; a person rarely clicks "bellen" twice. */
export const FIGURE_PER_SALON_PER_DAY = 5
/** Clients remembered per minute; past it a new client's beacons are refused until the next minute. */
export const MAX_CLIENTS_PER_MINUTE = 50_000
/** (client, figure, salon) counts remembered per day; past it nothing new is counted until the next day. */
export const MAX_DAILY_COUNTS = 200_000
/** Counts one client may hold per day, so that no one client fills the day's memory for everyone. */
export const MAX_DAILY_COUNTS_PER_CLIENT = 1_000

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * 60 * 1000

export class BeaconLimits {
	private minute = 0
	private perMinute = new Map<string, number>()
	private day = 0
	private perFigure = new Map<string, number>()
	private perClient = new Map<string, number>()

	private readonly now: () => number

	constructor(now = () => Date.now()) {
		this.now = now
	}

	/** Counts one beacon of this client (a clientKey) and says whether it is within the minute's limit. */
	allowBeacon(client: string): boolean {
		const minute = Math.floor(this.now() / MINUTE_MS)
		if (minute !== this.minute) {
			this.minute = minute
			this.perMinute.clear()
		}
		const hits = this.perMinute.get(client)
		if (hits === undefined && this.perMinute.size >= MAX_CLIENTS_PER_MINUTE) return false
		this.perMinute.set(client, (hits ?? 0) + 1)
		return (hits ?? 0) < BEACONS_PER_MINUTE
	}

	/** The salons whose figure this client may still add to today; each one returned is counted. */
	countable(client: string, metric: string, salonIds: readonly number[]): number[] {
		const day = Math.floor(this.now() / DAY_MS)
		if (day !== this.day) {
			this.day = day
			this.perFigure.clear()
			this.perClient.clear()
		}
		const counted: number[] = []
		for (const salonId of new Set(salonIds)) {
			const key = `${client}|${metric}|${salonId}`
			const count = this.perFigure.get(key)
			if (count === undefined) {
				const held = this.perClient.get(client) ?? 0
				if (held >= MAX_DAILY_COUNTS_PER_CLIENT || this.perFigure.size >= MAX_DAILY_COUNTS) continue
				this.perClient.set(client, held + 1)
			} else if (count >= FIGURE_PER_SALON_PER_DAY) continue
			this.perFigure.set(key, (count ?? 0) + 1)
			counted.push(salonId)
		}
		return counted
	}
}
