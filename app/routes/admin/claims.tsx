import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/claims'
import { ClaimsTable } from '~/components/admin/claims-table'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { CLAIM_FILTERS, claimFilter } from '~/lib/claims/claims'
import { formatSubmittedDate } from '~/lib/common/dutch-date'
import { paths } from '~/lib/common/paths'
import { claimDecisionSchema } from '~/lib/claims/schema'
import { decideAndReturn } from '~/edge/admin-decision.server'
import { approveClaim } from '~/server/claims/approve.server'
import { listClaims } from '~/server/claims/list.server'
import { rejectClaim } from '~/server/claims/reject.server'
import { requireAdmin } from '~/edge/guards.server'

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	const status = claimFilter(new URL(request.url).searchParams.get('status'))
	const claims = await listClaims(admin, { status })
	return { status, claims: claims.map(({ created_at, ...claim }) => ({ ...claim, submitted: formatSubmittedDate(created_at) })) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin({ request, context })
	// Back to the same filter.
	const back = `${paths.adminClaims}${new URL(request.url).search}`
	const options = {
		schema: claimDecisionSchema,
		back,
		failureTitles: { approve: 'Fout bij goedkeuren claim', reject: 'Fout bij afwijzen claim' },
	}
	return decideAndReturn(request, options, async (decision) => {
		if (decision.intent === 'approve') {
			await approveClaim(admin, decision)
			return { title: 'Claim goedgekeurd', description: 'Het eigendom is overgedragen en er is een bevestiging verstuurd.' }
		}
		await rejectClaim(admin, decision)
		return { title: 'Claim afgewezen', description: 'De aanvrager heeft hierover een e-mail ontvangen.' }
	})
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Claims beheren', paths.adminClaims)

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
	const busy = useNavigation().state !== 'idle'
	return (
		<section aria-labelledby="claims">
			<h2 id="claims" className="text-2xl font-semibold">
				Claims beheren
			</h2>
			<nav aria-label="Claims filteren op status" className="mt-4">
				<ul className="flex flex-wrap gap-2">
					{CLAIM_FILTERS.map((filter) => (
						<li key={filter.label}>
							<Link
								to={filter.status ? `${paths.adminClaims}?status=${filter.status}` : paths.adminClaims}
								aria-current={filter.status === loaderData.status ? 'page' : undefined}
								className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
							>
								{filter.label}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			{loaderData.claims.length === 0 ? (
				<p className="mt-6 text-slate-600">Geen claims gevonden</p>
			) : (
				<ClaimsTable claims={loaderData.claims} busy={busy} />
			)}
		</section>
	)
}
