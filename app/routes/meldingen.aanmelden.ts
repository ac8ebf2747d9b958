import type { Route } from './+types/meldingen.aanmelden'
import { alertSubscribeSchema } from '~/lib/schemas/alerts'
import { subscribeToAlerts } from '~/server/alerts/subscriptions.server'
import { handleAction, methodNotAllowed } from '~/server/platform/http/errors.server'
import { parseForm } from '~/server/platform/http/forms.server'
import { actorOf } from '~/routes/guards.server'

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
