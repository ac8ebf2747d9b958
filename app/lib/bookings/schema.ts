import { z } from 'zod'
import { formId, salonIdField } from '../common/ids-schema'
import { breedField, dogNameField, optionalTextField, weightField } from '../dogs/dog-schema'
import { COAT_TYPES } from './pricing'

export const BOOKING_FIELD_MESSAGES = {
	treatment: 'Kies een behandeling.',
	coat: 'Kies het vachttype van je hond.',
	time: 'Kies een tijd.',
} as const

/** 'Volgende': the dog as it comes to this appointment and the treatment, which set the price, the length and the free times. */
export const bookingChoiceSchema = z.object({
	salonId: salonIdField,
	treatmentId: formId(BOOKING_FIELD_MESSAGES.treatment),
	dogName: dogNameField,
	breed: breedField,
	weight: weightField,
	coat: z.enum(COAT_TYPES, { error: BOOKING_FIELD_MESSAGES.coat }),
	dogNotes: optionalTextField(500, 'Je notitie voor de trimmer', { singleLine: false }),
})
export type BookingChoice = z.output<typeof bookingChoiceSchema>

/** 'Afspraak bevestigen': the choice and the chosen start time (an instant). */
export const bookingSchema = bookingChoiceSchema.extend({
	startsAt: z.iso.datetime({ offset: true, error: BOOKING_FIELD_MESSAGES.time }).transform((value) => new Date(value)),
})
export type BookingInput = z.output<typeof bookingSchema>
