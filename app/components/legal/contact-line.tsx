import { Link } from 'react-router'
import { paths } from '~/lib/common/paths'

/** How to reach us about a legal page: the contact e-mail and the form. */
export function ContactLine({ contactEmail }: { contactEmail: string }) {
	return (
		<p>
			Mail naar <a href={`mailto:${contactEmail}`}>{contactEmail}</a> of gebruik het <Link to={paths.contact}>contactformulier</Link>. We
			reageren binnen 48 uur.
		</p>
	)
}
