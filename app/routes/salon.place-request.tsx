import { Link } from 'react-router'
import type { Route } from './+types/salon.place-request'
import { PlaceRequestForm } from '~/components/place-requests/place-request-form'
import { Alert } from '~/components/ui/alert'
import { failureIn } from '~/lib/forms'
import { pageMeta, siteFrom } from '~/lib/meta'
import { paths } from '~/lib/paths'
import { MAX_OPEN_REQUESTS, PLACE_REQUEST_LABEL, REQUEST_OPEN_DAYS } from '~/lib/place-requests'
import { placeRequestSchema } from '~/lib/schemas/place-request'
import { requireUser } from '~/server/accounts/permissions.server'
import { openRequestCount, requestFormSalon } from '~/server/place-requests/read.server'
import { sendPlaceRequest } from '~/server/place-requests/send.server'
import { handleAction, invariantResponse, notFound } from '~/server/platform/http/errors.server'
import { parseForm, readForm } from '~/server/platform/http/forms.server'
import { clientIpContext } from '~/server/platform/http/request-context.server'
import { limitRequest } from '~/server/platform/rate-limit.server'

/** The form is personal (it sends as the signed-in user): a visitor logs in first and comes back here. */
export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const salon = await requestFormSalon(params.slugOrId)
	invariantResponse(salon, () => notFound('Trimsalon niet gevonden'))
	return { salon, open: await openRequestCount(user.id) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const values = await readForm(request.clone())
	return handleAction(
		async () => {
			await limitRequest('placeRequest', context.get(clientIpContext))
			const sent = await sendPlaceRequest(user, await parseForm(request, placeRequestSchema))
			return { ok: true as const, salons: sent.salons }
		},
		{ values },
	)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	pageMeta(siteFrom(matches), {
		title: loaderData ? `${PLACE_REQUEST_LABEL} bij ${loaderData.salon.name}` : PLACE_REQUEST_LABEL,
		description: 'Vraag een trimsalon of er plek is voor je hond.',
		path: paths.directory,
		noIndex: true,
	})

/** 'Plek aanvragen' for one salon: the form, or why this salon cannot take a request now, or the confirmation. */
export default function PlaceRequestPage({ loaderData, actionData }: Route.ComponentProps) {
	const { salon, open } = loaderData
	const sent = actionData?.ok ? actionData.salons : null
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<p>
				<Link to={salon.path} className="text-sm font-medium text-brand-700 underline">
					Terug naar {salon.name}
				</Link>
			</p>
			<h1 className="mt-4 text-3xl font-bold text-slate-900">
				{PLACE_REQUEST_LABEL} bij {salon.name}
			</h1>
			{sent ? (
				<div className="mt-6 space-y-4">
					<Alert tone="success" title="Je aanvraag is verstuurd">
						{sent.join(', ')} {sent.length === 1 ? 'heeft' : 'hebben'} je aanvraag ontvangen. Je krijgt een e-mail zodra er een antwoord is.
					</Alert>
					<Link to={paths.accountRequests} className="font-medium text-brand-700 underline">
						Naar Mijn aanvragen
					</Link>
				</div>
			) : !salon.owned ? (
				<div className="mt-6">
					<Alert tone="info" title="Deze trimsalon kan nog geen aanvragen ontvangen">
						{salon.name} heeft nog geen eigenaar op onze site. Ben jij de eigenaar? Claim de trimsalon op de pagina van de salon.
					</Alert>
				</div>
			) : !salon.takesRequests ? (
				<div className="mt-6">
					<Alert tone="info" title="Nu geen aanvragen">
						{salon.name} neemt op dit moment geen nieuwe klanten aan en heeft geen wachtlijst.
					</Alert>
				</div>
			) : (
				<>
					<p className="mt-3 text-slate-700">
						Beschrijf je hond en wat je zoekt. De trimsalon antwoordt met &lsquo;Ik heb plek&rsquo;, &lsquo;Wachtlijst&rsquo; of &lsquo;Geen
						plek&rsquo;. Je aanvraag staat {REQUEST_OPEN_DAYS} dagen open; je kunt {MAX_OPEN_REQUESTS} aanvragen tegelijk open hebben
						{open ? ` (nu ${open})` : ''}.
					</p>
					<div className="mt-8">
						<PlaceRequestForm salonIds={[salon.id]} failure={failureIn(actionData)} />
					</div>
				</>
			)}
		</div>
	)
}
