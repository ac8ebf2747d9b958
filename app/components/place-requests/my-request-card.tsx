import { LinkButton } from '~/components/ui/button'
import { useId } from 'react'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { formatDutchDate } from '~/lib/common/dutch-date'
import { answerLine, PLACE_REQUEST_STATUS_LABELS } from '~/lib/place-requests/place-requests'
import type { MyPlaceRequest } from '~/server/place-requests/read.server'
import { AlertOffer } from './alert-offer'
import { ContactCard, WishLines } from './contact-card'

const dateOf = (value: Date | string) => formatDutchDate(new Date(value).toISOString())

/** One of the dog owner's requests: what was asked, each salon's answer with 'Accepteren' on an offer, withdraw while open. */
export function MyRequestCard({
	request,
	email,
}: {
	request: MyPlaceRequest
	/** the account's address for alerts, when it has one */ email: string | null
}) {
	const headingId = useId()
	const open = request.status === 'open'
	return (
		<article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
			<header>
				<h2 id={headingId} className="text-xl font-semibold text-slate-900">
					{request.dogName}
				</h2>
				<p className="text-sm text-slate-600">
					Verstuurd op {dateOf(request.createdAt)} · {PLACE_REQUEST_STATUS_LABELS[request.status]}
					{open ? ` · open tot ${dateOf(request.expiresAt)}` : ''}
				</p>
			</header>
			<ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
				{request.salons.map((salon) => (
					<li key={salon.answerId} className="flex flex-wrap items-center justify-between gap-3 p-3">
						<div className="text-sm">
							<Link to={salon.salonPath} className="font-semibold text-brand-700 hover:underline">
								{salon.salonName}
							</Link>
							<p className="text-slate-700">{salon.given ? answerLine(salon.given) : 'Nog geen antwoord'}</p>
							{salon.note ? <p className="text-slate-600">Notitie: {salon.note}</p> : null}
							{salon.accepted ? <p className="font-semibold text-green-800">Geaccepteerd</p> : null}
							{salon.bookingPath ? (
								<LinkButton to={salon.bookingPath} className="mt-2">
									Afspraak maken<span className="sr-only"> bij {salon.salonName}</span>
								</LinkButton>
							) : null}
							{open && salon.ownerChanged ? (
								<p className="text-slate-600">De eigenaar van deze trimsalon is veranderd; je aanvraag loopt daar niet meer.</p>
							) : null}
							{email && salon.given && salon.given.answer !== 'plek' ? (
								<div className="mt-2">
									<AlertOffer salonId={salon.salonId} salonName={salon.salonName} email={email} />
								</div>
							) : null}
						</div>
						{salon.canAccept ? (
							<Form method="post">
								<input type="hidden" name="intent" value="accept" />
								<input type="hidden" name="answerId" value={salon.answerId} />
								<Button type="submit" aria-label={`Accepteren: ${salon.salonName}`}>
									Accepteren
								</Button>
							</Form>
						) : null}
					</li>
				))}
			</ul>
			{request.contact ? <ContactCard title="Contactgegevens van de trimsalon" contact={request.contact} /> : null}
			<details className="text-sm text-slate-700">
				<summary className="cursor-pointer font-medium">Wat je hebt gevraagd</summary>
				<WishLines lines={request.lines} className="mt-2" />
			</details>
			{open ? (
				<Form method="post">
					<input type="hidden" name="intent" value="withdraw" />
					<input type="hidden" name="requestId" value={request.id} />
					<Button type="submit" variant="secondary">
						Aanvraag intrekken
					</Button>
				</Form>
			) : null}
		</article>
	)
}
