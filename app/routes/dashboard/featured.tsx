import type { Route } from './+types/featured'
import { LinkButton } from '~/components/ui/button'
import { formatEuro, FEATURED_PLANS, MAX_FEATURED_PER_CITY } from '~/lib/featured-plans'
import { paths } from '~/lib/paths'
import { requireUser } from '~/server/permissions.server'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return null
}

/** The featured tab: a paid placement at the top of the salon's city page. */
export default function DashboardFeatured() {
	return (
		<section aria-labelledby="uitgelicht" className="max-w-3xl">
			<h2 id="uitgelicht" className="text-2xl font-semibold">
				Uitgelichte vermeldingen
			</h2>
			<p className="mt-3 text-slate-700">
				Binnenkort zet je hier je trimsalon bovenaan de pagina van je stad (maximaal {MAX_FEATURED_PER_CITY} per stad), voor{' '}
				{formatEuro(FEATURED_PLANS.monthly.amountCents)} {FEATURED_PLANS.monthly.perLabel} of{' '}
				{formatEuro(FEATURED_PLANS.yearly.amountCents)} {FEATURED_PLANS.yearly.perLabel}.
			</p>
			<LinkButton to={paths.forOwners} variant="secondary" className="mt-4">
				Lees meer over uitgelicht staan
			</LinkButton>
		</section>
	)
}
