import { NavLink } from 'react-router'
import { adminListingPath, paths } from '~/lib/common/paths'

/** The listings' two tabs: the overview of all salons, and the details of the one chosen there. */
export function ListingTabs({ salonId }: { salonId?: number }) {
	const tab = ({ isActive }: { isActive: boolean }) =>
		`rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:text-slate-900'}`
	return (
		<nav aria-label="Trimsalons beheren" className="flex gap-2">
			<NavLink to={paths.adminListings} end className={tab}>
				Overzicht
			</NavLink>
			{salonId ? (
				<NavLink to={adminListingPath(salonId)} className={tab}>
					Details
				</NavLink>
			) : (
				<span aria-disabled="true" className="px-3 py-1.5 text-sm font-semibold text-slate-400">
					Details
				</span>
			)}
		</nav>
	)
}
