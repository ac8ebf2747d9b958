import { z } from 'zod'
import { formId, salonIdField } from '../common/ids-schema'
import { optionalTextField, textField } from '../dogs/dog-schema'
import type { MinuteRange } from './free-times'
import { COAT_TYPES, WEIGHT_CLASSES, type CoatType, type TreatmentPricing } from './pricing'
import { SERIES_COUNT, SERIES_WEEKS } from './series'

/** The owner's Agenda: the forms of the settings, treatments, date overrides, blocks and appointments. */
export const AGENDA_FIELD_MESSAGES = {
	buffer: 'Kies een pauze na elke afspraak tussen 0 en 240 minuten.',
	notice: 'Kies een minimale tijd vooraf tussen 0 en 168 uur.',
	horizon: 'Kies hoeveel dagen vooruit, tussen 1 en 90.',
	seriesHorizon: 'Kies hoeveel weken vooruit vaste klanten kunnen boeken, tussen 4 en 52.',
	step: 'Kies om de hoeveel minuten een afspraak kan beginnen.',
	cancelHours: 'Kies tot hoeveel uur vooraf een klant kan annuleren, tussen 0 en 168.',
	minutes: 'Vul een duur in van 5 tot 480 minuten, in stappen van 5.',
	extraMinutes: 'Vul extra minuten in van 0 tot 240, in stappen van 5.',
	euros: 'Vul een prijs in euro in tussen 0 en 1000, bijvoorbeeld 45 of 42,50.',
	treatment: 'Kies een behandeling.',
	date: 'Kies een datum.',
	time: 'Vul een begintijd in, bijvoorbeeld 10:30.',
	hours: "Vul de tijden in als '09:00-12:00, 13:00-17:00', of kies 'Gesloten'.",
	appointment: 'Deze afspraak bestaat niet (meer).',
	reason: 'Vul een reden in; de klant krijgt die per e-mail.',
	clientName: 'Vul de naam van de klant in.',
	breakDay: 'Kies een dag, of elke dag.',
	breakStart: 'Vul een begintijd in, bijvoorbeeld 12:30.',
	breakEnd: 'Vul een eindtijd na de begintijd in, of laat het leeg voor de rest van de dag.',
	weeklyBreak: 'Deze pauze bestaat niet (meer).',
	nextWeeks: `Kies over hoeveel weken, van ${SERIES_WEEKS.min} tot ${SERIES_WEEKS.max}.`,
	nextCount: `Kies hoeveel afspraken, van 1 tot ${SERIES_COUNT.max}.`,
	nextTimes: 'Bekijk de data opnieuw en plan dan.',
	cancelWhich: "Kies 'Alleen deze afspraak' of 'De rest van de reeks'.",
} as const

export const STEP_CHOICES = [5, 10, 15, 20, 30, 60] as const
/** A salon offers at most this many treatments online. */
export const MAX_TREATMENTS = 20

/** A whole number in a form field, with this message for anything else. */
const wholeNumber = (min: number, max: number, message: string, step = 1) =>
	z.preprocess(
		(value) => (typeof value === 'string' && /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : undefined),
		z
			.number({ error: message })
			.int(message)
			.min(min, message)
			.max(max, message)
			.refine((n) => n % step === 0, message),
	)

const checkbox = z.preprocess((value) => value === 'on', z.boolean())

/** 'Online afspraken' and the rules; notice in hours in the form, minutes in the table. */
export const bookingSettingsSchema = z.object({
	salonId: salonIdField,
	enabled: checkbox,
	bufferMinutes: wholeNumber(0, 240, AGENDA_FIELD_MESSAGES.buffer),
	noticeHours: wholeNumber(0, 168, AGENDA_FIELD_MESSAGES.notice),
	horizonDays: wholeNumber(1, 90, AGENDA_FIELD_MESSAGES.horizon),
	stepMinutes: z.preprocess(
		(value) => (typeof value === 'string' ? Number(value) : undefined),
		z
			.number({ error: AGENDA_FIELD_MESSAGES.step })
			.refine((n) => (STEP_CHOICES as readonly number[]).includes(n), AGENDA_FIELD_MESSAGES.step),
	),
	cancelHours: wholeNumber(0, 168, AGENDA_FIELD_MESSAGES.cancelHours),
	approveFirst: checkbox,
	/** Left out by a form without the field: the salon's horizon for series stays as it is. */
	seriesHorizonWeeks: z.preprocess(
		(value) => (value === undefined ? undefined : typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : Number.NaN),
		z
			.number({ error: AGENDA_FIELD_MESSAGES.seriesHorizon })
			.int(AGENDA_FIELD_MESSAGES.seriesHorizon)
			.min(4, AGENDA_FIELD_MESSAGES.seriesHorizon)
			.max(52, AGENDA_FIELD_MESSAGES.seriesHorizon)
			.optional(),
	),
	offerToWaitingList: checkbox,
})
export type BookingSettingsInput = z.output<typeof bookingSettingsSchema>

