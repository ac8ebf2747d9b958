import { redirect } from 'react-router'
import type { Route } from './+types/cities'
import { CityTiles, CityTileSkeletons } from '~/components/city/city-tiles'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { usePendingPath } from '~/components/ui/use-pending-path'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { breadcrumbList, itemList } from '~/lib/seo/structured-data'
import { allCities } from '~/server/salons/cities.server'
import { cityPath, citySlugPath, paths } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'
import { actorOf } from '~/edge/guards.server'

const CRUMBS = [
	{ name: 'Home', path: paths.home },
	{ name: 'Steden', path: paths.cities },
]
const SKELETON_TILES = 12

export const handle = shared()

export async function loader({ request, context }: Route.LoaderArgs) {
	// The city picker's form without JavaScript: /cities?stad={slug} opens that city.
	const chosen = new URL(request.url).searchParams.get('stad')?.trim()
	if (chosen) throw redirect(citySlugPath(chosen.slice(0, 100)))
	return { cities: await allCities(await actorOf({ request, context })) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const site = siteFrom(matches)
	const cities = loaderData?.cities ?? []
	return pageMeta(site, {
		title: 'Trimsalons per stad',
		description: `Vind een trimsalon in jouw stad. Bekijk de trimsalons in ${cities.length} steden en plaatsen in Nederland.`,
		path: paths.cities,
		structuredData: site
			? [
					breadcrumbList(site.siteUrl, CRUMBS),
					itemList(
						site.siteUrl,
						cities.map((city) => ({ name: city.name, path: cityPath(city.name) })),
					),
				]
			: [],
	})
}

export default function Cities({ loaderData }: Route.ComponentProps) {
	const loading = usePendingPath((pathname) => pathname === paths.cities)
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<Breadcrumbs crumbs={CRUMBS} />
			<h1 className="mt-4 text-3xl font-bold sm:text-4xl">Trimsalons per stad</h1>
			<p className="mt-3 max-w-3xl text-slate-700">
				Kies je stad en bekijk alle trimsalons in de buurt, met hun beoordelingen, diensten, prijzen en openingstijden. Zo vind je snel een
				trimmer die bij jou en je hond past.
			</p>
			<div className="mt-8">
				{loading ? <CityTileSkeletons count={SKELETON_TILES} /> : <CityTiles cities={loaderData.cities} headingLevel="h2" />}
			</div>
			<section aria-labelledby="cities-seo" className="mt-16 max-w-3xl text-slate-700">
				<h2 id="cities-seo" className="text-xl font-semibold text-slate-900">
					Een trimsalon in jouw stad
				</h2>
				<p className="mt-3">
					Van Amsterdam tot Maastricht en van Groningen tot Middelburg: in elke stad werken trimmers die je hond wassen, knippen, trimmen en
					verzorgen. Op de pagina van je stad zie je alle salons op een rij, met de best beoordeelde bovenaan en de uitgelichte salons
					apart.
				</p>
			</section>
		</div>
	)
}
