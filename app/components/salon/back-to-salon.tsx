import { Link } from 'react-router'

/** Above a salon's own forms (review, report, correction, place request): the way back to its page. */
export function BackToSalon({ path, name }: { path: string; name: string }) {
	return (
		<p>
			<Link to={path} className="text-sm font-medium text-brand-700 underline">
				Terug naar {name}
			</Link>
		</p>
	)
}
