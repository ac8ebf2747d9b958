import { z } from 'zod'

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024

/** The CSV import form: a file of at most 5 MB, to preview or to import. */
export const csvImportSchema = z.object({
	intent: z.enum(['preview', 'import'], { error: 'Onbekende actie.' }),
	file: z
		.instanceof(File, { error: 'Kies een CSV-bestand.' })
		.refine((file) => file.size > 0, 'Kies een CSV-bestand.')
		.refine((file) => file.size <= IMPORT_MAX_BYTES, 'Het bestand is groter dan 5 MB.'),
})
