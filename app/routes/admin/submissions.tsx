import { isRouteErrorResponse, useNavigation, useRouteError } from 'react-router'
import { Alert } from '~/components/ui/alert'
import type { Route } from './+types/submissions'
import { SiteStatistics } from '~/components/admin/site-statistics'
import { SiteRequestTotalsSection } from '~/components/place-requests/request-totals'
import { SubmissionCard, type SubmissionView } from '~/components/admin/submission-card'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { paths, salonPath } from '~/lib/common/paths'
import { submissionDecisionSchema } from '~/lib/claims/schema'
import { submissionDates } from '~/lib/submissions/submissions'
import { decideAndReturn } from '~/edge/admin-decision.server'
import { readOrNull } from '~/edge/errors.server'
import { requireAdmin } from '~/edge/guards.server'
import { approveSubmission } from '~/server/submissions/approve.server'
import { listSubmissions, type SubmissionRow } from '~/server/submissions/list.server'
import { siteStatistics } from '~/server/statistics/statistics.server'
import { siteRequestTotals } from '~/server/place-requests/totals.server'
import { rejectSubmission } from '~/server/submissions/reject.server'

const toView = ({ createdAt, updatedAt: _, ...row }: SubmissionRow): SubmissionView => ({
	...row,
	...submissionDates({ ...row, createdAt }),
	listing_path: row.listing_id ? salonPath({ id: row.listing_id, slug: null }) : null,
})

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	const [{ pending, pendingCount, processed }, statistics, placeRequests] = await Promise.all([
		listSubmissions(admin),
		readOrNull(siteStatistics(admin), 'site statistics failed'),
		readOrNull(siteRequestTotals(admin), 'place request totals failed'),
	])
	return { pending: pending.map(toView), pendingCount, processed: processed.map(toView), statistics, placeRequests }
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin({ request, context })
	const options = {
		schema: submissionDecisionSchema,
		back: paths.admin,
		failureTitles: { approve: 'Fout bij goedkeuren', reject: 'Fout bij afwijzen' },
	}
	return decideAndReturn(request, options, async (decision) => {
		if (decision.intent === 'reject') {
			await rejectSubmission(admin, decision)
			return { title: 'Aanmelding afgewezen', description: 'De indiener heeft hierover een e-mail ontvangen.' }
		}
		const { listingId } = await approveSubmission(admin, decision)
		return {
			title: 'Aanmelding goedgekeurd',
			description: `De trimsalon staat online met vermelding-ID ${listingId}. De indiener heeft hierover een e-mail ontvangen.`,
		}
	})
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Nieuwe aanmeldingen', paths.admin)

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
	const busy = useNavigation().state !== 'idle'
	const { pending, pendingCount, processed, statistics, placeRequests } = loaderData
	return (
		<div className="space-y-10">
			<section aria-labelledby="nieuw">
				<h2 id="nieuw" className="text-2xl font-semibold">
					Nieuwe aanmeldingen <span className="ml-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-base text-brand-800">{pendingCount}</span>
				</h2>
				{pending.length === 0 ? <p className="mt-4 text-slate-600">Geen nieuwe aanmeldingen om te beoordelen.</p> : null}
				<ul className="mt-4 space-y-4">
					{pending.map((submission) => (
						<li key={submission.id}>
							<SubmissionCard submission={submission} busy={busy} />
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="verwerkt">
				<h2 id="verwerkt" className="text-2xl font-semibold">
					Verwerkte aanmeldingen
				</h2>
				{processed.length === 0 ? <p className="mt-4 text-slate-600">Nog geen verwerkte aanmeldingen.</p> : null}
				<ul className="mt-4 space-y-4">
					{processed.map((submission) => (
						<li key={submission.id}>
							<SubmissionCard submission={submission} busy={busy} />
						</li>
					))}
				</ul>
			</section>
			<SiteStatistics statistics={statistics} />
			<SiteRequestTotalsSection totals={placeRequests} />
		</div>
	)
}

/** A tab that cannot load shows why inside the portal, with the cards and the other tabs still there. */
export function ErrorBoundary() {
	const error = useRouteError()
	const reason = isRouteErrorResponse(error)
		? String(error.data?.message ?? error.statusText ?? error.status)
		: error instanceof Error
			? error.message
			: 'Onbekende fout'
	return (
		<Alert tone="error" title="De aanmeldingen konden niet worden geladen:">
			{reason}
		</Alert>
	)
}
