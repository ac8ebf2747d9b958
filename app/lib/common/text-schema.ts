import { z } from 'zod'

/**
 * Control characters other than newlines and tabs: never meant in a form, and NUL is refused by
 * PostgreSQL outright. Every text field drops them before its own rules run.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** A form value as text without control characters; anything that is not a string is empty. */
export function withoutControlCharacters(value: unknown): string {
	return typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '') : ''
}

/** What a text too short is told: 'Vul je voornaam in.' when anything will do, else the minimum ('Je ervaring moet minimaal 30 tekens bevatten.'). */
export function tooShortMessage(label: string, min: number): string {
	return min <= 1 ? `Vul ${label.charAt(0).toLowerCase()}${label.slice(1)} in.` : `${label} moet minimaal ${min} tekens bevatten.`
}

/**
 * A trimmed text field whose messages are Dutch for every failure, a missing field included.
 * Single-line fields (they end up in mail headers) have every whitespace run as one space.
 */
export function boundedText(min: number, max: number, label: string, { singleLine = false } = {}) {
	const tooShort = tooShortMessage(label, min)
	const clean = (value: string) => {
		const text = withoutControlCharacters(value)
		return singleLine ? text.replace(/\s+/g, ' ') : text
	}
	return z.preprocess(
		(value) => (typeof value === 'string' ? clean(value) : ''),
		z.string().trim().min(min, tooShort).max(max, `${label} mag maximaal ${max} tekens bevatten.`),
	)
}
