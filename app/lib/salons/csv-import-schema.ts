import { z } from 'zod'
import { UNKNOWN_ACTION } from '../common/forms'

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
const NO_FILE = 'Kies een CSV-bestand.'

/** The CSV import form: a file of at most 5 MB, to preview or to import. */
export const csvImportSchema = z.object({
	intent: z.enum(['preview', 'import'], { error: UNKNOWN_ACTION }),
	file: z
		.instanceof(File, { error: NO_FILE })
		.refine((file) => file.size > 0, NO_FILE)
		.refine((file) => file.size <= IMPORT_MAX_BYTES, 'Het bestand is groter dan 5 MB.'),
})
