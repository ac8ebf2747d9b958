import type { Route } from './+types/dev.mail.json'
import { requireDemoMode } from '~/edge/guards.server'
import { clientIpContext } from '~/edge/request-context.server'
import { listOutbox } from '~/server/platform/mail/mail.server'

/** The outbox of /dev/mail as JSON, for tests: the same guard and the same mails, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
	requireDemoMode(context.get(clientIpContext))
	return Response.json({ mails: await listOutbox() })
}
