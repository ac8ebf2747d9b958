import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { FormError } from '~/components/ui/field'
import { BackToSalon } from '~/components/salon/back-to-salon'
import { BookingConfirmed, SeriesConfirmed } from './booking-confirmed'
import { DogAndTreatmentForm } from './dog-and-treatment-form'
import { FreeTimeForm } from './free-time-form'
import { SeriesForm } from './series-form'
import type { SeriesPlan } from '~/lib/bookings/series'
import { WaitingListJoined, type Joined, type OtherSalon } from './waiting-list-join'
import { failureIn, type ActionFailure, type PostedValues } from '~/lib/common/forms'
import { paths, salonPath } from '~/lib/common/paths'
import type { BookedAppointment } from '~/server/bookings/mails.server'
import type { BookingQuote } from '~/lib/bookings/quote'
import type { TreatmentPricing } from '~/lib/bookings/pricing'
import { SALON_GETS } from '~/lib/bookings/schema'
import type { SavedDog } from '~/lib/dogs/dogs'

export type BookingPageData = {
	salon: { id: number; name: string; slug: string | null; address: string | null; phone: string | null }
	closed: string | null
	treatments: { id: number; name: string; pricing: TreatmentPricing }[]
	dogs: SavedDog[]
	/** The account has no confirmed number: the first step asks one for the salon. */
	askPhone: boolean
	/** The salon knows this client, who may book a series ('Herhalen'). */
	repeatable: boolean
	/** A link of the rhythm mail: its dog's price and free times, its time chosen unless it was `taken` meanwhile. */
	linked: { quote: BookingQuote; otherSalons: OtherSalon[]; values: PostedValues; taken: boolean } | null
}

type Answer =
	| { ok: true; step: 'time'; quote: BookingQuote; otherSalons: OtherSalon[]; values: PostedValues }
	| { ok: true; step: 'done'; booked: BookedAppointment }
	| { ok: true; step: 'series'; series: SeriesPlan; values: PostedValues }
	| { ok: true; step: 'seriesDone'; booked: BookedAppointment[] }
	| { ok: true; step: 'waiting'; joined: Joined }
	| ActionFailure
	| undefined

/** The free times a refused booking brings along, as the database had them when it refused. */
const freshQuote = (answer: Answer) => failureIn(answer, 'book')?.update?.quote as BookingQuote | undefined

/** The second step an answer opens: the free times of 'Volgende'. */
const timeStep = (answer: Answer) =>
	answer?.ok && answer.step === 'time' ? { quote: answer.quote, otherSalons: answer.otherSalons, values: answer.values } : null

/** The list of a series an answer brings: 'Data bekijken', or a refused confirmation with the dates as they are now. */
function seriesStep(answer: Answer): { plan: SeriesPlan; values: PostedValues } | null {
	if (answer?.ok && answer.step === 'series') return { plan: answer.series, values: answer.values }
	const refused = failureIn(answer, 'bookSeries')
	const plan = refused?.update?.series as SeriesPlan | undefined
	return plan && refused?.values ? { plan, values: refused.values } : null
}

/**
 * 'Afspraak maken' in steps: the dog and the treatment ('Volgende'), then the price for this dog and
 * the free times ('Afspraak bevestigen' or 'Zet me op de wachtlijst'), then 'Afspraak bevestigd' or
 * the waiting list's confirmation. A time refused because it is no longer free replaces the times
 * shown with the ones the refusal found, nothing chosen. A series ('Herhalen') lists its dates before
 * it is booked. Each step also renders from the answer alone, so the page works without JavaScript.
 */
export function BookingPage({ page, actionData }: { page: BookingPageData; actionData: Answer }) {
	const [chosen, setChosen] = useState<{ quote: BookingQuote; otherSalons: OtherSalon[]; values: PostedValues } | null>(
		() => timeStep(actionData) ?? page.linked,
	)
	const [series, setSeries] = useState(() => seriesStep(actionData))
	const [editing, setEditing] = useState(false)
	useEffect(() => {
		const time = timeStep(actionData)
		if (time) {
			setChosen(time)
			setEditing(false)
		}
		const fresh = freshQuote(actionData)
		if (fresh) setChosen((was) => was && { ...was, quote: fresh })
		setSeries(seriesStep(actionData))
	}, [actionData])
	const { salon } = page
	const booked = actionData?.ok && actionData.step === 'done' ? actionData.booked : null
	const bookedSeries = actionData?.ok && actionData.step === 'seriesDone' ? actionData.booked : null
	const bookFailure = failureIn(actionData, 'book') ?? failureIn(actionData, 'series')
	const joined = actionData?.ok && actionData.step === 'waiting' ? actionData.joined : null
	const quoteFailure = failureIn(actionData, 'quote')
	const showTimes = chosen && !editing && !quoteFailure
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<BackToSalon path={salonPath(salon)} name={salon.name} />
			<h1 className="mt-4 text-3xl font-bold text-slate-900">Afspraak maken bij {salon.name}</h1>
			{salon.address ? <p className="mt-1 text-slate-600">{salon.address}</p> : null}
			<div className="mt-6">
				{booked ? (
					<BookingConfirmed booked={booked} />
				) : bookedSeries ? (
					<SeriesConfirmed booked={bookedSeries} />
				) : joined ? (
					<WaitingListJoined joined={joined} />
				) : page.closed ? (
					<Alert tone="info">{page.closed}</Alert>
				) : page.treatments.length === 0 ? (
					<Alert tone="info">Deze trimsalon heeft nog geen behandelingen die je online kunt boeken.</Alert>
				) : series ? (
					<SeriesForm
						key={series.plan.plannedAt}
						salonId={salon.id}
						plan={series.plan}
						values={series.values}
						failure={failureIn(actionData, 'bookSeries')}
						onBack={() => {
							setChosen((was) => was && { ...was, values: series.values })
							setSeries(null)
						}}
					/>
				) : showTimes ? (
					<>
						{page.linked?.taken && chosen.quote === page.linked.quote ? (
							<div className="mb-6">
								<Alert tone="info">De tijd uit je mail is niet meer vrij. Kies hieronder een andere tijd.</Alert>
							</div>
						) : null}
						<FreeTimeForm
							key={chosen.quote.quotedAt}
							salonId={salon.id}
							quote={chosen.quote}
							values={chosen.values}
							otherSalons={chosen.otherSalons}
							repeatable={page.repeatable}
							failure={bookFailure}
							waitFailure={failureIn(actionData, 'wait')}
							onChange={() => setEditing(true)}
						/>
					</>
				) : (
					<>
						<FormError message={bookFailure?.fields?.startsAt ?? bookFailure?.message} />
						<DogAndTreatmentForm
							salonId={salon.id}
							treatments={page.treatments}
							dogs={page.dogs}
							askPhone={page.askPhone}
							failure={quoteFailure}
							values={chosen?.values ?? bookFailure?.values}
							returned={editing || undefined}
						/>
					</>
				)}
			</div>
			<p className="mt-8 text-sm text-slate-600">
				Je afspraken staan onder{' '}
				<Link to={paths.accountAppointments} className="font-medium text-brand-700 underline">
					Mijn afspraken
				</Link>
				. {page.askPhone ? SALON_GETS.askedPhone : SALON_GETS.confirmedPhone}
			</p>
		</div>
	)
}
