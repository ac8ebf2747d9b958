import { describe, expect, it } from 'vitest'
import { appointmentMoment } from './free-times'
import { cancelDeadline, cancellableAt, earlierAppointmentsTitle } from './my-appointments'

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
