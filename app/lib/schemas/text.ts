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
