import { z } from 'zod'

/** The dashboard's switch for the monthly summary mail: what it should be after the click. */
export const summaryMailSchema = z.object({
	summary: z.enum(['on', 'off'], { error: 'Kies of je het maandoverzicht wilt ontvangen.' }),
})
