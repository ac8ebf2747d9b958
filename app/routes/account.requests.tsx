import { Link } from 'react-router'
import { AccountSubpage } from '~/components/account/account-subpage'
import type { Route } from './+types/account.requests'
import { MyRequestCard } from '~/components/place-requests/my-request-card'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { MY_REQUESTS_LABEL } from '~/lib/place-requests/place-requests'
import { isPlaceholderEmail } from '~/lib/accounts/phone'
import { acceptOfferSchema, withdrawRequestSchema } from '~/lib/place-requests/schema'
import { requireUser, signedInMiddleware } from '~/edge/guards.server'
import { acceptOffer, withdrawPlaceRequest } from '~/server/place-requests/accept.server'
import { myPlaceRequests } from '~/server/place-requests/read.server'
import { actAndReturn } from '~/edge/act.server'
import { invalid } from '~/server/platform/errors.server'
import { parseForm, peekField } from '~/edge/forms.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

/** The actor is built and checked once for every page and action below this route. */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const { user } = actor
	// The availability alert is offered to the account's address; a phone account has none to offer.
	return { requests: await myPlaceRequests(actor), email: isPlaceholderEmail(user.email) ? null : user.email }
}

/** Accept an offer, or withdraw a request: only the dog owner who sent it. */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const intent = await peekField(request, 'intent')
	return actAndReturn(
		paths.accountRequests,
		(reason) => ({ title: 'Niet gelukt', description: reason }),
		async () => {
			if (intent === 'accept') {
				await acceptOffer(actor, await parseForm(request, acceptOfferSchema))
				return { title: 'Aanbod geaccepteerd', description: 'Jij en de trimsalon zien nu elkaars contactgegevens.' }
			}
			if (intent === 'withdraw') {
				await withdrawPlaceRequest(actor, await parseForm(request, withdrawRequestSchema))
				return { title: 'Aanvraag ingetrokken', description: 'De trimsalons hebben bericht gekregen.' }
			}
			throw invalid(UNKNOWN_ACTION)
		},
		{ policyInPlace: true },
	)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: MY_REQUESTS_LABEL,
		description: 'Je plekaanvragen bij trimsalons en hun antwoorden.',
		path: paths.accountRequests,
		noIndex: true,
	})

/** Mijn aanvragen: every request with each salon's answer, 'Accepteren' on an offer, and the salon's contact once accepted. */
export default function MyRequestsPage({ loaderData }: Route.ComponentProps) {
	const { requests, email } = loaderData
	return (
		<AccountSubpage title={MY_REQUESTS_LABEL}>
			<p className="mt-2 text-slate-700">
				Trimsalons zien je woonplaats, maar niet je e-mailadres of telefoonnummer, tot je hun aanbod accepteert.
			</p>
			{requests.length ? (
				<ul className="mt-8 space-y-6">
					{requests.map((request) => (
						<li key={request.id}>
							<MyRequestCard request={request} email={email} />
						</li>
					))}
				</ul>
			) : (
				<p className="mt-8 text-slate-700">
					Je hebt nog geen aanvragen. Zoek een trimsalon die nieuwe klanten aanneemt en kies &lsquo;Plek aanvragen&rsquo;.{' '}
					<Link to={paths.directory} className="font-medium text-brand-700 underline">
						Trimsalons zoeken
					</Link>
				</p>
			)}
		</AccountSubpage>
	)
}
