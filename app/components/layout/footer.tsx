import { Link } from 'react-router'
import { FOOTER_CITIES } from './nav-links'
import { citySlugPath, paths } from '~/lib/common/paths'

type FooterLink = { to: string; label: string; external?: boolean }
type SisterSites = { physio: string; schools: string }

function columns(contactEmail: string, sisterSites: SisterSites | null): { title: string; links: FooterLink[] }[] {
	return [
		{
			title: 'Snelle links',
			links: [
				{ to: paths.home, label: 'Home' },
				{ to: paths.directory, label: 'Alle trimsalons' },
				{ to: paths.cities, label: 'Steden' },
				{ to: paths.blog, label: 'Blog' },
				{ to: paths.submitSalon, label: 'Trimsalon aanmelden' },
				{ to: paths.forOwners, label: 'Voor trimsalons' },
			],
		},
		{
			title: 'Populaire steden',
			links: FOOTER_CITIES.map((city) => ({ to: citySlugPath(city.slug), label: `Trimsalons in ${city.name}` })),
		},
		{
			title: 'Contact',
			links: [
				{ to: paths.contact, label: 'Contactformulier' },
				{ to: `mailto:${contactEmail}`, label: contactEmail, external: true },
				{ to: paths.bookingSoftware, label: 'Boekingssysteem voor hondentrimsalons' },
				// The sister sites, for what a groomer does not do.
				...(sisterSites
					? [
							{ to: sisterSites.physio, label: 'Hondenfysiotherapeuten in Nederland', external: true },
							{ to: sisterSites.schools, label: 'Hondenscholen in Nederland', external: true },
						]
					: []),
			],
		},
		{
			title: 'Juridisch',
			links: [
				{ to: paths.privacy, label: 'Privacybeleid' },
				{ to: paths.terms, label: 'Algemene Voorwaarden' },
			],
		},
	]
}

export function Footer({
	siteName,
	contactEmail,
	sisterSites,
}: {
	siteName: string
	contactEmail: string
	sisterSites: SisterSites | null
}) {
	return (
		<footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
			<div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
				{columns(contactEmail, sisterSites).map((column) => (
					<div key={column.title}>
						<h2 className="mb-3 font-semibold text-slate-900">{column.title}</h2>
						<ul className="space-y-2">
							{column.links.map((link) => (
								<li key={link.to}>
									{link.external ? (
										<a href={link.to} className="hover:text-brand-700">
											{link.label}
										</a>
									) : (
										<Link to={link.to} className="hover:text-brand-700">
											{link.label}
										</Link>
									)}
								</li>
							))}
						</ul>
					</div>
				))}
			</div>
			<p className="border-t border-slate-200 py-6 text-center text-slate-600">
				© {new Date().getFullYear()} {siteName}. Alle trimsalons van Nederland op één plek.
			</p>
		</footer>
	)
}
