import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { SUBMISSION_LABELS } from '~/lib/submissions/schema'
import type { submissionDates } from '~/lib/submissions/submissions'
import type { SubmissionRow } from '~/server/submissions/list.server'
import { RejectDialog } from './reject-dialog'

/** A submission as the review tab shows it: the stored row with its dates in Dutch and the listing it became. */
export type SubmissionView = Omit<SubmissionRow, 'createdAt' | 'updatedAt'> &
	ReturnType<typeof submissionDates> & { listing_path: string | null }

const list = (items: string[]) => (items.length ? items.join(', ') : null)

/** One submission with every submitted field; pending ones offer approve and reject. */
export function SubmissionCard({ submission, busy }: { submission: SubmissionView; busy: boolean }) {
	const s = submission
	const rows: [string, ReactNode][] = [
		['Status', <span data-testid="submission-status">{s.status_label}</span>],
		['Ingediend', s.submitted],
		['Beoordeeld', s.reviewed],
		[SUBMISSION_LABELS.address, s.formatted_address],
		[SUBMISSION_LABELS.postalCode, s.postal_code],
		[SUBMISSION_LABELS.city, s.search_city],
		['Locatie', s.latitude !== null && s.longitude !== null ? `${s.latitude.toFixed(5)}, ${s.longitude.toFixed(5)}` : 'Niet gevonden'],
		[SUBMISSION_LABELS.phone, s.phone_number],
		[SUBMISSION_LABELS.website, s.website],
		[SUBMISSION_LABELS.summary, s.summary_nl],
		[SUBMISSION_LABELS.description, s.description_nl],
		[SUBMISSION_LABELS.services_nl, list(s.services_nl)],
		[SUBMISSION_LABELS.openingHours, list(s.opening_hours)],
		[SUBMISSION_LABELS.pricingInfo, s.pricing_info_nl],
		[SUBMISSION_LABELS.message, s.additional_message],
		['Ingediend door', `${s.submitter_name} (${s.submitter_email})`],
		...(s.rejection_reason ? ([['Reden van afwijzing', s.rejection_reason]] as [string, ReactNode][]) : []),
		...(s.listing_path ? ([['Vermelding', <a href={s.listing_path}>{s.listing_path}</a>]] as [string, ReactNode][]) : []),
	]
	return (
		<article aria-label={`Aanmelding van ${s.business_name}`} className="rounded-xl border border-slate-200 p-5">
			<h3 className="text-lg font-semibold">{s.business_name}</h3>
			<dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
				{rows.map(([label, value]) => (
					<div key={label} className="contents">
						<dt className="font-medium text-slate-700">{label}</dt>
						<dd className="whitespace-pre-wrap break-words text-slate-900">{value ?? '-'}</dd>
					</div>
				))}
			</dl>
			{s.status === 'pending' ? (
				<div className="mt-4 flex flex-wrap gap-3">
					<Form method="post">
						<input type="hidden" name="submissionId" value={s.id} />
						<Button type="submit" name="intent" value="approve" disabled={busy}>
							Goedkeuren
						</Button>
					</Form>
					<RejectDialog subject={`aanmelding van ${s.business_name}`} fields={{ submissionId: s.id }} disabled={busy} />
				</div>
			) : null}
		</article>
	)
}
