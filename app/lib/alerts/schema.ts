import { z } from 'zod'
import { email } from '../accounts/auth-schema'
import { formId, salonIdField } from '../common/ids-schema'
import { withoutControlCharacters } from '../common/text-schema'
import { ALERT_RADIUS_OPTIONS, DEFAULT_ALERT_RADIUS } from '~/lib/alerts/alerts'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'

const PLACE_MAX = 100
const PLACE_MISSING = 'Vul je postcode of woonplaats in.'

/**
 * The alert form: an address, where (a postcode, PC4 or PC6, or a place name) and how far (5, 10 or
 * 20 km); or, from a salon page, that one salon instead of a place. After a few requests from one
 * client the request needs a solved proof of work as well.
 */
export const alertSubscribeSchema = z
	.object({
		email,
		place: z.preprocess(
			(value) => (value === undefined ? undefined : withoutControlCharacters(value)),
			z.string({ error: PLACE_MISSING }).trim().min(1, PLACE_MISSING).max(PLACE_MAX, 'Deze postcode of plaats is te lang.').optional(),
		),
		radius: z
			.enum(ALERT_RADIUS_OPTIONS.map(String) as [string, ...string[]], {
				error: `Kies een afstand van ${ALERT_RADIUS_OPTIONS.slice(0, -1).join(', ')} of ${ALERT_RADIUS_OPTIONS.at(-1)} km.`,
			})
			.optional()
			.transform((value) => (value ? Number(value) : DEFAULT_ALERT_RADIUS)),
		salonId: salonIdField.optional(),
		// A solved proof of work, when the browser has one: checked by the server only.
		[PROOF_OF_WORK_FIELD]: z.string().max(1000).optional(),
	})
	.refine((input) => input.salonId !== undefined || input.place !== undefined, { message: PLACE_MISSING, path: ['place'] })

export type AlertSubscribeInput = z.output<typeof alertSubscribeSchema>

/** Ending one of one's own subscriptions under Mijn account. */
export const endAlertSchema = z.object({ subscriptionId: formId('Melding niet gevonden') })
