import type { Route } from './+types/requests'
import { InboxCard } from '~/components/place-requests/inbox-card'
import { OwnerRequestTotals } from '~/components/place-requests/request-totals'
import { Alert } from '~/components/ui/alert'
import { paths } from '~/lib/common/paths'
import { placeAnswerSchema, placeNoteSchema, placeReportSchema } from '~/lib/place-requests/schema'
import { requireUser } from '~/edge/guards.server'
import { addPlaceNote, answerPlaceRequest, reportPlaceRequest } from '~/server/place-requests/answer.server'
import { ownerInbox } from '~/server/place-requests/read.server'
import { ownerRequestTotals } from '~/server/place-requests/totals.server'
import { actAndReturn } from '~/edge/act.server'
import { readOrNull } from '~/edge/errors.server'
import { invalid } from '~/server/platform/errors.server'
import { parseForm, peekField } from '~/edge/forms.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const userId = actor.user.id
	const [inbox, totals] = await Promise.all([
		readOrNull(ownerInbox(actor), 'place request inbox failed', { userId }),
		readOrNull(ownerRequestTotals(actor), 'place request totals failed', { userId }),
	])
	return { inbox: inbox ?? [], loadFailed: !inbox, totals }
}

/** Answer a request, add a note to an answer, or report a request: only the owner of the salon it went to. */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const intent = await peekField(request, 'intent')
	return actAndReturn(
		paths.dashboardRequests,
		(reason) => ({ title: 'Niet gelukt', description: reason }),
		async () => {
			if (intent === 'answer') {
				await answerPlaceRequest(actor, await parseForm(request, placeAnswerSchema))
				return { title: 'Antwoord verstuurd', description: 'De hondeneigenaar krijgt je antwoord per e-mail.' }
			}
			if (intent === 'note') {
				await addPlaceNote(actor, await parseForm(request, placeNoteSchema))
				return { title: 'Notitie opgeslagen', description: 'De hondeneigenaar ziet je notitie bij je antwoord.' }
			}
			if (intent === 'report') {
				await reportPlaceRequest(actor, await parseForm(request, placeReportSchema))
				return { title: 'Aanvraag gemeld', description: 'Bedankt. Een beheerder bekijkt je melding.' }
			}
			throw invalid(UNKNOWN_ACTION)
		},
		{ policyInPlace: true },
	)
}

/** The 'Aanvragen' tab: the requests to the owner's salons, open ones first, each with its answer buttons or its answer. */
export default function DashboardRequests({ loaderData }: Route.ComponentProps) {
	const { inbox, loadFailed, totals } = loaderData
	return (
		<section aria-labelledby="aanvragen" className="space-y-6">
			<h2 id="aanvragen" className="text-2xl font-semibold">
				Aanvragen
			</h2>
			<p className="text-slate-700">
				Hondeneigenaren vragen hier of je plek hebt. Je ziet de hond, wat er nodig is en de woonplaats; zodra iemand jouw aanbod accepteert,
				zien jullie allebei elkaars contactgegevens.
			</p>
			{totals ? <OwnerRequestTotals totals={totals} /> : null}
			{loadFailed ? (
				<Alert tone="error">Er is een fout opgetreden bij het laden van de aanvragen.</Alert>
			) : inbox.length ? (
				<ul className="space-y-6">
					{inbox.map((entry) => (
						<li key={entry.answerId}>
							<InboxCard entry={entry} />
						</li>
					))}
				</ul>
			) : (
				<p className="text-slate-700">Je hebt nog geen aanvragen ontvangen.</p>
			)}
		</section>
	)
}
