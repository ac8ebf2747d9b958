import type { Route } from './+types/meldingen.aanmelden'
import { alertSubscribeSchema } from '~/lib/alerts/schema'
import { subscribeToAlerts } from '~/server/alerts/subscriptions.server'
import { handleAction, methodNotAllowed } from '~/edge/errors.server'
import { parseForm } from '~/edge/forms.server'
import { actorOf } from '~/edge/guards.server'

/** POST /meldingen/aanmelden: the alert forms' action; no account needed, the mailed link confirms. */
export async function action({ request, context }: Route.ActionArgs) {
	return handleAction(async () => {
		const input = await parseForm(request, alertSubscribeSchema)
		await subscribeToAlerts(await actorOf({ request, context }), input)
		return { ok: true as const, email: input.email }
	})
}

/** Only POST means something here. */
export function loader() {
	return methodNotAllowed()
}
