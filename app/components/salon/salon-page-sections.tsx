import { Link } from 'react-router'
import { LazyAlertForm } from '~/components/alerts/lazy-alert-form'
import { LazySalonMap } from '~/components/map/lazy-map'
import { SalonNowNote } from '~/components/salon/availability-note'
import { CorrectionLink, SalonReviews, SalonScores } from '~/components/reviews/salon-reviews'
import { REVIEW_LABELS } from '~/lib/reviews/reviews'
import { ClaimSection } from '~/components/salon/claim-section'
import { PlaceRequestLink } from '~/components/place-requests/place-request-link'
import { OpeningHours } from '~/components/salon/opening-hours'
import { SalonGrid } from '~/components/salon/salon-card'
import { CallButton, SalonContact } from '~/components/salon/salon-contact'
import { SalonPhoto } from '~/components/salon/salon-photo'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { LinkButton } from '~/components/ui/button'
import { salonBookingPath } from '~/lib/common/paths'
import { offerLine } from '~/lib/bookings/offers'
import { aboutFallback, OTHER_SALONS, salonCrumbs } from '~/lib/salons/salon-page'
import type { SalonPageData } from '~/server/workflows/salon-page.server'

type Salon = SalonPageData['salon']

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
	return (
		<section aria-labelledby={id}>
			<h2 id={id} className="text-2xl font-semibold">
				{title}
			</h2>
			<div className="mt-3 text-slate-700">{children}</div>
		</section>
	)
}

/** The salon page's header: photo, breadcrumbs, name, city, rating and its first free time or whether it takes new clients. */
export function SalonHero({ salon }: { salon: Salon }) {
	return (
		<header
			className={`relative isolate overflow-hidden text-white ${salon.photo ? 'bg-slate-900' : 'bg-gradient-to-br from-brand-800 via-brand-900 to-slate-900'}`}
		>
			{/* Without a photo of its own the header is the brand's colour: no placeholder picture behind the name. */}
			{salon.photo ? (
				<SalonPhoto
					url={salon.photo}
					sizes="100vw"
					alt=""
					width={1280}
					height={480}
					fetchPriority="high"
					className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
				/>
			) : null}
			<div className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:pb-12 sm:pt-8">
				<div className="[&_a]:text-white [&_nav]:text-slate-200 [&_span]:text-white">
					<Breadcrumbs crumbs={salonCrumbs(salon)} />
				</div>
				<h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:mt-10 sm:text-5xl">{salon.name}</h1>
				<p className="mt-2 text-lg text-slate-100">{salon.city}</p>
				<div className="mt-3 rounded-lg bg-white/95 px-3 py-1.5 text-slate-900 sm:w-fit">
					<SalonScores salon={salon} />
				</div>
				{salon.firstFree || salon.availability ? (
					<div className="mt-3 rounded-lg bg-white/95 px-3 py-1.5 text-slate-900 sm:w-fit">
						<SalonNowNote salon={salon} />
					</div>
				) : null}
			</div>
		</header>
	)
}

/** About, services, prices, reviews and (when the salon is not taking everyone) the availability alert. */
export function SalonAbout({ salon, reviews, offers }: Pick<SalonPageData, 'salon' | 'reviews' | 'offers'>) {
	return (
		<div className="space-y-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
			<Section id="over" title={`Over ${salon.name}`}>
				<p className="whitespace-pre-line">{salon.description_nl?.trim() || aboutFallback(salon.name, salon.city)}</p>
			</Section>
			<Section id="diensten" title="Diensten">
				{salon.services.length ? (
					<ul className="flex flex-wrap gap-2">
						{salon.services.map((service) => (
							<li key={service} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
								{service}
							</li>
						))}
					</ul>
				) : (
					<p>Geen diensten opgegeven.</p>
				)}
			</Section>
			<Section id="prijzen" title="Prijsinformatie">
				<Prices ownText={salon.pricing_info_nl} offers={offers} />
			</Section>
			<SalonReviews salon={salon} reviews={reviews} />
			{salon.reviews.length ? (
				<Section id="ervaringen" title={REVIEW_LABELS.importedReviews}>
					<p className="mb-3 text-sm text-slate-600">
						Uit de openbare bedrijfsvermelding van de salon overgenomen; wie ze schreef, kunnen we niet nagaan.
					</p>
					<ul className="space-y-3">
						{salon.reviews.map((review) => (
							<li key={review}>
								<blockquote className="rounded-lg border-l-4 border-brand-500 bg-slate-50 px-4 py-3 italic">{review}</blockquote>
							</li>
						))}
					</ul>
				</Section>
			) : null}
			{salon.availability && salon.availability.accepts !== 'ja' ? <LazyAlertForm salonId={salon.id} /> : null}
		</div>
	)
}

