import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { paths } from '~/lib/common/paths'

/** The not-found page's content, shared by the catch-all route and the error boundary. */
export function NotFound() {
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center">
			<p className="text-7xl font-extrabold text-brand-600">404</p>
			<h1 className="mt-4 text-3xl font-bold">Oeps! Pagina niet gevonden</h1>
			<p className="mt-3 text-slate-600">De pagina die je zoekt bestaat niet (meer) of is verplaatst.</p>
			<nav aria-label="Verder zoeken" className="mt-8 flex flex-wrap justify-center gap-3">
				<Link to={paths.home} className={buttonClass('primary')}>
					Naar de homepage
				</Link>
				<Link to={paths.directory} className={buttonClass('secondary')}>
					Bekijk alle trimsalons
				</Link>
				<Link to={paths.auth} className={buttonClass('secondary')}>
					Inloggen
				</Link>
			</nav>
		</section>
	)
}
