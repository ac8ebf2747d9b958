import type { FieldErrors } from '../common/forms'
import { salonAdminSchema, SALON_FIELD_LABELS, type SalonAdminInput } from './salon-admin-schema'
import { fieldErrors } from '../common/forms'

/** The columns a CSV import reads: the salon fields by their database names; lists split on '|'. */
export const CSV_COLUMNS = Object.keys(SALON_FIELD_LABELS).filter((column) => column !== 'owner_id') as (keyof typeof SALON_FIELD_LABELS)[]
export const CSV_LIST_COLUMNS = ['services_nl', 'opening_hours'] as const

export type ImportRow =
	| { line: number; action: 'create'; name: string; input: SalonAdminInput }
	| { line: number; action: 'update'; name: string; input: SalonAdminInput; salonId: number }
	| { line: number; action: 'reject'; name: string; reason: string }

/** The key a row matches an existing salon by: its name and postcode, without case or spaces. */
export function matchKey(name: string, postalCode: string | null): string {
	return `${name.trim().toLowerCase()}|${(postalCode ?? '').replace(/\s+/g, '').toLowerCase()}`
}

function reasonOf(errors: FieldErrors): string {
	return Object.entries(errors)
		.map(([field, message]) => `${SALON_FIELD_LABELS[field as keyof typeof SALON_FIELD_LABELS] ?? field}: ${message}`)
		.join(' ')
}

/**
 * What importing each record would do: update the salon with the same name and postcode, create a
 * new one, or reject the row and say why (the same rules as the admin form). A second row with the
 * same name and postcode in one file is rejected, so a file cannot overwrite itself.
 */
export function classifyRows(records: Record<string, string>[], existing: ReadonlyMap<string, number>): ImportRow[] {
	const seen = new Set<string>()
	return records.map((record, index) => {
		const line = index + 2
		const values: Record<string, string | string[]> = { ...record }
		for (const column of CSV_LIST_COLUMNS) values[column] = (record[column] ?? '').split('|')
		const parsed = salonAdminSchema.safeParse(values)
		const name = (record.name ?? '').trim() || '(zonder naam)'
		if (!parsed.success) return { line, action: 'reject', name, reason: reasonOf(fieldErrors(parsed.error)) }
		const key = matchKey(parsed.data.name, parsed.data.postal_code)
		if (seen.has(key)) return { line, action: 'reject', name, reason: 'Deze naam en postcode staan al eerder in het bestand.' }
		seen.add(key)
		const salonId = existing.get(key)
		return salonId ? { line, action: 'update', name, input: parsed.data, salonId } : { line, action: 'create', name, input: parsed.data }
	})
}
