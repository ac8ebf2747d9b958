import { describe, expect, it } from 'vitest'
import { addDays, mondayOf, rangesText, weeklyBreakText } from './agenda'
import {
	AGENDA_FIELD_MESSAGES,
	bookingSettingsSchema,
	eurosField,
	parseDayHours,
	treatmentSchema,
	weeklyBreakSchema,
} from './agenda-schema'

describe('eurosField', () => {
	it('reads euros as owners type them, a Dutch comma included, to cents', () => {
		for (const [typed, cents] of [
			['45', 4500],
			['42,50', 4250],
			['42.5', 4250],
			['€ 12,95', 1295],
			['0', 0],
			['1000', 100_000],
		] as const)
			expect(eurosField.parse(typed), typed).toBe(cents)
	})
	it('refuses more than 1000 euros, three decimals, thousands separators and words', () => {
		for (const typed of ['1000,01', '12,345', '1.000,00', 'tien', '-5', '', '1e3'])
			expect(eurosField.safeParse(typed).error?.issues[0]?.message, typed).toBe(AGENDA_FIELD_MESSAGES.euros)
	})
})

describe('parseDayHours', () => {
	it('reads one or more ranges, in order', () => {
		expect(parseDayHours('13:00-17:00, 09:00-12:00')).toEqual([
			{ start: 540, end: 720 },
			{ start: 780, end: 1020 },
		])
		expect(parseDayHours('9.30 tot 12.00')).toEqual([{ start: 570, end: 720 }])
		expect(rangesText(parseDayHours('09:00-12:00,13:00-24:00')!)).toBe('09:00-12:00, 13:00-24:00')
		expect(rangesText([])).toBe('Gesloten')
	})
	it('refuses ranges that end before they start or overlap, and what is no time', () => {
		for (const text of ['12:00-09:00', '09:00-12:00, 11:30-13:00', '9-17', '09:00', '', '25:00-26:00'])
			expect(parseDayHours(text), text).toBeUndefined()
	})
})

describe('treatmentSchema', () => {
	it('keeps a coat extra only where one of its fields says something', () => {
		const parsed = treatmentSchema.parse({
			salonId: '3',
			name: 'Wassen',
			'minutes-klein': '30',
			'euros-klein': '25',
			'minutes-middel': '45',
			'euros-middel': '35',
			'minutes-groot': '60',
			'euros-groot': '45',
			'extra-minutes-lang': '15',
			'extra-euros-lang': '',
			'extra-minutes-kort': '0',
			'extra-euros-kort': '0',
		})
		expect(parsed.pricing.coatExtras).toEqual({ lang: { minutes: 15, cents: 0 } })
		expect(parsed.treatmentId).toBeUndefined()
	})
})

describe('weeks', () => {
	it('starts a week on Monday and counts days across month ends', () => {
		expect(mondayOf('2026-11-28')).toBe('2026-11-23')
		expect(mondayOf('2026-11-23')).toBe('2026-11-23')
		expect(mondayOf('2026-11-29')).toBe('2026-11-23')
		expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
	})
})

describe('weeklyBreakSchema', () => {
	const parse = (fields: Record<string, string>) => weeklyBreakSchema.safeParse({ salonId: '7', ...fields })
	it('reads every day or a weekday, and an empty end as the rest of the day', () => {
		expect(parse({ weekday: 'elke', start: '12:30', end: '13:00' }).data).toEqual({ salonId: 7, weekday: null, start: 750, end: 780 })
		const wednesday = parse({ weekday: '2', start: '12:00', end: '' }).data!
		expect(wednesday).toEqual({ salonId: 7, weekday: 2, start: 720, end: 1440 })
		expect(weeklyBreakText(wednesday)).toBe('Woensdag vanaf 12:00')
		expect(weeklyBreakText({ weekday: null, start: 750, end: 780 })).toBe('Elke dag 12:30-13:00')
	})
	it('answers each wrong field with its Dutch message, at the field', () => {
		for (const [fields, field, message] of [
			[{ weekday: '7', start: '12:00' }, 'weekday', AGENDA_FIELD_MESSAGES.breakDay],
			[{ weekday: 'elke', start: 'middag' }, 'start', AGENDA_FIELD_MESSAGES.breakStart],
			[{ weekday: 'elke', start: '13:00', end: '12:00' }, 'end', AGENDA_FIELD_MESSAGES.breakEnd],
			[{ weekday: 'elke', start: '13:00', end: '13:00' }, 'end', AGENDA_FIELD_MESSAGES.breakEnd],
		] as const) {
			const issue = parse(fields).error?.issues[0]
			expect([issue?.path[0], issue?.message], JSON.stringify(fields)).toEqual([field, message])
		}
	})
})

describe('bookingSettingsSchema: how far ahead regular clients book a series', () => {
	const settings = { salonId: '1', bufferMinutes: '10', noticeHours: '2', horizonDays: '28', stepMinutes: '15', cancelHours: '24' }
	it('reads 4 to 52 weeks, and leaves the horizon as it is when a form does not carry the field', () => {
		expect(bookingSettingsSchema.parse({ ...settings, seriesHorizonWeeks: '26' }).seriesHorizonWeeks).toBe(26)
		expect(bookingSettingsSchema.parse(settings).seriesHorizonWeeks).toBeUndefined()
	})
	it('answers anything else with its Dutch message', () => {
		for (const typed of ['3', '53', '', 'zes', '26.5', '-8'])
			expect(bookingSettingsSchema.safeParse({ ...settings, seriesHorizonWeeks: typed }).error?.issues[0]?.message, typed).toBe(
				AGENDA_FIELD_MESSAGES.seriesHorizon,
			)
	})
})
