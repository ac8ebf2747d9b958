import { data } from 'react-router'
import type { Route } from './+types/salon'
import { ClaimSection } from '~/components/salon/claim-section'
import { pageMeta, siteFrom } from '~/lib/meta'
import { parseSalonParam } from '~/lib/slug'
import { claimStateFor } from '~/server/claims.server'
import { findSalon } from '~/server/salons.server'

// Minimal salon page; the full detail page (spec section 2, Salon detail) is built on top of this.
export async function loader({ params, request }: Route.LoaderArgs) {
	const salon = await findSalon(parseSalonParam(params.slugOrId))
	if (!salon) throw data({ message: 'Trimsalon niet gevonden' }, { status: 404 })
	return { salon: { id: salon.id, name: salon.name, slug: salon.slug, formatted_address: salon.formatted_address, owner_id: salon.owner_id }, claim: await claimStateFor(request, salon) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	loaderData
		? pageMeta(siteFrom(matches), { title: loaderData.salon.name, description: `${loaderData.salon.name}, trimsalon`, path: `/trimsalon/${loaderData.salon.slug}` })
		: []

export default function SalonPage({ loaderData }: Route.ComponentProps) {
	const { salon } = loaderData
	return (
		<article className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold">{salon.name}</h1>
			<p className="mt-2 text-slate-600">{salon.formatted_address}</p>
			<ClaimSection salon={salon} claim={loaderData.claim} />
		</article>
	)
}
