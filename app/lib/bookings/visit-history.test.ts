import { describe, expect, it } from 'vitest'
import { MAX_EARLIER_NOTES, visitHistoryBefore, type EarlierVisit } from './visit-history'

const visit = (date: string, status: EarlierVisit['status'] = 'booked', dogNotes: string | null = null): EarlierVisit => ({
	startsAt: new Date(`${date}T09:00:00Z`),
	status,
	dogName: 'Bobbie',
	dogNotes,
})

describe('visitHistoryBefore', () => {
	it('counts the kept visits and the no-shows before the appointment, with the last visit', () => {
		const history = visitHistoryBefore(
			[visit('2026-10-01'), visit('2026-11-01', 'no_show'), visit('2026-11-15'), visit('2026-12-20')],
			new Date('2026-12-01T00:00:00Z'),
		)
		expect(history).toMatchObject({ visits: 2, noShows: 1, lastVisit: new Date('2026-11-15T09:00:00Z') })
	})

	it('keeps the notes from before, newest first, each once and a few at most', () => {
		const visits = [
			visit('2026-06-01', 'booked', 'Oudste'),
			visit('2026-07-01', 'booked', 'Bang voor de föhn'),
			visit('2026-08-01', 'booked', ' Bang voor de föhn '),
			visit('2026-09-01', 'booked', 'Gevoelige huid'),
			visit('2026-10-01', 'no_show', 'Bijt soms'),
			visit('2026-11-01', 'booked', null),
		]
		const { notes } = visitHistoryBefore(visits, new Date('2026-12-01T00:00:00Z'))
		expect(notes.map((note) => note.notes)).toEqual(['Bijt soms', 'Gevoelige huid', 'Bang voor de föhn'])
		expect(notes).toHaveLength(MAX_EARLIER_NOTES)
	})

	it('is empty for a first visit', () => {
		expect(visitHistoryBefore([visit('2026-12-20')], new Date('2026-12-01T00:00:00Z'))).toEqual({
			visits: 0,
			noShows: 0,
			lastVisit: null,
			notes: [],
		})
	})
})
