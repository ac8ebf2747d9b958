import type { Route } from './+types/voor-trimsalons'
import { Faq } from '~/components/home/faq'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { CallToAction, FeaturedPlans, OwnerSteps, type Visitor } from '~/components/for-owners/for-owners-sections'
import { FEATURED_PLANS, formatEuro } from '~/lib/featured/featured-plans'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { OWNER_FAQ } from '~/lib/featured/owners-page'
import { paths } from '~/lib/common/paths'
import { breadcrumbList, faqPage, featuredPlacementService } from '~/lib/seo/structured-data'
import { ownsAnySalon } from '~/server/salons/owners.server'
import { actorOf } from '~/edge/guards.server'
import { shared } from '~/lib/seo/page-share'

const CRUMBS = [
	{ name: 'Home', path: paths.home },
	{ name: 'Voor trimsalons', path: paths.forOwners },
]

export const handle = shared([], { with: 'visitors' })

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await actorOf({ request, context })
	const visitor: Visitor = actor.kind !== 'user' ? 'visitor' : (await ownsAnySalon(actor)) ? 'owner' : 'user'
	return { visitor }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFrom(matches)
	return pageMeta(site, {
		title: 'Voor trimsalons: je vermelding beheren en uitgelicht worden',
		description: `Claim gratis je trimsalon, houd je gegevens, foto's en openingstijden actueel en word uitgelicht in je stad vanaf ${formatEuro(FEATURED_PLANS.monthly.amountCents)} per maand.`,
		path: paths.forOwners,
		structuredData: site
			? [
					breadcrumbList(site.siteUrl, CRUMBS),
					featuredPlacementService(site.siteUrl, site.siteName, Object.values(FEATURED_PLANS)),
					faqPage(OWNER_FAQ),
				]
			: [],
	})
}

export default function ForOwnersPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div className="mx-auto max-w-5xl px-4 py-12">
					<Breadcrumbs crumbs={CRUMBS} />
					<h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Voor trimsalons</h1>
					<p className="mt-5 max-w-2xl text-lg text-slate-600">
						Hondeneigenaren zoeken hier een trimsalon bij hen in de buurt. Zorg dat ze de juiste gegevens van jouw salon vinden, gratis, en
						val op in je stad met een uitgelichte plaats.
					</p>
					<CallToAction visitor={loaderData.visitor} />
				</div>
			</section>

			<OwnerSteps />
			<FeaturedPlans />
			<Faq questions={OWNER_FAQ} id="eigenaren-faq" />
		</>
	)
}
