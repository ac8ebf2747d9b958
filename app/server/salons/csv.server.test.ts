import { describe, expect, it } from 'vitest'
import { CSV_COLUMNS } from '~/lib/salons/csv-import'
import type { Actor } from '../accounts/actor.server'
import { csvTemplate, readCsv, writeCsv } from './csv.server'

describe('the import CSV', () => {
	it('reads back what it writes, a value with a quote, a comma and a line break included', () => {
		const awkward = 'Trimsalon "De Poedel", sinds 1990\nook op zondag'
		const records = readCsv(writeCsv([{ name: awkward, search_city: 'Utrecht' }]))
		expect(records).toHaveLength(1)
		expect(records[0]!.name).toBe(awkward)
		expect(records[0]!.search_city).toBe('Utrecht')
		expect(Object.keys(records[0]!)).toEqual(CSV_COLUMNS)
	})

	it('offers a template the import reads: every column, one example row', () => {
		const [example, ...rest] = readCsv(csvTemplate({ kind: 'system', job: 'csv test' } satisfies Actor))
		expect(rest).toEqual([])
		expect(Object.keys(example!)).toEqual(CSV_COLUMNS)
		expect(example!.name).toBe('Trimsalon Voorbeeld')
		expect(example!.services_nl).toBe('Wassen|Knippen')
	})
})
