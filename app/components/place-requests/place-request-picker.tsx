import { buttonClass } from '~/components/ui/button'
import { paths } from '~/lib/common/paths'
import { MAX_SALONS_PER_REQUEST } from '~/lib/place-requests/place-requests'
import type { SalonCardData } from '~/lib/salons/salon-card'

/** The form the result cards' checkboxes belong to (by their `form` attribute), so the grid needs no form around it. */
export const PICKER_FORM = 'plek-aanvragen-kiezen'

/**
 * Under a result list with salons that take place requests: send one request to the ticked ones (a
 * GET to the request form, which asks to log in first). The same for every visitor, like the list.
 */
export function PlaceRequestPicker({ salons }: { salons: SalonCardData[] }) {
	if (!salons.some((salon) => salon.takesRequests)) return null
	return (
		<form id={PICKER_FORM} method="get" action={paths.placeRequest} className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-5">
			<h2 className="text-lg font-semibold text-slate-900">Meerdere trimsalons tegelijk vragen</h2>
			<p className="mt-1 text-sm text-slate-700">
				Vink bij ten hoogste {MAX_SALONS_PER_REQUEST} trimsalons &lsquo;Meenemen in een plekaanvraag&rsquo; aan en stuur ze één aanvraag
				voor je hond.
			</p>
			<button type="submit" className={buttonClass('primary', 'mt-3')}>
				Plek aanvragen bij gekozen trimsalons
			</button>
		</form>
	)
}
