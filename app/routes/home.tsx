import type { Route } from './+types/home'
import { CityTiles } from '~/components/city/city-tiles'
import { Faq } from '~/components/home/faq'
import { FeatureCards } from '~/components/home/feature-cards'
import { MapSearchBlock } from '~/components/map/map-search-block'
import { SalonGrid } from '~/components/salon/salon-card'
import { CityPicker } from '~/components/search/city-picker'
import { SearchBox } from '~/components/search/search-box'
import { HOME_FAQ } from '~/lib/seo/faq'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { salonCountBadge, salonCountFigure } from '~/lib/salons/salon-count'
import { faqPage, webSite } from '~/lib/seo/structured-data'
import { cityPickerNames, popularCities } from '~/server/salons/cities.server'
import { config } from '~/server/platform/config.server'
import { liveFeaturedSalons } from '~/server/featured/live.server'
import { withFirstFree } from '~/server/workflows/first-free.server'
import { FeaturedNote } from '~/components/salon/featured-note'
import { countSalons } from '~/server/salons/public.server'
import { paths } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'
import { actorOf } from '~/edge/guards.server'

const POPULAR_CITIES = 6
const FEATURED_SALONS = 3

export const handle = shared()

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await actorOf({ request, context })
	const [salonCount, popular, featured, cityPicker] = await Promise.all([
		countSalons(actor),
		popularCities(actor, { limit: POPULAR_CITIES }),
		liveFeaturedSalons(actor, { limit: FEATURED_SALONS }).then((cards) => withFirstFree(actor, { cards })),
		cityPickerNames(actor),
	])
	return {
		salonCount,
		popular,
		featured,
		cityPicker,
		tileUrl: config().TILE_URL,
	}
}

function description(count: number | undefined) {
	return `Vind de beste trimsalon voor je hond. Vergelijk meer dan ${salonCountFigure(count)} trimsalons in heel Nederland op beoordelingen, diensten en locatie.`
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const site = siteFrom(matches)
	return pageMeta(site, {
		title: 'Vind de beste trimsalon voor je hond',
		description: description(loaderData?.salonCount),
		path: paths.home,
		structuredData: site ? [webSite(site.siteUrl, site.siteName), faqPage(HOME_FAQ)] : [],
	})
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const { salonCount, popular, featured, cityPicker, tileUrl } = loaderData
	return (
		<>
			<section id="zoeken" aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
				<div className="mx-auto max-w-5xl px-4 py-20 text-center">
					<p
						className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-700"
						data-testid="salon-count-badge"
					>
						{salonCountBadge(salonCount)}
					</p>
					<h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
						Vind de perfecte trimsalon voor je hond
					</h1>
					<p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{description(salonCount)}</p>
					<SearchBox id="home-search" className="mx-auto mt-8 max-w-xl" />
				</div>
			</section>
			<FeatureCards />
			<section aria-labelledby="popular-title" className="mx-auto max-w-7xl px-4 py-16">
				<h2 id="popular-title" className="text-3xl font-bold">
					Populaire steden
				</h2>
				<p className="mt-2 text-slate-600">De steden met de meeste trimsalons.</p>
				<div className="mt-8">
					<CityTiles cities={popular} />
				</div>
			</section>
			{featured.length ? (
				<section aria-labelledby="featured-title" className="bg-amber-50/60">
					<div className="mx-auto max-w-7xl px-4 py-16">
						<h2 id="featured-title" className="text-3xl font-bold">
							Uitgelichte trimsalons
						</h2>
						<div className="mt-8">
							<SalonGrid salons={featured} featured skeletons={FEATURED_SALONS} />
						</div>
						<FeaturedNote />
					</div>
				</section>
			) : null}
			<Faq />
			<MapSearchBlock tileUrl={tileUrl} />
			<CityPicker cities={cityPicker} heading="Trimsalons per stad" className="mx-auto max-w-3xl px-4 py-12" />
			<section aria-labelledby="cta-title" className="bg-brand-700 text-white">
				<div className="mx-auto max-w-3xl px-4 py-16 text-center">
					<h2 id="cta-title" className="text-3xl font-bold">
						Klaar om de perfecte trimsalon te vinden?
					</h2>
					<p className="mt-3 text-brand-100">Zoek op je woonplaats, postcode of de naam van een salon.</p>
					<SearchBox id="cta-search" label="Nog een keer zoeken" className="mx-auto mt-6 max-w-xl" />
				</div>
			</section>
		</>
	)
}
