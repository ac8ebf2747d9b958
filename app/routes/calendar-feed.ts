import type { Route } from './+types/calendar-feed'
import { calendarFeed } from '~/server/bookings/calendar-feed.server'
import { linkHolderOf } from '~/edge/guards.server'

/** The owner's private calendar feed (`calendarFeedPath`): the salon's agenda for a calendar app; an unknown or renewed token is 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const feed = await calendarFeed(await linkHolderOf({ request, context }), { token: params.token })
	if (feed === undefined) throw new Response('Niet gevonden', { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
	return new Response(feed, {
		headers: {
			'Content-Type': 'text/calendar; charset=utf-8',
			'Content-Disposition': 'inline; filename="agenda.ics"',
			'Cache-Control': 'private, no-store',
		},
	})
}
