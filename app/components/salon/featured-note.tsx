import { Link } from 'react-router'
import { paths } from '~/lib/common/paths'

/** Under a featured section: these places are paid, and how a salon owner gets one. */
export function FeaturedNote() {
	return (
		<p className="mt-4 text-sm text-slate-600">
			Uitgelichte trimsalons zijn betaalde vermeldingen (
			<Link to={`${paths.terms}#volgorde`} className="underline">
				hoe de volgorde werkt
			</Link>
			).{' '}
			<Link to={paths.forOwners} className="font-medium text-brand-700 underline">
				Ook uitgelicht worden?
			</Link>
		</p>
	)
}
