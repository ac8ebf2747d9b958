import { z } from 'zod'
import { formId } from '../common/ids-schema'
import { COAT_TYPES } from './coats'
import { breedField, dogNameField, optionalTextField, weightField } from './dog-schema'
import { DOG_NOT_FOUND } from './dogs'
import { RHYTHM_WEEKS } from './rhythm'

export const DOG_FORM_MESSAGES = {
	coat: 'Kies de vacht van je hond.',
	rhythm: `Kies om de hoeveel weken je hond naar de trimsalon gaat, van ${RHYTHM_WEEKS.min} tot ${RHYTHM_WEEKS.max}, of 'Geen vast ritme'.`,
} as const

/** A saved dog named by a form: a positive id (the verb answers one that is not the account's the same way). */
const dogIdField = formId(DOG_NOT_FOUND)

/** The rhythm as posted: empty is 'Geen vast ritme' (null), else a whole number of weeks within RHYTHM_WEEKS. */
const rhythmField = z.preprocess(
	(value) =>
		value === '' || value === undefined ? null : typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value,
	z
		.number({ error: DOG_FORM_MESSAGES.rhythm })
		.int(DOG_FORM_MESSAGES.rhythm)
		.min(RHYTHM_WEEKS.min, DOG_FORM_MESSAGES.rhythm)
		.max(RHYTHM_WEEKS.max, DOG_FORM_MESSAGES.rhythm)
		.nullable(),
)

/**
 * A saved dog, added (without `dogId`) or edited: the same dog fields as Plek aanvragen and booking,
 * the coat as the treatments price it, how often it goes to the groomer (its rhythm in weeks, or none)
 * and a note for the groomer (behaviour, health).
 */
export const dogSchema = z.object({
	dogId: z.preprocess((value) => (value === '' ? undefined : value), dogIdField.optional()),
	name: dogNameField,
	breed: breedField,
	weight: weightField,
	coat: z.enum(COAT_TYPES, { error: DOG_FORM_MESSAGES.coat }),
	rhythmWeeks: rhythmField,
	notes: optionalTextField(500, 'Je notitie', { singleLine: false }),
})

export type DogInput = z.output<typeof dogSchema>

/** Deleting one saved dog. */
export const deleteDogSchema = z.object({ dogId: dogIdField })
