/** An earlier online appointment of a dog owner at the salon: kept (booked, its time over) or a no-show. */
export type EarlierVisit = { startsAt: Date; status: 'booked' | 'no_show'; dogName: string | null; dogNotes: string | null }
/** What the owner reads beside an appointment about the same dog owner's earlier visits. */
export type VisitHistory = {
	visits: number
	noShows: number
	/** The last visit's date (Amsterdam is the caller's to format), or null. */
	lastVisit: Date | null
	/** The notes the dog owner gave before, newest first, each once. */
	notes: { dogName: string | null; notes: string }[]
}

/** The notes shown from before: the newest few are what the groomer needs. */
export const MAX_EARLIER_NOTES = 3

/** The visits before `before` (not the appointment itself or later ones), counted, with the notes given then. */
export function visitHistoryBefore(visits: readonly EarlierVisit[], before: Date): VisitHistory {
	const earlier = visits.filter((visit) => visit.startsAt < before).sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
	const kept = earlier.filter((visit) => visit.status === 'booked')
	const notes: VisitHistory['notes'] = []
	for (const visit of earlier) {
		const text = visit.dogNotes?.trim()
		if (!text || notes.some((note) => note.notes === text && note.dogName === visit.dogName)) continue
		if (notes.push({ dogName: visit.dogName, notes: text }) === MAX_EARLIER_NOTES) break
	}
	return { visits: kept.length, noShows: earlier.length - kept.length, lastVisit: kept[0]?.startsAt ?? null, notes }
}
