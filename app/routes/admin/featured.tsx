import type { Route } from './+types/featured'
import { adminTabMeta } from '~/lib/admin-meta'
import { paths } from '~/lib/paths'
import { requireAdmin } from '~/server/permissions.server'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return null
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'Uitgelichte vermeldingen', paths.adminFeatured)

/** Filled by the featured listings: subscriptions per city, their status, pausing and payments. */
export default function AdminFeatured() {
	return (
		<section aria-labelledby="uitgelicht">
			<h2 id="uitgelicht" className="text-2xl font-semibold">
				Uitgelichte vermeldingen
			</h2>
			<p className="mt-3 max-w-3xl text-slate-700">
				Hier beheer je binnenkort de uitgelichte vermeldingen: per stad de betaalde posities (maximaal 3), hun status (actief, gepauzeerd,
				verlopen of opgezegd) met start- en einddatum, pauzeren en weer activeren, de betalingen en de maandomzet.
			</p>
		</section>
	)
}
