import { data, redirect } from 'react-router'
import type { Route } from './+types/directory'
import { LazyAlertForm } from '~/components/alerts/lazy-alert-form'
import { StatsBeacon } from '~/components/statistics/stats-beacon'
import { CityPicker } from '~/components/search/city-picker'
import { DirectoryResults } from '~/components/search/directory-results'
import { FilterCheckboxes } from '~/components/search/salon-filters'
import { RadiusSelect } from '~/components/search/radius-select'
import { SearchBox } from '~/components/search/search-box'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { usePendingPath } from '~/components/ui/use-pending-path'
import { Pagination } from '~/components/ui/pagination'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import {
	directoryHref,
	FIRST_FREE_PARAM,
	NEW_CLIENTS_PARAM,
	ONLINE_BOOKING_PARAM,
	PAGE_SIZE,
	parseFilters,
	parsePage,
	parseRadius,
	withoutUnknownOrder,
} from '~/lib/search/search-params'
import { cleanQuery } from '~/lib/search/search-text'
import { breadcrumbList, itemList } from '~/lib/seo/structured-data'
import { cityPickerNames } from '~/server/salons/cities.server'
import { directorySalons } from '~/server/workflows/first-free.server'
import { paths } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'
import { PERSONAL_PAGE_HEADERS } from '~/serving/page-cache.server'
import { countLabel } from '~/lib/common/dutch-number'
import { actorOf } from '~/edge/guards.server'

const CRUMBS = [
	{ name: 'Home', path: paths.home },
	{ name: 'Trimsalons Directory', path: paths.directory },
]

export const handle = shared(['location', 'radius', 'page', NEW_CLIENTS_PARAM, ONLINE_BOOKING_PARAM, FIRST_FREE_PARAM])

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const unordered = withoutUnknownOrder(url)
	if (unordered) throw redirect(unordered)
	const params = url.searchParams
	const location = cleanQuery(params.get('location'))
	const radius = parseRadius(params.get('radius'))
	const filters = parseFilters(params)
	const actor = await actorOf({ request, context })
	const [result, cityPicker] = await Promise.all([
		directorySalons(actor, { location, radius, page: parsePage(params.get('page')), filters }),
		cityPickerNames(actor),
	])
	// The notice is about this visitor's own geocoding limit: no one else, and no shared cache, may get the page.
	return data({ location, radius, result, cityPicker, filters }, result.notice ? { headers: PERSONAL_PAGE_HEADERS } : undefined)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const site = siteFrom(matches)
	if (!loaderData) return []
	const { location, radius, result, filters } = loaderData
	// Search results and filtered lists are many thin variations of one page; the full list stays indexable.
	const noIndex = Boolean(location) || filters.newClients || filters.onlineBooking || Boolean(filters.firstFree)
	return pageMeta(site, {
		title: location ? `Trimsalons gevonden voor "${location}"` : 'Alle trimsalons in Nederland',
		description: location
			? `${countLabel(result.total, 'trimsalon', 'trimsalons')} gevonden voor "${location}". Vergelijk beoordelingen, diensten en prijzen.`
			: `Bekijk alle ${countLabel(result.total, 'trimsalon', 'trimsalons')} in Nederland. Vergelijk beoordelingen, diensten, prijzen en openingstijden.`,
		path: directoryHref({ location, radius, page: result.page, ...filters }),
		noIndex,
		// A page that search engines leave out needs no list of its salons for them.
		structuredData: site
			? [
					breadcrumbList(site.siteUrl, CRUMBS),
					...(noIndex
						? []
						: [
								itemList(
									site.siteUrl,
									result.salons.map((s) => ({ name: s.name, path: s.path })),
									(result.page - 1) * PAGE_SIZE,
								),
							]),
				]
			: [],
	})
}

export default function Directory({ loaderData }: Route.ComponentProps) {
	const { location, radius, result, cityPicker, filters } = loaderData
	const loading = usePendingPath((pathname) => pathname === paths.directory)
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Breadcrumbs crumbs={CRUMBS} />
			<h1 className="mt-4 text-3xl font-bold sm:text-4xl">Trimsalons in Nederland</h1>
			<SearchBox key={location} id="directory-search" defaultValue={location} className="mt-6 max-w-3xl">
				{result.place ? <RadiusSelect key={radius} defaultValue={radius} submitOnChange inline /> : null}
				<FilterCheckboxes key={`${filters.newClients}-${filters.onlineBooking}-${filters.firstFree}`} filters={filters} />
			</SearchBox>
			<DirectoryResults location={location} result={result} loading={loading} />
			<Pagination page={result.page} pageCount={result.pageCount} />
			<StatsBeacon metric="impressions" salonIds={result.salons.map((s) => s.id)} />
			<LazyAlertForm key={location} defaultPlace={result.place ? location : undefined} className="mt-12 max-w-3xl" />
			<CityPicker cities={cityPicker} heading="Zoek per stad" className="mt-16 rounded-xl bg-slate-50 p-6" />
			<section aria-labelledby="directory-seo" className="mt-12 max-w-3xl text-slate-700">
				<h2 id="directory-seo" className="text-xl font-semibold text-slate-900">
					Een trimsalon vinden die bij je hond past
				</h2>
				<p className="mt-3">
					In deze directory vind je trimsalons in heel Nederland. Zoek op je woonplaats of postcode om de salons binnen 5, 10, 20 of 50
					kilometer te zien, dichtstbijzijnde eerst, of zoek direct op de naam van een salon. Per salon zie je de beoordelingen van andere
					hondeneigenaren, de diensten, prijsinformatie en openingstijden.
				</p>
				<p className="mt-3">
					Of je nu een puppytrim zoekt, een rasspecifieke trim of gewoon een was- en knipbeurt: vergelijk een paar salons en neem contact op
					om kennis te maken. Zo vind je een trimmer die rustig en deskundig met jouw hond omgaat.
				</p>
			</section>
		</div>
	)
}
