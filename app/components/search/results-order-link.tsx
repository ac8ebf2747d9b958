import { Link } from 'react-router'
import { paths } from '~/lib/common/paths'

/** Under search results: how their order is decided, paid placements included. */
export function ResultsOrderLink() {
	return (
		<p className="text-sm text-slate-600">
			<Link to={`${paths.terms}#volgorde`} className="underline">
				Hoe bepalen we de volgorde?
			</Link>
		</p>
	)
}
