import { describe, expect, it } from 'vitest'
import { bookingLinkSchema, rhythmDue, rhythmMailDue, rhythmMailSwitchSchema, timesNear } from './rhythm'

const DAY_MS = 24 * 60 * 60 * 1000
const visit = new Date('2026-12-07T09:00:00Z')

describe('when a dog’s rhythm comes round', () => {
	it('is its weeks after the visit, and the mail is due from five days before that day until it', () => {
		const due = rhythmDue(visit, 6)
		expect(due.toISOString()).toBe('2027-01-18T09:00:00.000Z')
		expect(rhythmMailDue(due, new Date(due.getTime() - 5 * DAY_MS - 1))).toBe(false)
		expect(rhythmMailDue(due, new Date(due.getTime() - 5 * DAY_MS))).toBe(true)
		expect(rhythmMailDue(due, new Date(due.getTime() - 1))).toBe(true)
		expect(rhythmMailDue(due, due)).toBe(false)
	})

	it('offers the five free times nearest that day, before or after it, in the order of the clock', () => {
		const due = new Date('2027-01-18T09:00:00Z')
		const at = (iso: string) => ({ start: new Date(iso) })
		const days = [
			{ times: [at('2027-01-14T09:00:00Z'), at('2027-01-15T09:00:00Z')] },
			{ times: [at('2027-01-18T10:00:00Z'), at('2027-01-18T13:00:00Z')] },
			{ times: [at('2027-01-19T09:00:00Z'), at('2027-01-25T09:00:00Z')] },
		]
		expect(timesNear(days, due).map((time) => time.start.toISOString())).toEqual(
			[
				'2027-01-15T09:00:00.000Z',
				'2027-01-18T10:00:00.000Z',
				'2027-01-18T13:00:00.000Z',
				'2027-01-19T09:00:00.000Z',
				'2027-01-14T09:00:00.000Z',
			].sort(),
		)
		expect(timesNear([], due)).toEqual([])
	})
})

describe('a booking link of the mail', () => {
	it('names a dog, a treatment and an instant, or is not one', () => {
		expect(bookingLinkSchema.safeParse({ hond: '3', behandeling: '7', tijd: '2027-01-18T10:00:00.000Z' }).success).toBe(true)
		for (const query of [
			{ hond: 'x', behandeling: '7', tijd: '2027-01-18T10:00:00Z' },
			{ hond: '3', behandeling: '7', tijd: 'morgen' },
			{},
		])
			expect(bookingLinkSchema.safeParse(query).success).toBe(false)
	})

	it('reads the switch as on or off, and nothing else', () => {
		expect(rhythmMailSwitchSchema.parse({ on: 'true' })).toEqual({ on: true })
		expect(rhythmMailSwitchSchema.parse({ on: 'false' })).toEqual({ on: false })
		expect(rhythmMailSwitchSchema.safeParse({ on: 'ja' }).error?.issues[0]?.message).toBe('Kies of je de herinneringen wilt krijgen.')
	})
})
