import { parse } from 'csv-parse/sync'
import type { Actor } from '../accounts/actor.server'
import { stringify } from 'csv-stringify/sync'
import { CSV_COLUMNS } from '~/lib/salons/csv-import'
import { invalid } from '../platform/errors.server'

export const MAX_IMPORT_ROWS = 20_000

/** The rows of an uploaded CSV (comma or semicolon, header row with the column names), or a Dutch refusal. */
export function readCsv(text: string): Record<string, string>[] {
	let records: Record<string, string>[]
	try {
		const delimiter = (text.split('\n', 1)[0] ?? '').includes(';') ? ';' : ','
		records = parse(text, {
			columns: (header: string[]) => header.map((h) => h.trim()),
			delimiter,
			skip_empty_lines: true,
			trim: true,
			bom: true,
			relax_column_count: true,
		})
	} catch {
		throw invalid('Dit bestand is geen leesbaar CSV-bestand.')
	}
	if (!records.length) throw invalid('Het bestand bevat geen rijen.')
	if (!('name' in records[0]!)) throw invalid(`De kolom 'name' ontbreekt. Gebruik de kolommen: ${CSV_COLUMNS.join(', ')}.`)
	if (records.length > MAX_IMPORT_ROWS) throw invalid(`Maximaal ${MAX_IMPORT_ROWS} rijen per bestand.`)
	return records
}

/** A CSV file of the import columns: the header row, then one line per record (a missing value is empty). */
export function writeCsv(records: Partial<Record<(typeof CSV_COLUMNS)[number], string>>[]): string {
	return stringify([CSV_COLUMNS, ...records.map((record) => CSV_COLUMNS.map((column) => record[column] ?? ''))])
}

const TEMPLATE_EXAMPLE = {
	name: 'Trimsalon Voorbeeld',
	formatted_address: 'Markt 1, 3511 AB Utrecht',
	search_city: 'Utrecht',
	postal_code: '3511 AB',
	services_nl: 'Wassen|Knippen',
	opening_hours: 'Maandag: 09:00 - 17:00|Zondag: Gesloten',
}

/** The import template the admin downloads: the header row and one example row. */
export function csvTemplate(_admin: Actor): string {
	return writeCsv([TEMPLATE_EXAMPLE])
}
