import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { PlaceRequestForm } from './place-request-form'
import { Alert } from '~/components/ui/alert'
import { failureIn, type ActionFailure } from '~/lib/common/forms'
import { paths } from '~/lib/common/paths'
import { MAX_OPEN_REQUESTS, PLACE_REQUEST_LABEL, REQUEST_OPEN_DAYS } from '~/lib/place-requests/place-requests'
import type { FormSalon } from '~/server/place-requests/read.server'
import type { SavedDog } from '~/lib/dogs/dogs'
import { BackToSalon } from '~/components/salon/back-to-salon'

type Props = {
	salons: FormSalon[]
	open: number
	/** The account's saved dogs, offered to fill the dog's fields. */
	dogs: SavedDog[]
	/** Why no form can be shown (no salon chosen, too many). */
	problem?: string | null
	actionData: { ok: true; salons: string[]; missed: boolean } | ActionFailure | undefined
}

/** Why a salon cannot take a request now. */
const unavailable = (salon: FormSalon) =>
	salon.owned
		? `${salon.name} neemt op dit moment geen nieuwe klanten aan en heeft geen wachtlijst.`
		: `${salon.name} heeft nog geen eigenaar op onze site en kan daarom nog geen aanvragen ontvangen. Ben jij de eigenaar? Claim de trimsalon op de pagina van de salon.`

/** 'Plek aanvragen': the form for the chosen salons that take requests, why the others cannot, or the confirmation. */
export function PlaceRequestPage({ salons, open, dogs, problem, actionData }: Props) {
	const sent = actionData?.ok && !actionData.missed ? actionData.salons : null
	const missed = actionData?.ok && actionData.missed
	const ready = salons.filter((salon) => salon.takesRequests)
	const title = salons.length === 1 ? `${PLACE_REQUEST_LABEL} bij ${salons[0]!.name}` : PLACE_REQUEST_LABEL
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			{salons.length === 1 ? <BackToSalon path={salons[0]!.path} name={salons[0]!.name} /> : null}
			<h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
			{sent ? (
				<div className="mt-6 space-y-4">
					<Alert tone="success" title="Je aanvraag is verstuurd">
						{sent.join(', ')} {sent.length === 1 ? 'heeft' : 'hebben'} je aanvraag ontvangen. Je krijgt een e-mail zodra er een antwoord is.
					</Alert>
					<Link to={paths.accountRequests} className="font-medium text-brand-700 underline">
						Naar Mijn aanvragen
					</Link>
				</div>
			) : (
				<div className="mt-6 space-y-4">
					{problem ? <Alert tone="warning">{problem}</Alert> : null}
					{salons
						.filter((salon) => !salon.takesRequests)
						.map((salon) => (
							<Alert key={salon.id} tone="info">
								{unavailable(salon)}
							</Alert>
						))}
					{missed ? (
						<Alert tone="success" title="Bedankt">
							Claimt de eigenaar deze trimsalon, dan vertellen we hoeveel hondeneigenaren hier een plek zochten.
						</Alert>
					) : salons.length === 1 && !salons[0]!.owned ? (
						<Form method="post">
							<input type="hidden" name="intent" value="missed" />
							<input type="hidden" name="salonId" value={salons[0]!.id} />
							<Button type="submit" variant="secondary">
								Laat de eigenaar weten dat ik hier een plek zocht
							</Button>
						</Form>
					) : null}
					{ready.length && !problem ? (
						<>
							{salons.length > 1 ? (
								<p className="text-slate-700">Je aanvraag gaat naar: {ready.map((salon) => salon.name).join(', ')}.</p>
							) : null}
							<p className="text-slate-700">
								Beschrijf je hond en wat je zoekt. De trimsalon antwoordt met &lsquo;Ik heb plek&rsquo;, &lsquo;Wachtlijst&rsquo; of
								&lsquo;Geen plek&rsquo;. Je aanvraag staat {REQUEST_OPEN_DAYS} dagen open; je kunt {MAX_OPEN_REQUESTS} aanvragen tegelijk
								open hebben{open ? ` (nu ${open})` : ''}.
							</p>
							<div className="pt-4">
								<PlaceRequestForm salonIds={ready.map((salon) => salon.id)} failure={failureIn(actionData)} dogs={dogs} />
							</div>
						</>
					) : null}
				</div>
			)}
		</div>
	)
}
