import { Link, redirect } from 'react-router'
import type { Route } from './+types/city'
import { LazyAlertForm } from '~/components/alerts/lazy-alert-form'
import { StatsBeacon } from '~/components/statistics/stats-beacon'
import { SalonGrid } from '~/components/salon/salon-card'
import { SalonFiltersForm } from '~/components/search/salon-filters'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { usePendingPath } from '~/components/ui/use-pending-path'
import { Pagination } from '~/components/ui/pagination'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import {
	FIRST_FREE_PARAM,
	NEW_CLIENTS_PARAM,
	NO_FILTERS,
	ONLINE_BOOKING_PARAM,
	PAGE_SIZE,
	parseFilters,
	parsePage,
	withoutUnknownOrder,
	withPage,
} from '~/lib/search/search-params'
import { cleanQuery } from '~/lib/search/search-text'
import { cityNameFromSlug } from '~/lib/salons/slug'
import { breadcrumbList, itemList } from '~/lib/seo/structured-data'
import { findCityBySlug } from '~/server/salons/cities.server'
import { notFoundPage } from '~/edge/errors.server'
import { liveFeaturedSalons } from '~/server/featured/live.server'
import { FeaturedNote } from '~/components/salon/featured-note'
import { citySalonsWithFirstFree, withFirstFree } from '~/server/workflows/first-free.server'
import { cityPath, citySlugPath, paths } from '~/lib/common/paths'
import { countLabel } from '~/lib/common/dutch-number'
import { ResultsOrderLink } from '~/components/search/results-order-link'
import { shared } from '~/lib/seo/page-share'
import { actorOf } from '~/edge/guards.server'

const SKELETON_CARDS = 3
const FEATURED_SLOTS = 3

function crumbs(city: string, path: string) {
	return [
		{ name: 'Home', path: paths.home },
		{ name: 'Steden', path: paths.cities },
		{ name: `Trimsalons in ${city}`, path },
	]
}

export const handle = shared(['page', NEW_CLIENTS_PARAM, ONLINE_BOOKING_PARAM, FIRST_FREE_PARAM])

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const unordered = withoutUnknownOrder(new URL(request.url))
	if (unordered) throw redirect(unordered)
	const actor = await actorOf({ request, context })
	const slug = cleanQuery(params.slug).toLowerCase()
	const city = await findCityBySlug(actor, { slug })
	if (!city) {
		// No city record: the spec's empty result, with the name guessed from the slug; 404 keeps it out of search engines.
		const empty = { salons: [], total: 0, page: 1, pageCount: 1 }
		return notFoundPage({
			cityName: cityNameFromSlug(slug) || 'Onbekend',
			path: citySlugPath(slug),
			featured: [],
			result: empty,
			known: false,
			filters: NO_FILTERS,
		})
	}
	const search = new URL(request.url).searchParams
	const page = parsePage(search.get('page'))
	const filters = parseFilters(search)
	const [featured, result] = await Promise.all([
		liveFeaturedSalons(actor, { cityId: city.id, limit: FEATURED_SLOTS }).then((cards) =>
			withFirstFree(actor, { cards, weightClass: filters.firstFree }),
		),
		citySalonsWithFirstFree(actor, { cityId: city.id, page, filters }),
	])
	return { cityName: city.name, path: cityPath(city.name), featured, result, known: true, filters }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const site = siteFrom(matches)
	if (!loaderData) return []
	const { cityName, path, result, known } = loaderData
	return pageMeta(site, {
		title: `Hondentrimmers in ${cityName}`,
		description: result.total
			? `${countLabel(result.total, 'trimsalon', 'trimsalons')} in ${cityName}. Vergelijk beoordelingen, diensten, prijzen en openingstijden.`
			: `Geen hondentrimmers gevonden in ${cityName}.`,
		path: withPage(path, new URLSearchParams(), result.page),
		noIndex: !known,
		structuredData: site
			? [
					breadcrumbList(site.siteUrl, crumbs(cityName, path)),
					itemList(
						site.siteUrl,
						result.salons.map((s) => ({ name: s.name, path: s.path })),
						(result.page - 1) * PAGE_SIZE,
					),
				]
			: [],
	})
}

export default function City({ loaderData }: Route.ComponentProps) {
	const { cityName, path, featured, result, filters, known } = loaderData
	const loading = usePendingPath((pathname) => pathname.startsWith(`${paths.citiesBase}/`))
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Breadcrumbs crumbs={crumbs(cityName, path)} />
			<h1 className="mt-4 text-3xl font-bold sm:text-4xl">Hondentrimmers in {cityName}</h1>
			{featured.length ? (
				<section aria-labelledby="city-featured" className="mt-8 rounded-2xl bg-amber-50/60 p-6">
					<h2 id="city-featured" className="text-2xl font-bold">
						Uitgelichte trimsalons in {cityName}
					</h2>
					<div className="mt-6">
						<SalonGrid salons={featured} featured skeletons={SKELETON_CARDS} firstScreen />
					</div>
					<FeaturedNote />
				</section>
			) : null}
			<section aria-labelledby="city-results" className="mt-10 space-y-6">
				{known ? <SalonFiltersForm filters={filters} action={path} /> : null}
				{result.total ? (
					<div>
						<h2 id="city-results" className="text-xl font-semibold">
							{countLabel(result.total, 'hondentrimmer', 'hondentrimmers')} gevonden in {cityName}
						</h2>
						<ResultsOrderLink />
					</div>
				) : (
					<div className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
						<h2 id="city-results" className="text-xl font-semibold">
							Geen hondentrimmers gevonden in {cityName}
						</h2>
						<p className="mt-2 text-slate-600">Probeer een andere stad of bekijk alle trimsalons in Nederland.</p>
						<div className="mt-4 flex justify-center gap-4">
							<Link to={paths.cities} className="font-medium text-brand-700 underline">
								Andere stad kiezen
							</Link>
							<Link to={paths.directory} className="font-medium text-brand-700 underline">
								Alle trimsalons
							</Link>
						</div>
					</div>
				)}
				{loading ? (
					<SalonGrid salons={[]} loading skeletons={SKELETON_CARDS} />
				) : result.salons.length ? (
					<SalonGrid salons={result.salons} skeletons={SKELETON_CARDS} firstScreen={!featured.length} requestPicker />
				) : null}
			</section>
			<Pagination page={result.page} pageCount={result.pageCount} />
			<StatsBeacon metric="impressions" salonIds={[...featured, ...result.salons].map((s) => s.id)} />
			{known ? <LazyAlertForm defaultPlace={cityName} className="mt-12 max-w-3xl" /> : null}
		</div>
	)
}
