import type { Route } from './+types/dev.sms.json'
import { requireDemoMode } from '~/edge/guards.server'
import { clientIpContext } from '~/edge/request-context.server'
import { listSmsOutbox } from '~/server/platform/sms/send.server'

/** The text messages of /dev/sms as JSON, for tests: the same guard and the same messages, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
	requireDemoMode(context.get(clientIpContext))
	return Response.json({ messages: await listSmsOutbox() })
}
