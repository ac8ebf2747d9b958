import type { Route } from './+types/api.auth'
import { auth, withClientIp } from '~/server/auth.server'
import { clientIpContext } from '~/server/request-context.server'

export async function loader({ request, context }: Route.LoaderArgs) {
	return auth().handler(withClientIp(request, context.get(clientIpContext)))
}

export async function action({ request, context }: Route.ActionArgs) {
	return auth().handler(withClientIp(request, context.get(clientIpContext)))
}
