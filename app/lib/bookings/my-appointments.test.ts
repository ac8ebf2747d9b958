import { describe, expect, it } from 'vitest'
import { appointmentMoment } from './free-times'
import { cancelDeadline, cancellableAt, cancelRuleSentence, earlierAppointmentsTitle, onlineCancelUntil } from './my-appointments'

describe('the cancellation deadline', () => {
	it('is the salon’s hours before the start, counted in real hours: across the clock change the wall clock moves', () => {
		// Sunday 29 March 2026 at 12:00 summer time; 24 hours earlier it was still winter time.
		const start = new Date('2026-03-29T10:00:00Z')
		expect(appointmentMoment(start)).toBe('zondag 29 maart om 12:00')
		expect(appointmentMoment(cancelDeadline(start, 24))).toBe('zaterdag 28 maart om 11:00')
		// Sunday 25 October 2026 at 12:00 winter time; 24 hours earlier it was still summer time.
		const autumn = new Date('2026-10-25T11:00:00Z')
		expect(appointmentMoment(autumn)).toBe('zondag 25 oktober om 12:00')
		expect(appointmentMoment(cancelDeadline(autumn, 24))).toBe('zaterdag 24 oktober om 13:00')
	})

	it('lets a coming appointment be cancelled until the deadline, not at it, and never a cancelled or past one', () => {
		const startsAt = new Date('2026-12-08T09:00:00Z')
		const before = new Date('2026-12-07T08:59:59Z')
		const at = new Date('2026-12-07T09:00:00Z')
		expect(cancellableAt({ status: 'booked', startsAt, cancelHours: 24 }, before)).toBe(true)
		expect(cancellableAt({ status: 'requested', startsAt, cancelHours: 24 }, before)).toBe(true)
		expect(cancellableAt({ status: 'booked', startsAt, cancelHours: 24 }, at)).toBe(false)
		expect(cancellableAt({ status: 'cancelled', startsAt, cancelHours: 24 }, before)).toBe(false)
		expect(cancellableAt({ status: 'no_show', startsAt, cancelHours: 0 }, before)).toBe(false)
		expect(cancellableAt({ status: 'booked', startsAt, cancelHours: 0 }, new Date('2026-12-08T08:59:00Z'))).toBe(true)
	})
})

describe('the heading of the list below the coming appointments', () => {
	const now = new Date('2026-12-07T09:00:00Z')
	const past = { status: 'booked' as const, startsAt: new Date('2026-11-30T09:00:00Z') }
	it('says it holds cancelled ones when a cancelled appointment was still to come', () => {
		expect(earlierAppointmentsTitle([past, { status: 'cancelled', startsAt: new Date('2026-12-10T09:00:00Z') }], now)).toBe(
			'Geannuleerde en eerdere afspraken',
		)
	})
	it('is Eerdere afspraken when all of them lie behind us, a cancelled one included', () => {
		expect(earlierAppointmentsTitle([past, { status: 'cancelled', startsAt: new Date('2026-12-01T09:00:00Z') }], now)).toBe(
			'Eerdere afspraken',
		)
	})
})

describe('onlineCancelUntil', () => {
	const startsAt = new Date('2026-12-08T09:00:00Z')

	it('is the deadline while it lies ahead, and nothing from the deadline on: a near time cannot be cancelled online at all', () => {
		expect(onlineCancelUntil(startsAt, 24, new Date('2026-12-07T08:59:59Z'))).toEqual(new Date('2026-12-07T09:00:00Z'))
		expect(onlineCancelUntil(startsAt, 24, new Date('2026-12-07T09:00:00Z'))).toBeNull()
		expect(onlineCancelUntil(startsAt, 24, new Date('2026-12-08T07:15:00Z'))).toBeNull()
		expect(onlineCancelUntil(startsAt, 0, new Date('2026-12-08T08:59:00Z'))).toEqual(startsAt)
	})
})

describe('cancelRuleSentence', () => {
	it('names the deadline as a sentence with its verb, or says a time inside it cannot be cancelled online', () => {
		expect(cancelRuleSentence(new Date('2026-12-06T09:00:00Z'))).toBe('Annuleren kan tot zondag 6 december, 10:00 uur.')
		expect(cancelRuleSentence(null)).toBe('Deze afspraak kun je niet meer online annuleren.')
	})
})