/** Euros as typed ('45', '42,50', '42.5', '€ 42,50') to cents; at most two decimals. */
export const eurosField = z.preprocess(
	(value) => {
		if (typeof value !== 'string') return undefined
		const clean = value.replace(/€/g, '').trim()
		return /^\d{1,4}([.,]\d{1,2})?$/.test(clean) ? Math.round(Number(clean.replace(',', '.')) * 100) : undefined
	},
	z.number({ error: AGENDA_FIELD_MESSAGES.euros }).int().min(0, AGENDA_FIELD_MESSAGES.euros).max(100_000, AGENDA_FIELD_MESSAGES.euros),
)

const minutesField = wholeNumber(5, 480, AGENDA_FIELD_MESSAGES.minutes, 5)
const optional = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const extraMinutesField = z.preprocess(optional, wholeNumber(0, 240, AGENDA_FIELD_MESSAGES.extraMinutes, 5).optional())
const extraEurosField = z.preprocess(optional, eurosField.optional())

/** The form's field names of a treatment's prices and coat extras. */
export const priceFieldName = (part: 'minutes' | 'euros', weightClass: string) => `${part}-${weightClass}`
export const extraFieldName = (part: 'minutes' | 'euros', coat: string) => `extra-${part}-${coat}`

const treatmentShape = {
	salonId: salonIdField,
	name: textField(60, 'De naam van de behandeling', { min: 1 }),
	...Object.fromEntries(
		WEIGHT_CLASSES.flatMap((weightClass) => [
			[priceFieldName('minutes', weightClass), minutesField],
			[priceFieldName('euros', weightClass), eurosField],
		]),
	),
	...Object.fromEntries(
		COAT_TYPES.flatMap((coat) => [
			[extraFieldName('minutes', coat), extraMinutesField],
			[extraFieldName('euros', coat), extraEurosField],
		]),
	),
}

/** A treatment's pricing from the form's fields: a coat has an extra when either of its fields is filled in and not 0. */
function pricingOf(fields: Record<string, unknown>): TreatmentPricing {
	const number = (name: string) => (fields[name] as number | undefined) ?? 0
	const prices = Object.fromEntries(
		WEIGHT_CLASSES.map((weightClass) => [
			weightClass,
			{ minutes: number(priceFieldName('minutes', weightClass)), cents: number(priceFieldName('euros', weightClass)) },
		]),
	) as TreatmentPricing['prices']
	const coatExtras: Partial<Record<CoatType, { minutes: number; cents: number }>> = {}
	for (const coat of COAT_TYPES) {
		const extra = { minutes: number(extraFieldName('minutes', coat)), cents: number(extraFieldName('euros', coat)) }
		if (extra.minutes || extra.cents) coatExtras[coat] = extra
	}
	return { prices, coatExtras }
}

/** 'Behandeling toevoegen' and, with its id, 'Opslaan' of an existing one. */
export const treatmentSchema = z
	.object({ ...treatmentShape, treatmentId: z.preprocess(optional, formId(AGENDA_FIELD_MESSAGES.treatment).optional()) })
	.transform((fields) => ({
		salonId: fields.salonId as number,
		treatmentId: fields.treatmentId as number | undefined,
		name: fields.name as string,
		pricing: pricingOf(fields),
	}))
export type TreatmentInput = z.output<typeof treatmentSchema>

