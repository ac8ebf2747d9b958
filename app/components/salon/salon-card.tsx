import { Link } from 'react-router'
import { formatDistance } from '~/lib/search/distance'
import { SalonNowNote } from './availability-note'
import { cardServices, type SalonCardData } from '~/lib/salons/salon-card'
import { RatingLine } from './bone-rating'
import { NoPhoto, SalonPhoto } from './salon-photo'
import { PaidLabel } from './paid-label'
import { PICKER_FORM, PlaceRequestPicker } from '~/components/place-requests/place-request-picker'

type Props = {
	salon: SalonCardData
	featured?: boolean
	headingLevel?: 'h2' | 'h3'
	firstScreen?: boolean
	/** The id of the form that sends one place request to the salons ticked in a result list. */
	selectFor?: string
}

/**
 * A salon in a list: photo, name, city, rating, up to three services and, in a radius search, the distance.
 * A card on the first screen loads its photo at once: it is often the largest thing a phone shows.
 */
export function SalonCard({ salon, featured = false, headingLevel: Heading = 'h3', firstScreen = false, selectFor }: Props) {
	return (
		<article
			className={`flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition hover:shadow-md ${featured ? 'border-amber-300' : 'border-slate-200'}`}
		>
			{salon.photo ? (
				<SalonPhoto
					url={salon.photo}
					sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
					alt=""
					loading={firstScreen ? 'eager' : 'lazy'}
					fetchPriority={firstScreen ? 'high' : undefined}
					decoding="async"
					width={480}
					height={270}
					className="aspect-video w-full bg-slate-100 object-cover"
				/>
			) : (
				<NoPhoto name={salon.name} className="aspect-video w-full" />
			)}
			<div className="flex flex-1 flex-col gap-2 p-4">
				{featured ? <PaidLabel /> : null}
				<Heading className="text-lg font-semibold leading-snug">
					<Link to={salon.path} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none" prefetch="intent">
						{salon.name}
					</Link>
				</Heading>
				<p className="text-sm text-slate-600">{salon.city}</p>
				<RatingLine rating={salon.rating} reviews={salon.reviews} />
				{salon.services.length ? <p className="text-sm text-slate-700">{cardServices(salon.services)}</p> : null}
				<SalonNowNote salon={salon} className="text-slate-700" />
				{salon.bookingPath ? (
					<Link to={salon.bookingPath} className="relative z-10 w-fit text-sm font-semibold text-brand-700 underline">
						Afspraak maken<span className="sr-only"> bij {salon.name}</span>
					</Link>
				) : null}
				{salon.distanceKm != null ? (
					<p className="mt-auto text-sm font-medium text-brand-700">op {formatDistance(salon.distanceKm)}</p>
				) : null}
				{selectFor && salon.takesRequests ? (
					<label className="relative z-10 mt-auto flex w-fit items-center gap-2 text-sm font-medium text-slate-800">
						<input type="checkbox" form={selectFor} name="salon" value={salon.id} className="size-4" />
						Meenemen in een plekaanvraag<span className="sr-only"> bij {salon.name}</span>
					</label>
				) : null}
			</div>
		</article>
	)
}

export function SalonCardSkeleton() {
	return (
		<div aria-hidden="true" className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="salon-card-skeleton">
			<div className="aspect-video w-full animate-pulse bg-slate-200" />
			<div className="space-y-3 p-4">
				<div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
				<div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
				<div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
			</div>
		</div>
	)
}

/**
 * Cards in a responsive grid; `loading` swaps them for `skeletons` placeholders while the next page loads.
 * `firstScreen` says the grid starts on the first screen, where its first card is in view on a phone.
 */
export function SalonGrid({
	salons,
	loading = false,
	skeletons,
	featured = false,
	headingLevel,
	firstScreen = false,
	requestPicker = false,
}: {
	salons: SalonCardData[]
	loading?: boolean
	skeletons: number
	featured?: boolean
	headingLevel?: 'h2' | 'h3'
	firstScreen?: boolean
	/** Result lists: the cards of salons that take place requests can be ticked, and the form to send one follows. */
	requestPicker?: boolean
}) {
	if (loading) {
		return (
			<div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
				<p className="sr-only">Trimsalons worden geladen…</p>
				{Array.from({ length: skeletons }, (_, index) => (
					<SalonCardSkeleton key={index} />
				))}
			</div>
		)
	}
	const list = (
		<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
			{salons.map((salon, index) => (
				<li key={salon.id} className="relative">
					<SalonCard
						salon={salon}
						featured={featured}
						headingLevel={headingLevel}
						firstScreen={firstScreen && index === 0}
						selectFor={requestPicker ? PICKER_FORM : undefined}
					/>
				</li>
			))}
		</ul>
	)
	if (!requestPicker) return list
	return (
		<>
			{list}
			<PlaceRequestPicker salons={salons} />
		</>
	)
}
