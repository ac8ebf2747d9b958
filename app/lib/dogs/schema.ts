import { z } from 'zod'
import { formId } from '../common/ids-schema'
import { COAT_TYPES } from './coats'
import { breedField, dogNameField, optionalTextField, weightField } from './dog-schema'
import { DOG_NOT_FOUND } from './dogs'

export const DOG_FORM_MESSAGES = {
	coat: 'Kies de vacht van je hond.',
} as const

/** A saved dog named by a form: a positive id (the verb answers one that is not the account's the same way). */
const dogIdField = formId(DOG_NOT_FOUND)

/**
 * A saved dog, added (without `dogId`) or edited: the same dog fields as Plek aanvragen and booking,
 * the coat as the treatments price it, and a note for the groomer (behaviour, health).
 */
export const dogSchema = z.object({
	dogId: z.preprocess((value) => (value === '' ? undefined : value), dogIdField.optional()),
	name: dogNameField,
	breed: breedField,
	weight: weightField,
	coat: z.enum(COAT_TYPES, { error: DOG_FORM_MESSAGES.coat }),
	notes: optionalTextField(500, 'Je notitie', { singleLine: false }),
})

export type DogInput = z.output<typeof dogSchema>

/** Deleting one saved dog. */
export const deleteDogSchema = z.object({ dogId: dogIdField })
