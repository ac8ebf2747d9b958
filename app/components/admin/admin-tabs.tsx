import { NavLink } from 'react-router'
import { paths } from '~/lib/paths'

export type AdminTab = { label: string; to: string; /** Current only on this exact path (the index tab). */ end?: boolean }

/** The admin portal's tabs, one URL each, so reload and back keep the tab. */
export const ADMIN_TABS: readonly AdminTab[] = [
	{ label: 'Nieuwe aanmeldingen', to: paths.admin, end: true },
	{ label: 'Trimsalons beheren', to: paths.adminListings },
	{ label: 'Claims beheren', to: paths.adminClaims },
	{ label: 'Uitgelichte vermeldingen', to: paths.adminFeatured },
	{ label: 'CSV-import', to: paths.adminImport },
]

/** The tab list: links, the current one marked with aria-current="page". */
export function AdminTabs({ tabs = ADMIN_TABS }: { tabs?: readonly AdminTab[] }) {
	return (
		<nav aria-label="Onderdelen van het beheer" className="mt-8 border-b border-slate-200">
			<ul className="-mb-px flex flex-wrap gap-x-1">
				{tabs.map((tab) => (
					<li key={tab.to}>
						<NavLink
							to={tab.to}
							end={tab.end}
							className={({ isActive }) =>
								`inline-block border-b-2 px-4 py-2.5 text-sm font-semibold ${
									isActive
										? 'border-brand-600 text-brand-700'
										: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
								}`
							}
						>
							{tab.label}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
