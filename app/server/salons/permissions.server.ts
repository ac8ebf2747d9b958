import { forbidden } from '../platform/errors.server'
import { ownRow, policy } from '../accounts/permissions.server'
import { accountOwnsSalon, salonOwnerId } from './owners.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

export const NOT_SALON_OWNER = 'Je bent niet de eigenaar van deze trimsalon.'

/**
 * The salons' policy, besides the account's: `salon:edit:own` (the salon's owner; 404 for no such
 * salon) and `owner:act` (an account that owns at least one salon).
 */
export const authorize = policy({
	'salon:edit:own': ownRow({ missing: SALON_NOT_FOUND, notYours: NOT_SALON_OWNER }, (salonId) => salonOwnerId(salonId)),
	'owner:act': async (user) => {
		if (!(await accountOwnsSalon(user.id))) throw forbidden('Alleen eigenaren van een trimsalon kunnen dit doen.')
	},
})
