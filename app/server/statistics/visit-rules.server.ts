import type { StatMetric } from '../../lib/statistics/statistics'

/**
 * How many people one address can be on one day: browsers are told apart by a small group of their
 * user agent, so a household's phone and laptop count as two people, and a script that invents a new
 * user agent for every beacon counts as at most this many.
 */
export const AGENTS_PER_ADDRESS = 4

/** Visits held in memory until they are written; reaching it starts the write at once, and more wait for it. */
export const MAX_PENDING_VISITS = 20_000

/** The group of a user agent, 0 to AGENTS_PER_ADDRESS - 1; the same agent always falls in the same group. */
export function agentGroup(userAgent: string): number {
	let hash = 0
	for (let i = 0; i < userAgent.length; i++) hash = (Math.imul(hash, 31) + userAgent.charCodeAt(i)) | 0
	return (hash >>> 0) % AGENTS_PER_ADDRESS
}

/** Visits as columns (one person, by visitor key, counting for one figure of one salon on one Dutch day), for writing them in one statement. */
export type VisitColumns = { days: string[]; figures: StatMetric[]; salonIds: number[]; visitors: string[] }

// Neither a day, a figure, a salon id nor a visitor key (base64url) holds a space.
const keyOf = (day: string, figure: StatMetric, salonId: number, visitor: string) => `${day} ${figure} ${salonId} ${visitor}`

/**
 * The visits not yet written, each once: a person who reloads a page adds nothing here. Once
 * MAX_PENDING_VISITS are held the memory is full: whoever adds more must wait for a write (a beacon
 * may overshoot by its own salons).
 */
export class PendingVisits {
	private keys = new Set<string>()

	get size() {
		return this.keys.size
	}

	get full() {
		return this.keys.size >= MAX_PENDING_VISITS
	}

	/** Adds the person's figure for these salons; says whether this filled the memory (the moment to write). */
	add(day: string, figure: StatMetric, visitor: string, salonIds: readonly number[]): boolean {
		const wasFull = this.full
		for (const salonId of salonIds) this.keys.add(keyOf(day, figure, salonId, visitor))
		return !wasFull && this.full
	}

	/** Everything held so far, as columns; the memory is empty afterwards. */
	take(): VisitColumns {
		const columns: VisitColumns = { days: [], figures: [], salonIds: [], visitors: [] }
		for (const key of this.keys) {
			const [day, figure, salonId, visitor] = key.split(' ') as [string, StatMetric, string, string]
			columns.days.push(day)
			columns.figures.push(figure)
			columns.salonIds.push(Number(salonId))
			columns.visitors.push(visitor)
		}
		this.keys = new Set()
		return columns
	}

	/** Takes back visits whose write failed, as far as the memory allows. */
	putBack(columns: VisitColumns) {
		columns.days.forEach((day, i) => {
			if (!this.full) this.keys.add(keyOf(day, columns.figures[i]!, columns.salonIds[i]!, columns.visitors[i]!))
		})
	}
}
