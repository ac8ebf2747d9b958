import { z } from 'zod'
import { salonIdField } from '../common/ids-schema'
import { dayFields, linesFromWeek, WEEKDAYS, type DayHours } from './week-hours'

export const OPENING_HOURS_MESSAGES = {
	time: 'Vul een geldige tijd in (uu:mm).',
	order: 'De sluitingstijd moet na de openingstijd liggen.',
	break: 'De tweede periode moet beginnen na het einde van de eerste.',
} as const

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The opening-hours editor: per day a checkbox and one or two periods of time inputs. An open day
 * needs a valid first period; a second one is optional, after a break. The result is the stored lines.
 */
export const openingHoursEditorSchema = z
	.looseObject({ salonId: salonIdField })
	.transform((form: Record<string, unknown> & { salonId: number }, context) => {
		const week: DayHours[] = WEEKDAYS.map((_, day) => {
			const fields = dayFields(day)
			const open = Boolean(form[fields.open])
			const periods = [0, 1]
				.map((period) => ({ period, from: text(form[fields.from(period)]), to: text(form[fields.to(period)]) }))
				.filter(({ period, from, to }) => period === 0 || from || to)
			if (open) checkPeriods(periods, day, context)
			return { open, periods: periods.map(({ from, to }) => ({ from, to })) }
		})
		return { salonId: form.salonId, opening_hours: linesFromWeek(week) }
	})

type Posted = { period: number; from: string; to: string }

function checkPeriods(periods: Posted[], day: number, context: z.RefinementCtx) {
	const fields = dayFields(day)
	const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
	let previousEnd = ''
	for (const { period, from, to } of periods) {
		if (!TIME.test(from)) fail(fields.from(period), OPENING_HOURS_MESSAGES.time)
		else if (!TIME.test(to)) fail(fields.to(period), OPENING_HOURS_MESSAGES.time)
		else if (to <= from) fail(fields.to(period), OPENING_HOURS_MESSAGES.order)
		else if (from <= previousEnd) fail(fields.from(period), OPENING_HOURS_MESSAGES.break)
		previousEnd = to
	}
}
