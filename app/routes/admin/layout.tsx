import type { Route } from './+types/layout'
import { SummaryCards } from '~/components/admin/summary-cards'
import { TabNav, type Tab } from '~/components/ui/tab-nav'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { paths } from '~/lib/common/paths'
import { adminSummary } from '~/server/admin/summary.server'
import { requireAdmin, adminMiddleware } from '~/edge/guards.server'
import { salonsReportedClosed } from '~/server/corrections/corrections.server'
import { Link, Outlet } from 'react-router'
import { Alert } from '~/components/ui/alert'

/** The actor is built and checked once for every page and action below this route. */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	const [summary, reportedClosed] = await Promise.all([adminSummary(admin), salonsReportedClosed(admin)])
	return { summary, reportedClosed }
}

/** The admin portal's tabs, one URL each. */
const ADMIN_TABS: readonly Tab[] = [
	{ label: 'Nieuwe aanmeldingen', to: paths.admin, end: true },
	{ label: 'Trimsalons beheren', to: paths.adminListings },
	{ label: 'Claims beheren', to: paths.adminClaims },
	{ label: 'Uitgelichte vermeldingen', to: paths.adminFeatured },
	{ label: 'CSV-import', to: paths.adminImport },
	{ label: 'Beoordelingen', to: paths.adminReviews },
	{ label: 'Correcties', to: paths.adminCorrections },
]

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Overzicht', paths.admin)

/** The admin portal: the four counters, the tabs (one URL each) and the current tab below them. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold text-slate-900">Admin Portal</h1>
			<SummaryCards summary={loaderData.summary} />
			{loaderData.reportedClosed.length ? (
				<div className="mt-6">
					<Alert tone="warning" title="Door meerdere bezoekers als gesloten gemeld">
						<ul className="list-disc pl-5">
							{loaderData.reportedClosed.map((salon) => (
								<li key={salon.id}>
									{salon.name} ({salon.reporters} verschillende bezoekers)
								</li>
							))}
						</ul>
						<Link to={paths.adminCorrections} className="underline">
							Naar de correcties
						</Link>
					</Alert>
				</div>
			) : null}
			<TabNav label="Onderdelen van het beheer" tabs={ADMIN_TABS} />
			<div className="pt-8">
				<Outlet />
			</div>
		</div>
	)
}
