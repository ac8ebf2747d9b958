import { z } from 'zod'
import { tooShortMessage, withoutControlCharacters } from '../common/text-schema'

/** What a dog owner writes about a dog, wherever they write it (Plek aanvragen, an appointment). */
export const DOG_MESSAGES = {
	dogName: 'Vul de naam van je hond in.',
	breed: "Vul het ras van je hond in (of 'kruising').",
	weight: 'Vul het gewicht in kilo in, tussen 0,5 en 100 kg.',
	markup: 'Gebruik geen HTML of scripts in dit veld.',
} as const

/** Markup in a text field: a tag opening or closing. Nobody describes a dog in HTML. */
const MARKUP = /<\s*\/?\s*[a-z!?]/i

/** A text field: control characters dropped, trimmed, no markup; `singleLine` turns whitespace runs into one space. */
export function textField(
	max: number,
	label: string,
	{ min = 0, missing, singleLine = true }: { min?: number; missing?: string; singleLine?: boolean } = {},
) {
	const tooShort = missing ?? tooShortMessage(label, min)
	return z.preprocess(
		(value) => {
			const clean = withoutControlCharacters(value)
			return singleLine ? clean.replace(/\s+/g, ' ') : clean
		},
		z
			.string()
			.trim()
			.min(min, tooShort)
			.max(max, `${label} mag maximaal ${max} tekens bevatten.`)
			.refine((value) => !MARKUP.test(value), DOG_MESSAGES.markup),
	)
}

/** An optional text: empty becomes null. */
export const optionalTextField = (max: number, label: string, options: { singleLine?: boolean } = {}) =>
	textField(max, label, options).transform((value) => value || null)

export const dogNameField = textField(50, 'De naam van je hond', { min: 1, missing: DOG_MESSAGES.dogName })
export const breedField = textField(60, 'Het ras', { min: 1, missing: DOG_MESSAGES.breed })

/** A weight as people type it, in kilograms: a decimal comma or point, a trailing 'kg' ('7,5 kg'); NaN when it is no number. */
const typedKilos = (typed: string) =>
	Number(
		typed
			.trim()
			.replace(/\s*kg\.?$/i, '')
			.replace(',', '.'),
	)

/** The weight in kilograms; a Dutch decimal comma and a trailing 'kg' are fine ('7,5', '8 kg'). */
export const weightField = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() ? typedKilos(value) : undefined),
	z
		.number({ error: DOG_MESSAGES.weight })
		.min(0.5, DOG_MESSAGES.weight)
		.max(100, DOG_MESSAGES.weight)
		.transform((kg) => Math.round(kg * 10) / 10),
)