/** One treatment of the salon ('Verwijderen'). */
export const treatmentRefSchema = z.object({ salonId: salonIdField, treatmentId: formId(AGENDA_FIELD_MESSAGES.treatment) })

/** A calendar date as the date input posts it. */
export const dateField = z
	.string({ error: AGENDA_FIELD_MESSAGES.date })
	.trim()
	.regex(/^\d{4}-\d{2}-\d{2}$/, AGENDA_FIELD_MESSAGES.date)
	.refine((value) => {
		const date = new Date(`${value}T00:00:00Z`)
		return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '2000-01-01' && value <= '2100-12-31'
	}, AGENDA_FIELD_MESSAGES.date)

const CLOCK = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/
/** '09:30' to minutes since midnight. */
export function clockMinutes(value: string): number | undefined {
	const match = CLOCK.exec(value.trim())
	return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

/** '09:00-12:00, 13:00-17:00' as ranges, in order and apart; undefined for anything else. */
export function parseDayHours(text: string): MinuteRange[] | undefined {
	const parts = text.split(/\s*[,;]\s*|\s+en\s+/).filter(Boolean)
	if (!parts.length || parts.length > 4) return undefined
	const ranges: MinuteRange[] = []
	for (const part of parts) {
		const [from, to, ...rest] = part.split(/\s*(?:-|–|tot)\s*/)
		if (rest.length || from === undefined || to === undefined) return undefined
		const start = clockMinutes(from)
		const end = to.trim() === '24:00' ? 24 * 60 : clockMinutes(to)
		if (start === undefined || end === undefined || end <= start) return undefined
		ranges.push({ start, end })
	}
	ranges.sort((a, b) => a.start - b.start)
	return ranges.every((range, index) => index === 0 || range.start >= ranges[index - 1]!.end) ? ranges : undefined
}

/** A date closed ('Gesloten'), or with other hours. */
export const dateOverrideSchema = z
	.object({
		salonId: salonIdField,
		date: dateField,
		closed: checkbox,
		hours: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(100, AGENDA_FIELD_MESSAGES.hours)),
		/** The owner saw which appointments the date leaves outside its hours, and saves it anyway. */
		confirmed: checkbox,
	})
	.transform((fields, context) => {
		const ranges = fields.closed ? [] : parseDayHours(fields.hours)
		if (!ranges) {
			context.addIssue({ code: 'custom', message: AGENDA_FIELD_MESSAGES.hours, path: ['hours'] })
			return z.NEVER
		}
		return { salonId: fields.salonId, date: fields.date, ranges, confirmed: fields.confirmed }
	})
export type DateOverrideInput = z.output<typeof dateOverrideSchema>

export const dateOverrideRefSchema = z.object({ salonId: salonIdField, date: dateField })

/** A start time on the clock ('09:30'), as minutes since midnight. */
export const startTimeField = z.string({ error: AGENDA_FIELD_MESSAGES.time }).transform((value, context) => {
	const minutes = clockMinutes(value)
	if (minutes === undefined) {
		context.addIssue({ code: 'custom', message: AGENDA_FIELD_MESSAGES.time })
		return z.NEVER
	}
	return minutes
})

/** A block ('Tijd blokkeren'): a time the owner keeps free, with an optional note. */
export const blockSchema = z.object({
	salonId: salonIdField,
	date: dateField,
	time: startTimeField,
	minutes: minutesField,
	note: optionalTextField(200, 'De notitie'),
})
export type BlockInput = z.output<typeof blockSchema>

/** An appointment taken by phone: the client, the dog, optionally the treatment. */
export const phoneAppointmentSchema = blockSchema.extend({
	clientName: textField(80, 'De naam van de klant', { min: 1, missing: AGENDA_FIELD_MESSAGES.clientName }),
	clientPhone: optionalTextField(30, 'Het telefoonnummer'),
	dogName: textField(50, 'De naam van de hond', { min: 1, missing: 'Vul de naam van de hond in.' }),
	treatmentId: z.preprocess(optional, formId(AGENDA_FIELD_MESSAGES.treatment).optional()),
	note: optionalTextField(500, 'De notitie', { singleLine: false }),
})
export type PhoneAppointmentInput = z.output<typeof phoneAppointmentSchema>

