import { isRouteErrorResponse, redirect, useRouteError } from 'react-router'
import type { Route } from './+types/salon'
import { SalonProblem } from '~/components/salon/salon-not-found'
import { SalonAbout, SalonAside, SalonHero, SalonSurroundings } from '~/components/salon/salon-page-sections'
import { StatsBeacon } from '~/components/statistics/stats-beacon'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { aboutFallback, salonStructuredData } from '~/lib/salons/salon-page'
import { shared } from '~/lib/seo/page-share'
import { actorOf } from '~/edge/guards.server'
import { invariantResponse } from '~/edge/errors.server'
import { notFound } from '~/server/platform/errors.server'
import { salonPage } from '~/server/workflows/salon-page.server'
import { SALON_NOT_FOUND } from '~/lib/salons/messages'

export const handle = shared()

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const page = await salonPage(await actorOf({ request, context }), params)
	invariantResponse(page, () => notFound(SALON_NOT_FOUND))
	// Each salon has one address: the numeric-id URL moves permanently to the slug URL.
	if ('movedTo' in page) throw redirect(page.movedTo, 301)
	return page
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const site = siteFrom(matches)
	if (!loaderData)
		return pageMeta(site, {
			title: SALON_NOT_FOUND,
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
		// A shared link shows the salon's own photo, or no picture (as the page shows its initials, not a placeholder).
		image: salon.photo ?? undefined,
		structuredData: site ? salonStructuredData(site.siteUrl, salon, loaderData.reviews, loaderData.offers) : [],
	})
}

export default function SalonPage({ loaderData }: Route.ComponentProps) {
	const { salon } = loaderData
	return (
		<article>
			<StatsBeacon metric="views" salonIds={[salon.id]} />
			<SalonHero salon={salon} />
			<div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
				<SalonAside data={loaderData} />
				<SalonAbout salon={salon} reviews={loaderData.reviews} offers={loaderData.offers} />
				<SalonSurroundings data={loaderData} />
			</div>
		</article>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return <SalonProblem notFound={isRouteErrorResponse(error) && error.status === 404} />
}
