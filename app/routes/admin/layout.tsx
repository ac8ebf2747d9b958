import { Outlet } from 'react-router'
import type { Route } from './+types/layout'
import { AdminTabs } from '~/components/admin/admin-tabs'
import { SummaryCards } from '~/components/admin/summary-cards'
import { adminTabMeta } from '~/lib/admin-meta'
import { paths } from '~/lib/paths'
import { adminSummary } from '~/server/admin/summary.server'
import { requireAdmin } from '~/server/permissions.server'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return { summary: await adminSummary() }
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Overzicht', paths.admin)

/** The admin portal: the four counters, the tabs (one URL each) and the current tab below them. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold text-slate-900">Admin Portal</h1>
			<SummaryCards summary={loaderData.summary} />
			<AdminTabs />
			<div className="pt-8">
				<Outlet />
			</div>
		</div>
	)
}