/** One appointment of the salon: 'Goedkeuren', 'Niet gekomen', removing a block. */
export const appointmentRefSchema = z.object({ salonId: salonIdField, appointmentId: formId(AGENDA_FIELD_MESSAGES.appointment) })

/** 'Annuleren' and 'Afwijzen': the reason is mailed to the dog owner. */
export const cancelAppointmentSchema = appointmentRefSchema.extend({
	reason: textField(300, 'De reden', { min: 1, missing: AGENDA_FIELD_MESSAGES.reason, singleLine: false }),
})

/** 'Annuleren' by the owner: this appointment, or of a series this one and the later ones ('rest'); without the field, this one. */
export const cancelAsOwnerSchema = cancelAppointmentSchema.extend({
	which: z.preprocess(
		(value) => (value === undefined || value === '' ? 'one' : value),
		z.enum(['one', 'rest'], { error: AGENDA_FIELD_MESSAGES.cancelWhich }),
	),
})
export type CancelAsOwnerInput = z.output<typeof cancelAsOwnerSchema>

/** 'Volgende afspraak plannen': after this appointment, every `everyWeeks` weeks, `count` appointments (1 to 4). */
export const planNextSchema = appointmentRefSchema.extend({
	everyWeeks: wholeNumber(SERIES_WEEKS.min, SERIES_WEEKS.max, AGENDA_FIELD_MESSAGES.nextWeeks),
	count: wholeNumber(1, SERIES_COUNT.max, AGENDA_FIELD_MESSAGES.nextCount),
})
export type PlanNextInput = z.output<typeof planNextSchema>

const instantField = z.iso.datetime({ offset: true, error: AGENDA_FIELD_MESSAGES.nextTimes }).transform((value) => new Date(value))

/** 'Afspraken inplannen': what was asked and the times the list showed, which the verb finds again or refuses. */
export const bookNextSchema = planNextSchema.extend({
	times: z.preprocess(
		(value) => (typeof value === 'string' ? [value] : value),
		z
			.array(instantField, { error: AGENDA_FIELD_MESSAGES.nextTimes })
			.min(1, AGENDA_FIELD_MESSAGES.nextTimes)
			.max(SERIES_COUNT.max, AGENDA_FIELD_MESSAGES.nextTimes),
	),
})
export type BookNextInput = z.output<typeof bookNextSchema>

/** The salon whose calendar link is made or renewed. */
export const salonRefSchema = z.object({ salonId: salonIdField })

/** The weekday field of a weekly break: 'elke' for every day, else 0 (Monday) to 6. */
export const EVERY_DAY = 'elke'

/** 'Pauze toevoegen': a weekday or every day, a start and an end (empty: the rest of the day). */
export const weeklyBreakSchema = z
	.object({
		salonId: salonIdField,
		weekday: z
			.string({ error: AGENDA_FIELD_MESSAGES.breakDay })
			.regex(new RegExp(`^(${EVERY_DAY}|[0-6])$`), AGENDA_FIELD_MESSAGES.breakDay)
			.transform((value) => (value === EVERY_DAY ? null : Number(value))),
		start: z.string({ error: AGENDA_FIELD_MESSAGES.breakStart }),
		end: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
	})
	.transform((fields, context) => {
		const start = clockMinutes(fields.start)
		const end = fields.end.trim() === '' ? 24 * 60 : clockMinutes(fields.end)
		if (start === undefined) context.addIssue({ code: 'custom', message: AGENDA_FIELD_MESSAGES.breakStart, path: ['start'] })
		else if (end === undefined || end <= start) context.addIssue({ code: 'custom', message: AGENDA_FIELD_MESSAGES.breakEnd, path: ['end'] })
		if (start === undefined || end === undefined || end <= start) return z.NEVER
		return { salonId: fields.salonId, weekday: fields.weekday, start, end }
	})
export type WeeklyBreakInput = z.output<typeof weeklyBreakSchema>

/** One weekly break of the salon ('Verwijderen'). */
export const weeklyBreakRefSchema = z.object({ salonId: salonIdField, breakId: formId(AGENDA_FIELD_MESSAGES.weeklyBreak) })
