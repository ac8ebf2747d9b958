import { z } from 'zod'
import { formId, salonIdField } from '../common/ids-schema'
import { breedField, DOG_MESSAGES, dogNameField, optionalTextField, textField, weightField } from '../dogs/dog-schema'
import { COAT_TYPE_LABELS } from '../dogs/coats'
import { MAX_WAITING_WEEKS } from '~/lib/salons/availability'
import { AGES, DAYS, MAX_SALONS_PER_REQUEST, NEEDS, PERIODS, PLACE_ANSWERS } from '~/lib/place-requests/place-requests'

/** A place request (or one salon's copy of it) that does not exist. */
export const REQUEST_NOT_FOUND = 'Aanvraag niet gevonden'

export const PLACE_REQUEST_MESSAGES = {
	...DOG_MESSAGES,
	salons: 'Kies een trimsalon.',
	tooManySalons: `Kies ten hoogste ${MAX_SALONS_PER_REQUEST} trimsalons.`,
	choice: 'Kies een van de mogelijkheden.',
} as const

/** One choice of a fixed list, or nothing (an empty select). */
const optionalChoice = <K extends string>(choices: Record<K, string>) =>
	z.preprocess(
		(value) => (value === '' || value === undefined ? null : value),
		z.enum(Object.keys(choices) as [K, ...K[]], { error: PLACE_REQUEST_MESSAGES.choice }).nullable(),
	)

/** Ticked boxes of a fixed list: none, one (a string) or several (a list); each once. */
const choices = <K extends string>(options: Record<K, string>) =>
	z.preprocess(
		(value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
		z
			.array(z.enum(Object.keys(options) as [K, ...K[]], { error: PLACE_REQUEST_MESSAGES.choice }))
			.max(Object.keys(options).length, PLACE_REQUEST_MESSAGES.choice)
			.transform((list) => [...new Set(list)]),
	)

/** The salons asked: one to five, each once. */
const salonIds = z.preprocess(
	(value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
	z
		.array(salonIdField)
		.min(1, PLACE_REQUEST_MESSAGES.salons)
		.transform((ids) => [...new Set(ids)])
		.refine((ids) => ids.length <= MAX_SALONS_PER_REQUEST, PLACE_REQUEST_MESSAGES.tooManySalons),
)

/** The request form: the dog and the wish, for one to five salons. The browser checks it first, the verb for real. */
export const placeRequestSchema = z.object({
	salonIds,
	dogName: dogNameField,
	breed: breedField,
	weight: weightField,
	coat: optionalChoice(COAT_TYPE_LABELS),
	age: optionalChoice(AGES),
	needs: choices(NEEDS),
	firstVisit: optionalChoice({ ja: 'Ja', nee: 'Nee' }).transform((value) => (value === null ? null : value === 'ja')),
	period: optionalChoice(PERIODS),
	days: choices(DAYS),
	place: optionalTextField(60, 'Je woonplaats'),
	message: optionalTextField(1000, 'Je bericht', { singleLine: false }),
})

const WEEKS_MESSAGE = `Vul de verwachte wachttijd in hele weken in (0 tot ${MAX_WAITING_WEEKS}).`
const answerId = formId(REQUEST_NOT_FOUND)

/** An owner's answer to one request for one salon: room (a proposal or 'bel me'), the waiting list (weeks), or no room. */
export const placeAnswerSchema = z.object({
	answerId,
	answer: z.enum(PLACE_ANSWERS, { error: PLACE_REQUEST_MESSAGES.choice }),
	proposal: optionalTextField(100, 'Je voorstel'),
	callMe: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
	waitingWeeks: z.preprocess(
		(value) => (typeof value === 'string' && value.trim() ? Number(value.trim()) : null),
		z.number({ error: WEEKS_MESSAGE }).int(WEEKS_MESSAGE).min(0, WEEKS_MESSAGE).max(MAX_WAITING_WEEKS, WEEKS_MESSAGE).nullable(),
	),
})

export type PlaceAnswerInput = z.output<typeof placeAnswerSchema>

/** A note the owner adds after answering (the answer itself is final). */
export const placeNoteSchema = z.object({
	answerId,
	note: textField(500, 'Je notitie', { min: 1, missing: 'Schrijf een notitie.', singleLine: false }),
})

/** An owner reports a request as abuse, for one salon's copy. */
export const placeReportSchema = z.object({ answerId })

/** The dog owner accepts one salon's offer. */
export const acceptOfferSchema = z.object({ answerId })

/** The dog owner withdraws an open request. */
export const withdrawRequestSchema = z.object({ requestId: formId(REQUEST_NOT_FOUND) })

/** A dog owner tells a salon without owner that they wanted to ask it for a place. */
export const missedRequestSchema = z.object({ salonId: salonIdField })
