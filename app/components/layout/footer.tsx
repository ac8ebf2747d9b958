import { Link } from 'react-router'
import { FOOTER_CITIES } from './nav-links'

const QUICK_LINKS = [
	{ to: '/', label: 'Home' },
	{ to: '/directory', label: 'Alle trimsalons' },
	{ to: '/cities', label: 'Steden' },
	{ to: '/blog', label: 'Blog' },
	{ to: '/submit-trimsalon', label: 'Trimsalon aanmelden' },
	{ to: '/trimsalon-signup', label: 'Voor trimsalons' },
]

export function Footer({ siteName, contactEmail }: { siteName: string; contactEmail: string }) {
	return (
		<footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
			<div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
				<FooterColumn title="Snelle links">
					{QUICK_LINKS.map((link) => (
						<li key={link.to}>
							<Link to={link.to} className="hover:text-brand-700">
								{link.label}
							</Link>
						</li>
					))}
				</FooterColumn>
				<FooterColumn title="Populaire steden">
					{FOOTER_CITIES.map((city) => (
						<li key={city.slug}>
							<Link to={`/city/${city.slug}`} className="hover:text-brand-700">
								Trimsalons in {city.name}
							</Link>
						</li>
					))}
				</FooterColumn>
				<FooterColumn title="Contact">
					<li>
						<Link to="/contact" className="hover:text-brand-700">
							Contactformulier
						</Link>
					</li>
					<li>
						<a href={`mailto:${contactEmail}`} className="hover:text-brand-700">
							{contactEmail}
						</a>
					</li>
					<li>
						<Link to="/hondentrimboek" className="hover:text-brand-700">
							Boekingssysteem voor hondentrimsalons
						</Link>
					</li>
				</FooterColumn>
				<FooterColumn title="Juridisch">
					<li>
						<Link to="/privacy" className="hover:text-brand-700">
							Privacybeleid
						</Link>
					</li>
					<li>
						<Link to="/terms" className="hover:text-brand-700">
							Algemene Voorwaarden
						</Link>
					</li>
				</FooterColumn>
			</div>
			<p className="border-t border-slate-200 py-6 text-center text-slate-600">
				© {new Date().getFullYear()} {siteName}. Alle trimsalons van Nederland op één plek.
			</p>
		</footer>
	)
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<div>
			<h2 className="mb-3 font-semibold text-slate-900">{title}</h2>
			<ul className="space-y-2">{children}</ul>
		</div>
	)
}
