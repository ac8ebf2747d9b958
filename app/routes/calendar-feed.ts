import type { Route } from './+types/calendar-feed'
import { calendarFeed } from '~/server/bookings/calendar-feed.server'

/** The owner's private calendar feed (`calendarFeedPath`): the salon's agenda for a calendar app; an unknown or renewed token is 404. */
export async function loader({ params }: Route.LoaderArgs) {
	const feed = await calendarFeed(params.token)
	if (feed === undefined) throw new Response('Niet gevonden', { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
	return new Response(feed, {
		headers: {
			'Content-Type': 'text/calendar; charset=utf-8',
			'Content-Disposition': 'inline; filename="agenda.ics"',
			'Cache-Control': 'private, no-store',
		},
	})
}
