import { z } from 'zod'
import { formId, salonIdField } from '../common/ids-schema'
import { breedField, dogNameField, optionalTextField, weightField } from '../dogs/dog-schema'
import { COAT_TYPES } from './pricing'
import { normalizePhoneNumber } from '../accounts/phone'
import { SERIES_COUNT, SERIES_WEEKS } from './series'

export const BOOKING_FIELD_MESSAGES = {
	treatment: 'Kies een behandeling.',
	coat: 'Kies het vachttype van je hond.',
	time: 'Kies een tijd.',
	timeOutOfReach: 'Deze tijd kun je niet (meer) boeken. Kies een van de vrije tijden.',
	phone: 'Vul een telefoonnummer in waarop de trimsalon je kan bellen, bijvoorbeeld 06 12345678, of laat het leeg.',
	everyWeeks: `Kies 'Niet herhalen' of om de hoeveel weken, van ${SERIES_WEEKS.min} tot ${SERIES_WEEKS.max}.`,
	count: `Kies hoeveel afspraken in totaal, van ${SERIES_COUNT.min} tot ${SERIES_COUNT.max}.`,
	seriesTimes: 'Bekijk de data opnieuw en bevestig dan.',
} as const

/** What the booking page tells a dog owner the salon gets; the number only when the account has none confirmed and they give one. */
export const SALON_GETS = {
	confirmedPhone: 'De trimsalon krijgt bij je afspraak je naam, e-mailadres en telefoonnummer, zodat de salon je kan bereiken.',
	askedPhone: 'De trimsalon krijgt je naam, e-mailadres en (als je het invult) je telefoonnummer.',
} as const

/** An optional number for this booking, in E.164; empty is none. */
const clientPhoneField = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined),
	z
		.string()
		.max(30, BOOKING_FIELD_MESSAGES.phone)
		.transform((value, context) => {
			const number = normalizePhoneNumber(value)
			if (number === null) context.addIssue({ code: 'custom', message: BOOKING_FIELD_MESSAGES.phone })
			return number ?? z.NEVER
		})
		.optional(),
)

const DAY_MS = 24 * 60 * 60 * 1000
/**
 * How far from now a posted start time may lie at all: a salon offers times at most 90 days ahead (the
 * verb checks its own horizon and notice), and a page left open overnight may still post yesterday's.
 */
export const START_TIME_REACH = { beforeMs: DAY_MS, afterMs: 366 * DAY_MS } as const

/** 'Volgende': the dog as it comes to this appointment and the treatment, which set the price, the length and the free times. */
export const bookingChoiceSchema = z.object({
	salonId: salonIdField,
	treatmentId: formId(BOOKING_FIELD_MESSAGES.treatment),
	dogName: dogNameField,
	breed: breedField,
	weight: weightField,
	coat: z.enum(COAT_TYPES, { error: BOOKING_FIELD_MESSAGES.coat }),
	dogNotes: optionalTextField(500, 'Je notitie voor de trimmer', { singleLine: false }),
	/** Asked only of a dog owner without a confirmed number: where the salon can call about this booking. */
	clientPhone: clientPhoneField,
})
export type BookingChoice = z.output<typeof bookingChoiceSchema>

/** The first step's fields that the later forms (a time, the waiting list) carry along, hidden. */
export const BOOKING_CHOICE_FIELDS = ['treatmentId', 'dogName', 'breed', 'weight', 'coat', 'dogNotes', 'clientPhone'] as const

/** 'Afspraak bevestigen' at `now`: the choice and the chosen start time, an instant within START_TIME_REACH of now. */
export const bookingSchemaAt = (now: Date) =>
	bookingChoiceSchema.extend({
		startsAt: z.iso
			.datetime({ offset: true, error: BOOKING_FIELD_MESSAGES.time })
			.transform((value) => new Date(value))
			.refine(
				(startsAt) =>
					startsAt.getTime() >= now.getTime() - START_TIME_REACH.beforeMs && startsAt.getTime() <= now.getTime() + START_TIME_REACH.afterMs,
				BOOKING_FIELD_MESSAGES.timeOutOfReach,
			),
	})
export type BookingInput = z.output<ReturnType<typeof bookingSchemaAt>>

/** A whole number from a form field within [min, max], with this message for anything else. */
const wholeNumberField = (min: number, max: number, message: string) =>
	z.preprocess(
		(value) => (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : undefined),
		z.number({ error: message }).int(message).min(min, message).max(max, message),
	)

/** 'Herhalen' as posted: 'Niet herhalen' is empty (or absent), else every 2 to 12 weeks. */
export const repeatField = z.preprocess(
	(value) => (value === '' || value === undefined ? undefined : value),
	wholeNumberField(SERIES_WEEKS.min, SERIES_WEEKS.max, BOOKING_FIELD_MESSAGES.everyWeeks).optional(),
)

/** 'Data bekijken' at `now`: the choice, the first time (`startsAt`), every how many weeks and how many appointments in all. */
export const seriesSchemaAt = (now: Date) =>
	bookingSchemaAt(now).extend({
		everyWeeks: wholeNumberField(SERIES_WEEKS.min, SERIES_WEEKS.max, BOOKING_FIELD_MESSAGES.everyWeeks),
		count: wholeNumberField(SERIES_COUNT.min, SERIES_COUNT.max, BOOKING_FIELD_MESSAGES.count),
	})
export type SeriesInput = z.output<ReturnType<typeof seriesSchemaAt>>

const isoInstant = z.iso.datetime({ offset: true, error: BOOKING_FIELD_MESSAGES.seriesTimes }).transform((value) => new Date(value))

/** 'Afspraak bevestigen' of a series: what was asked and the times the list showed (`seriesTimes`), which the booking finds again or refuses. */
export const bookSeriesSchemaAt = (now: Date) =>
	seriesSchemaAt(now).extend({
		seriesTimes: z.preprocess(
			(value) => (typeof value === 'string' ? [value] : value),
			z
				.array(isoInstant, { error: BOOKING_FIELD_MESSAGES.seriesTimes })
				.min(1, BOOKING_FIELD_MESSAGES.seriesTimes)
				.max(SERIES_COUNT.max, BOOKING_FIELD_MESSAGES.seriesTimes),
		),
	})
export type BookSeriesInput = z.output<ReturnType<typeof bookSeriesSchemaAt>>
