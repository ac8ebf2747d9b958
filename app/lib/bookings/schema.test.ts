import { describe, expect, it } from 'vitest'
import { BOOKING_FIELD_MESSAGES, bookingSchemaAt, START_TIME_REACH } from './schema'

const NOW = new Date('2026-12-07T07:00:00Z')
const form = (startsAt: string) => ({
	salonId: '1',
	treatmentId: '2',
	dogName: 'Bobbie',
	breed: 'Labradoodle',
	weight: '8',
	coat: 'kort',
	startsAt,
})
const startsAtError = (startsAt: string) => {
	const parsed = bookingSchemaAt(NOW).safeParse(form(startsAt))
	return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'startsAt')?.message
}
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString()

describe('bookingSchemaAt', () => {
	it('takes an instant in any time zone from a day ago to a year ahead', () => {
		expect(bookingSchemaAt(NOW).parse(form('2026-12-08T10:00:00+01:00')).startsAt).toEqual(new Date('2026-12-08T09:00:00Z'))
		expect(startsAtError(at(-START_TIME_REACH.beforeMs))).toBeUndefined()
		expect(startsAtError(at(START_TIME_REACH.afterMs))).toBeUndefined()
	})

	it('refuses a time past either end, the first and the last ISO year, with the form message', () => {
		for (const startsAt of [
			at(-START_TIME_REACH.beforeMs - 1),
			at(START_TIME_REACH.afterMs + 1),
			'0000-01-01T00:00:00Z',
			'9999-12-31T23:59:00Z',
		])
			expect(startsAtError(startsAt), startsAt).toBe(BOOKING_FIELD_MESSAGES.timeOutOfReach)
	})

	it('refuses what is no instant with its own message', () => {
		for (const startsAt of ['morgen', '2026-02-30T10:00:00Z', '2026-12-08T10:00:00+99:99', '2026-12-08', 'NaN'])
			expect(startsAtError(startsAt), startsAt).toBe(BOOKING_FIELD_MESSAGES.time)
	})
})

describe('the number for this booking', () => {
	const parse = (clientPhone?: string) => bookingSchemaAt(NOW).safeParse({ ...form(NOW.toISOString()), clientPhone })
	it('is optional, and kept in E.164', () => {
		expect(parse().data?.clientPhone).toBeUndefined()
		expect(parse('  ').data?.clientPhone).toBeUndefined()
		expect(parse('06-12 34 56 78').data?.clientPhone).toBe('+31612345678')
	})
	it('is refused at its field in Dutch when no one can call it', () => {
		for (const typed of ['bel me', '12345', '0'.repeat(40)]) {
			const issue = parse(typed).error?.issues[0]
			expect([issue?.path[0], issue?.message], typed).toEqual(['clientPhone', BOOKING_FIELD_MESSAGES.phone])
		}
	})
})
