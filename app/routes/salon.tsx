import { isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router'
import type { Route } from './+types/salon'
import { LazySalonMap } from '~/components/map/lazy-map'
import { ClaimSection } from '~/components/salon/claim-section'
import { RatingLine } from '~/components/salon/bone-rating'
import { OpeningHours } from '~/components/salon/opening-hours'
import { SalonGrid } from '~/components/salon/salon-card'
import { SalonProblem } from '~/components/salon/salon-not-found'
import { SalonContact } from '~/components/salon/salon-contact'
import { SalonPhoto } from '~/components/salon/salon-photo'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { StatsBeacon } from '~/components/statistics/stats-beacon'
import { websiteHref } from '~/lib/contact-links'
import { pageMeta, siteFrom } from '~/lib/meta'
import { openState, todayLineIndex } from '~/lib/opening-hours'
import { AlertForm } from '~/components/alerts/alert-form'
import { AvailabilityNote } from '~/components/salon/availability-note'
import { parseSalonParam } from '~/lib/slug'
import { breadcrumbList, localBusiness } from '~/lib/structured-data'
import { claimStateFor } from '~/server/claims/list.server'
import { config } from '~/server/config.server'
import { invariantResponse, notFound } from '~/server/errors.server'
import { findSalon, otherSalonsInCity, salonDetail } from '~/server/salons.server'
import { paths } from '~/lib/paths'

const OTHER_SALONS = 3

export async function loader({ params, request }: Route.LoaderArgs) {
	// A failed load is a logged 500; the error boundary tells it apart from a salon that does not exist.
	const record = await findSalon(parseSalonParam(params.slugOrId))
	invariantResponse(record, () => notFound('Trimsalon niet gevonden'))
	// Each salon has one address: the numeric-id URL moves permanently to the slug URL.
	const salon = salonDetail(record)
	if (params.slugOrId !== record.slug) throw redirect(salon.path, 301)
	const now = new Date()
	const otherSalons = salon.city_id ? await otherSalonsInCity(salon.city_id, salon.id, OTHER_SALONS) : []
	return {
		salon,
		openState: openState(salon.opening_hours, now),
		todayLine: todayLineIndex(salon.opening_hours, now),
		otherSalons,
		tileUrl: config().TILE_URL,
		claim: await claimStateFor(request, record),
	}
}

function crumbs(salon: { name: string; city: string; cityPath?: string; path: string }) {
	const parent = salon.cityPath
		? { name: `Trimsalons in ${salon.city}`, path: salon.cityPath }
		: { name: 'Trimsalons Directory', path: paths.directory }
	return [{ name: 'Home', path: '/' }, parent, { name: salon.name, path: salon.path }]
}

function aboutFallback(name: string, city: string) {
	return `${name} is een trimsalon${city !== 'Onbekend' ? ` in ${city}` : ''}. De salon heeft nog geen eigen beschrijving toegevoegd. Neem contact op voor meer informatie over de behandelingen en mogelijkheden.`
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const site = siteFrom(matches)
	if (!loaderData)
		return pageMeta(site, {
			title: 'Trimsalon niet gevonden',
			description: 'De gevraagde trimsalon bestaat niet of is verplaatst.',
			path: paths.directory,
			noIndex: true,
		})
	const { salon } = loaderData
	const description = (salon.summary_nl || salon.description_nl || aboutFallback(salon.name, salon.city)).slice(0, 160)
	return pageMeta(site, {
		title: salon.city !== 'Onbekend' ? `${salon.name}, trimsalon in ${salon.city}` : salon.name,
		description,
		path: salon.path,
		image: salon.photo,
		structuredData: site
			? [
					localBusiness(site.siteUrl, {
						name: salon.name,
						description: salon.description_nl,
						address: salon.formatted_address,
						city: salon.city,
						postalCode: salon.postal_code,
						telephone: salon.phone_number,
						url: salon.path,
						images: salon.photos,
						rating: salon.rating,
						reviewCount: salon.user_ratings_total,
						latitude: salon.latitude,
						longitude: salon.longitude,
						website: websiteHref(salon.website),
					}),
					breadcrumbList(site.siteUrl, crumbs(salon)),
				]
			: [],
	})
}

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

export default function SalonPage({ loaderData }: Route.ComponentProps) {
	const { salon, otherSalons, tileUrl } = loaderData
	return (
		<article>
			<StatsBeacon metric="views" salonIds={[salon.id]} />
			<header className="relative isolate overflow-hidden bg-slate-900 text-white">
				<SalonPhoto
					url={salon.photo}
					sizes="100vw"
					alt=""
					width={1280}
					height={480}
					fetchPriority="high"
					className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
				/>
				<div className="mx-auto max-w-7xl px-4 pb-12 pt-8">
					<div className="[&_a]:text-white [&_nav]:text-slate-200 [&_span]:text-white">
						<Breadcrumbs crumbs={crumbs(salon)} />
					</div>
					<h1 className="mt-10 text-4xl font-extrabold tracking-tight sm:text-5xl">{salon.name}</h1>
					<p className="mt-2 text-lg text-slate-100">{salon.city}</p>
					<div className="mt-3 rounded-lg bg-white/95 px-3 py-1.5 text-slate-900 sm:w-fit">
						<RatingLine rating={salon.rating} reviews={salon.user_ratings_total} size="lg" />
					</div>
					{salon.availability ? (
						<div className="mt-3 rounded-lg bg-white/95 px-3 py-1.5 text-slate-900 sm:w-fit">
							<AvailabilityNote availability={salon.availability} />
						</div>
					) : null}
				</div>
			</header>
			<div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
				<div className="space-y-10 lg:col-span-2">
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
						<p className="whitespace-pre-line">{salon.pricing_info_nl?.trim() || 'Geen prijsinformatie beschikbaar'}</p>
					</Section>
					{salon.reviews.length ? (
						<Section id="ervaringen" title="Ervaringen van klanten">
							<ul className="space-y-3">
								{salon.reviews.map((review) => (
									<li key={review}>
										<blockquote className="rounded-lg border-l-4 border-brand-500 bg-slate-50 px-4 py-3 italic">{review}</blockquote>
									</li>
								))}
							</ul>
						</Section>
					) : null}
					{salon.availability && salon.availability.accepts !== 'ja' ? <AlertForm salonId={salon.id} /> : null}
				</div>
				<aside className="space-y-6" aria-label="Contact en openingstijden">
					<section aria-labelledby="contact" className="rounded-xl border border-slate-200 bg-white p-5">
						<h2 id="contact" className="text-lg font-semibold">
							Contact
						</h2>
						<SalonContact salon={salon} />
						<ClaimSection salon={salon} claim={loaderData.claim} />
					</section>
					<OpeningHours lines={salon.opening_hours} state={loaderData.openState} today={loaderData.todayLine} />
				</aside>
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
			</div>
		</article>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return <SalonProblem notFound={isRouteErrorResponse(error) && error.status === 404} />
}
