import { z } from 'zod'
import { PLAN_IDS } from './featured-plans'
import { formId, salonIdField } from '../common/ids-schema'

/** A placement id that names no placement. */
export const PLACEMENT_NOT_FOUND = 'Uitgelichte vermelding niet gevonden'

/** A plan card's form: the salon and the plan. */
export const checkoutSchema = z.object({ salonId: salonIdField, plan: z.enum(PLAN_IDS, { error: 'Kies een abonnement.' }) })

/** An admin action on one placement; a new position is 1, 2 or 3. */
export const placementActionSchema = z.object({
	featuredId: formId(PLACEMENT_NOT_FOUND),
	position: z.preprocess(
		(value) => (value === undefined || value === '' ? undefined : Number(value)),
		z.number().int().min(1).max(3).optional(),
	),
})