/** The treatments booked online from their lowest price, and the salon's own text about its prices as it wrote it. */
function Prices({ ownText, offers }: { ownText: string | null; offers: SalonPageData['offers'] }) {
	const text = ownText?.trim()
	if (!text && !offers.length) return <p>Geen prijsinformatie beschikbaar</p>
	return (
		<>
			{offers.length ? (
				<ul className="space-y-1" aria-label="Online te boeken">
					{offers.map((offer) => (
						<li key={offer.name}>{offerLine(offer)}</li>
					))}
				</ul>
			) : null}
			{text ? <p className={`whitespace-pre-line ${offers.length ? 'mt-3' : ''}`}>{text}</p> : null}
		</>
	)
}

/**
 * The side column: 'Afspraak maken' (on a phone with 'Bellen' beside it), 'Plek aanvragen', the contact details,
 * the claim, opening hours. It comes first in the page (on a phone right under the name, where a dog owner looks
 * for the actions) and stands in the right column on a wide screen.
 */
export function SalonAside({
	data,
}: {
	data: Pick<SalonPageData, 'salon' | 'claim' | 'openState' | 'todayLine' | 'takesRequests' | 'responseTime'>
}) {
	const { salon } = data
	return (
		<aside className="space-y-6 lg:col-start-3 lg:row-start-1" aria-label="Contact en openingstijden">
			<section aria-labelledby="contact" className="rounded-xl border border-slate-200 bg-white p-5">
				<h2 id="contact" className="text-lg font-semibold">
					Contact
				</h2>
				{salon.onlineBooking ? (
					<div className="mt-4">
						<div className="flex flex-wrap gap-2">
							<LinkButton to={salonBookingPath(salon)}>Afspraak maken</LinkButton>
							<CallButton salon={salon} />
						</div>
						<p className="mt-2 text-sm text-slate-600">Kies online een vrije tijd, met de prijs voor jouw hond.</p>
					</div>
				) : (
					<CallButton salon={salon} className="mt-4" />
				)}
				<PlaceRequestLink salon={salon} takesRequests={data.takesRequests} responseTime={data.responseTime} />
				<SalonContact salon={salon} />
				<ClaimSection salon={salon} claim={data.claim} />
				<CorrectionLink salon={salon} />
			</section>
			<OpeningHours lines={salon.opening_hours} state={data.openState} today={data.todayLine} />
		</aside>
	)
}

/** The map and the other salons of the same city. */
export function SalonSurroundings({ data }: { data: Pick<SalonPageData, 'salon' | 'otherSalons' | 'tileUrl'> }) {
	const { salon, otherSalons, tileUrl } = data
	return (
		<div className="space-y-10 lg:col-span-3">
			{salon.latitude != null && salon.longitude != null ? (
				<Section id="locatie" title="Locatie">
					<LazySalonMap
						tileUrl={tileUrl}
						lat={salon.latitude}
						lng={salon.longitude}
						name={salon.name}
						address={salon.formatted_address ?? ''}
					/>
				</Section>
			) : null}
			{salon.cityPath ? (
				<Section id="andere" title={`Andere trimsalons in ${salon.city}`}>
					{otherSalons.length ? <SalonGrid salons={otherSalons} skeletons={OTHER_SALONS} /> : null}
					<Link to={salon.cityPath} className="mt-6 inline-block font-medium text-brand-700 underline">
						Bekijk alle trimsalons in {salon.city}
					</Link>
				</Section>
			) : null}
		</div>
	)
}
