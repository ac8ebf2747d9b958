import { z } from 'zod'
import { formId, salonIdField } from '../common/ids-schema'
import { breedField, dogNameField, optionalTextField, weightField } from '../dogs/dog-schema'
import { COAT_TYPES } from './pricing'
import { normalizePhoneNumber } from '../accounts/phone'

export const BOOKING_FIELD_MESSAGES = {
	treatment: 'Kies een behandeling.',
	coat: 'Kies het vachttype van je hond.',
	time: 'Kies een tijd.',
	timeOutOfReach: 'Deze tijd kun je niet (meer) boeken. Kies een van de vrije tijden.',
	phone: 'Vul een telefoonnummer in waarop de trimsalon je kan bellen, bijvoorbeeld 06 12345678, of laat het leeg.',
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
