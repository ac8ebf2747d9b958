import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { paths } from '~/lib/common/paths'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

/** The salon page's not-found and load-failure texts (spec: 'Trimsalon niet gevonden', and a Dutch text for the load failure). */
export function SalonProblem({ notFound }: { notFound: boolean }) {
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center">
			<h1 className="text-3xl font-bold">{notFound ? SALON_NOT_FOUND : 'De trimsalon kon niet worden geladen'}</h1>
			<p className="mt-3 text-slate-600">
				{notFound
					? 'De gevraagde trimsalon bestaat niet of is verplaatst.'
					: 'De gegevens van deze trimsalon konden niet worden geladen. Probeer het later opnieuw.'}
			</p>
			<Link to={paths.directory} className={buttonClass('primary', 'mt-8')}>
				Bekijk alle trimsalons
			</Link>
		</section>
	)
}
