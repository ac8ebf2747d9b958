import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../common/forms'
import { OPENING_HOURS_MESSAGES, openingHoursEditorSchema } from './opening-hours-schema'

const errorsOf = (form: Record<string, string>) => {
	const result = openingHoursEditorSchema.safeParse({ salonId: '7', ...form })
	return result.success ? {} : fieldErrors(result.error)
}

describe('the opening-hours editor form', () => {
	it('turns the posted days into the stored lines', () => {
		const result = openingHoursEditorSchema.parse({
			salonId: '7',
			'open-0': 'on',
			'from-0-0': '09:00',
			'to-0-0': '12:00',
			'from-0-1': '13:00',
			'to-0-1': '17:30',
			'open-5': 'on',
			'from-5-0': '10:00',
			'to-5-0': '14:00',
			// A closed day's times are ignored.
			'from-6-0': 'nonsense',
		})
		expect(result.salonId).toBe(7)
		expect(result.opening_hours).toEqual([
			'Maandag: 09:00 - 12:00, 13:00 - 17:30',
			'Dinsdag: Gesloten',
			'Woensdag: Gesloten',
			'Donderdag: Gesloten',
			'Vrijdag: Gesloten',
			'Zaterdag: 10:00 - 14:00',
			'Zondag: Gesloten',
		])
	})

	it('refuses times that are not times, in Dutch, next to the field', () => {
		expect(errorsOf({ 'open-1': 'on', 'from-1-0': '9 uur', 'to-1-0': '17:00' })).toEqual({ 'from-1-0': OPENING_HOURS_MESSAGES.time })
		expect(errorsOf({ 'open-1': 'on', 'from-1-0': '09:00', 'to-1-0': '25:00' })).toEqual({ 'to-1-0': OPENING_HOURS_MESSAGES.time })
		expect(errorsOf({ 'open-1': 'on' })).toEqual({ 'from-1-0': OPENING_HOURS_MESSAGES.time })
	})

	it('refuses a closing time before the opening time, and a second period inside the first', () => {
		expect(errorsOf({ 'open-2': 'on', 'from-2-0': '17:00', 'to-2-0': '09:00' })).toEqual({ 'to-2-0': OPENING_HOURS_MESSAGES.order })
		expect(errorsOf({ 'open-2': 'on', 'from-2-0': '09:00', 'to-2-0': '13:00', 'from-2-1': '12:00', 'to-2-1': '17:00' })).toEqual({
			'from-2-1': OPENING_HOURS_MESSAGES.break,
		})
		expect(errorsOf({ 'open-2': 'on', 'from-2-0': '09:00', 'to-2-0': '12:00', 'from-2-1': '13:00' })).toEqual({
			'to-2-1': OPENING_HOURS_MESSAGES.time,
		})
	})

	it('needs the salon', () => {
		expect(errorsOf({ salonId: 'x' })).toEqual({ salonId: 'Trimsalon niet gevonden' })
	})
})
