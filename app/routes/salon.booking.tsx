import type { Route } from './+types/salon.booking'
import { BookingPage } from '~/components/bookings/booking-page'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths, salonBookingPath } from '~/lib/common/paths'
import { requireUser } from '~/edge/guards.server'
import { handleAction, handleLoader } from '~/edge/errors.server'
import { readPosted } from '~/edge/forms.server'
import { bookAppointment } from '~/server/bookings/book.server'
import { bookingPageOf, linkedBooking, quoteBooking } from '~/server/bookings/page.server'
import { bookSeries, planSeries } from '~/server/bookings/series.server'
import { dogsOf } from '~/server/dogs/dogs.server'
import { joinWaitingList, otherSalonsFor } from '~/server/bookings/waiting-list.server'

/**
 * Personal (it books as the signed-in dog owner): a visitor logs in first and comes back here. A link
 * of the rhythm mail (`?hond=&behandeling=&tijd=`) opens the free times with its time chosen.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const [page, dogs] = await Promise.all([handleLoader(() => bookingPageOf(actor, params.slugOrId)), dogsOf(actor)])
	const query = Object.fromEntries(new URL(request.url).searchParams)
	const link = page.closed || page.treatments.length === 0 ? null : await linkedBooking(actor, { salonId: page.salon.id, query })
	const linked = link && { ...link, otherSalons: await otherSalonsFor(actor, link.values) }
	return { ...page, dogs, linked }
}

/**
 * 'Volgende' (intent quote) answers the price, the length and the free times for the dog; 'Afspraak
 * bevestigen' (intent book) books the chosen time; with a repeat chosen ('Data bekijken', intent
 * series, or book without JavaScript) it lists the series' dates instead, and intent bookSeries books
 * them; 'Zet me op de wachtlijst' (intent wait) joins the salon's waiting list. The verbs check the
 * form and the salon's rules.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const { entries, values } = await readPosted(request)
	if (values.intent === 'wait')
		return handleAction(async () => ({ ok: true as const, step: 'waiting' as const, joined: await joinWaitingList(actor, entries) }), {
			intent: 'wait',
			values,
		})
	if (values.intent === 'bookSeries')
		return handleAction(async () => ({ ok: true as const, step: 'seriesDone' as const, booked: await bookSeries(actor, entries) }), {
			intent: 'bookSeries',
			values,
		})
	if (values.intent === 'series' || (values.intent === 'book' && values.everyWeeks))
		return handleAction(async () => ({ ok: true as const, step: 'series' as const, series: await planSeries(actor, entries), values }), {
			intent: 'series',
			values,
		})
	if (values.intent === 'book')
		return handleAction(async () => ({ ok: true as const, step: 'done' as const, booked: await bookAppointment(actor, entries) }), {
			intent: 'book',
			values,
		})
	return handleAction(
		async () => ({
			ok: true as const,
			step: 'time' as const,
			quote: await quoteBooking(actor, entries),
			otherSalons: await otherSalonsFor(actor, entries),
			values,
		}),
		{ intent: 'quote', values },
	)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	pageMeta(siteFrom(matches), {
		title: loaderData ? `Afspraak maken bij ${loaderData.salon.name}` : 'Afspraak maken',
		description: 'Maak online een afspraak bij een trimsalon, met de prijs voor jouw hond.',
		path: loaderData ? salonBookingPath(loaderData.salon) : paths.salons,
		noIndex: true,
	})

export default function SalonBooking({ loaderData, actionData }: Route.ComponentProps) {
	return <BookingPage page={loaderData} actionData={actionData} />
}
