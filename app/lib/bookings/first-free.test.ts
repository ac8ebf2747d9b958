import { describe, expect, it } from 'vitest'
import { firstFreeLine, firstFreeMinutes, NO_FREE_TIME } from './first-free'

// Tuesday 8 December 2026, 21:30 in Amsterdam (UTC+1).
const now = new Date('2026-12-08T20:30:00Z')

describe('the first free time on public pages', () => {
	it('says today, tomorrow, or the day and date, in Amsterdam', () => {
		expect(firstFreeLine(new Date('2026-12-08T21:00:00Z'), now)).toBe('Eerst vrij: vandaag 22:00')
		expect(firstFreeLine(new Date('2026-12-08T23:00:00Z'), now)).toBe('Eerst vrij: morgen 00:00')
		expect(firstFreeLine(new Date('2026-12-09T09:00:00Z'), now)).toBe('Eerst vrij: morgen 10:00')
		expect(firstFreeLine(new Date('2026-12-10T09:00:00Z'), now)).toBe('Eerst vrij: donderdag 10 december 10:00')
		expect(firstFreeLine(null, now)).toBe(NO_FREE_TIME)
	})

	it('counts tomorrow across the night the clock goes back', () => {
		// Saturday 24 October 2026, 12:00; Sunday has 25 hours.
		const saturday = new Date('2026-10-24T10:00:00Z')
		expect(firstFreeLine(new Date('2026-10-25T22:30:00Z'), saturday)).toBe('Eerst vrij: morgen 23:30')
		expect(firstFreeLine(new Date('2026-10-25T23:30:00Z'), saturday)).toBe('Eerst vrij: maandag 26 oktober 00:30')
	})

	it('takes the weight class and a short coat', () => {
		const pricing = {
			prices: { klein: { minutes: 60, cents: 4500 }, middel: { minutes: 75, cents: 5500 }, groot: { minutes: 90, cents: 6500 } },
			coatExtras: { kort: { minutes: 10, cents: 0 }, lang: { minutes: 30, cents: 1000 } },
		}
		expect(firstFreeMinutes(pricing, 'middel')).toBe(85)
		expect(firstFreeMinutes({ ...pricing, coatExtras: {} }, 'groot')).toBe(90)
	})
})
