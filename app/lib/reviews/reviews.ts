/** A review shows once published; one with links or from a burst waits for an admin; an admin may remove one. */
export const REVIEW_STATUSES = ['published', 'pending', 'removed'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** Why a review waits for an admin before it shows. */
export const HELD_REASONS = ['links', 'burst'] as const
export type HeldReason = (typeof HELD_REASONS)[number]

/** A report on a review is open until an admin keeps or removes the review. */
export const REPORT_STATUSES = ['open', 'handled'] as const

/** What a visitor can say is wrong about a listing. */
export const CORRECTION_KINDS = ['gesloten', 'verhuisd', 'telefoonnummer', 'openingstijden', 'website', 'anders'] as const
export type CorrectionKind = (typeof CORRECTION_KINDS)[number]
export const CORRECTION_LABELS: Record<CorrectionKind, string> = {
	gesloten: 'De salon is gesloten',
	verhuisd: 'De salon is verhuisd',
	telefoonnummer: 'Het telefoonnummer klopt niet',
	openingstijden: 'De openingstijden kloppen niet',
	website: 'De website klopt niet',
	anders: 'Iets anders',
}
export const CORRECTION_STATUSES = ['open', 'applied', 'dismissed'] as const
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number]
/** A correction on a salon with an owner is due for the owner's next summary mail until it was sent. */
export const OWNER_NOTICES = ['due', 'sent'] as const

/** Our own score decides a salon's place in lists once it rests on at least this many of our reviews. */
export const OWN_SCORE_MIN_REVIEWS = 3
/** A salon that at least this many different people report closed (in open reports) is flagged in the admin overview. */
export const CLOSED_FLAG_PEOPLE = 3

export const REVIEW_MIN = 20
export const REVIEW_MAX = 2000
export const SCORES = [1, 2, 3, 4, 5] as const

/** The labels an outside check relies on. */
/** How many of a salon's reviews its page shows (newest first); the average counts them all. */
export const SHOWN_REVIEWS = 50

export const REVIEW_LABELS = {
	write: 'Schrijf een beoordeling',
	score: 'Score',
	text: 'Je ervaring',
	reply: 'Reageren',
	replyHeading: 'Reactie van de eigenaar',
	report: 'Meld deze beoordeling',
	policy: 'Hoe we met beoordelingen omgaan',
	correction: 'Fout melden',
	/** Ours: written by visitors with an account here, not an editor's verdict. */
	ownScore: 'Beoordelingen van bezoekers van deze site',
	/** Taken over from the salon's public business listing; who wrote them is unknown to us. */
	importedScore: 'Overgenomen score uit openbare bedrijfsvermeldingen',
	importedReviews: 'Overgenomen fragmenten uit openbare beoordelingen',
} as const

/** The first word of a name as a review shows it; 'Anoniem' when there is none. */
export function firstName(name: string | null | undefined): string {
	const first = name?.trim().split(/\s+/)[0] ?? ''
	return first ? first.slice(0, 40) : 'Anoniem'
}

/** The visit months to choose from: this month and the eleven before it, newest first, as 'YYYY-MM'. */
export function visitMonthOptions(now: Date): string[] {
	const options: string[] = []
	for (let back = 0; back < 12; back++) {
		const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
		options.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`)
	}
	return options
}

/** The average of the scores with one decimal's precision kept by the caller; null without scores. */
export function averageScore(scores: readonly number[]): number | null {
	if (scores.length === 0) return null
	return scores.reduce((sum, score) => sum + score, 0) / scores.length
}

/**
 * The score a salon is ranked and shown on cards by: ours once it rests on enough of our reviews,
 * else the imported one. Mirrors the generated columns rank_rating and rank_count of pet_groomers.
 */
export function rankingScore(salon: { rating: number; ratingsTotal: number; ownAverage: number | null; ownCount: number }) {
	return salon.ownCount >= OWN_SCORE_MIN_REVIEWS && salon.ownAverage != null
		? { rating: salon.ownAverage, count: salon.ownCount, own: true }
		: { rating: salon.rating, count: salon.ratingsTotal, own: false }
}
