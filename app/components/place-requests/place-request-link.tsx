import { Link } from 'react-router'
import { LinkButton } from '~/components/ui/button'
import { placeRequestPath } from '~/lib/common/paths'
import { PLACE_REQUEST_LABEL } from '~/lib/place-requests/place-requests'

/**
 * On the public salon page, the same for every visitor: 'Plek aanvragen' (to the signed-in form) when
 * the salon takes requests; for a salon without owner, that it cannot receive them until it is claimed.
 */
export function PlaceRequestLink({
	salon,
	takesRequests,
	responseTime,
}: {
	salon: { id: number; slug: string; claimed: boolean }
	takesRequests: boolean
	/** How fast the salon answers requests, when enough requests say so. */
	responseTime: string | null
}) {
	if (takesRequests)
		return (
			<div className="mt-4">
				<LinkButton to={placeRequestPath(salon)}>{PLACE_REQUEST_LABEL}</LinkButton>
				<p className="mt-2 text-sm text-slate-600">Vraag met één formulier of er plek is voor je hond.</p>
				{responseTime ? <p className="mt-1 text-sm font-medium text-slate-700">{responseTime}</p> : null}
			</div>
		)
	if (salon.claimed) return responseTime ? <p className="mt-4 text-sm font-medium text-slate-700">{responseTime}</p> : null
	return (
		<div className="mt-4 text-sm text-slate-600">
			<p>
				Deze trimsalon kan nog geen plekaanvragen ontvangen: de eigenaar heeft de vermelding nog niet geclaimd. Ben jij de eigenaar? Claim
				de trimsalon en beantwoord aanvragen van hondeneigenaren.
			</p>
			<Link to={placeRequestPath(salon)} className="mt-1 inline-block font-medium text-brand-700 underline">
				Laat de eigenaar weten dat je hier een plek zoekt
			</Link>
		</div>
	)
}
