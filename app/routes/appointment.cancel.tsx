import type { Route } from './+types/appointment.cancel'
import { CancelAppointmentButton, CancelLinkNotice } from '~/components/bookings/cancel-link-notice'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { appointmentOfCancelLink, cancelAppointmentByToken } from '~/server/bookings/cancel.server'
import { DEAD_CANCEL_LINK } from '~/lib/bookings/my-appointments'
import { linkHolderOf } from '~/edge/guards.server'
import { handleAction, handleLoader, notFoundPage } from '~/edge/errors.server'

/** The cancel link of a booking mail opens this page; it cancels nothing by itself (mail scanners open links). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const holder = await linkHolderOf({ request, context })
	const appointment = await handleLoader(() => appointmentOfCancelLink(holder, { token: params.token }))
	return appointment ? { appointment } : notFoundPage({ appointment: null })
}

/** The page's button: the link's secret is the proof, no sign-in needed; the salon's deadline holds as on Mijn afspraken. */
export async function action({ request, context, params }: Route.ActionArgs) {
	const holder = await linkHolderOf({ request, context })
	return handleAction(async () => ({ ok: true as const, cancelled: await cancelAppointmentByToken(holder, { token: params.token }) }))
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Afspraak annuleren',
		description: 'Je afspraak bij een trimsalon annuleren.',
		path: paths.appointments,
		noIndex: true,
	})

export default function CancelAppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData?.ok)
		return (
			<CancelLinkNotice title="Afspraak geannuleerd">
				<p>
					Je afspraak bij {actionData.cancelled.salonName} op {actionData.cancelled.when} is geannuleerd. De trimsalon heeft bericht
					gekregen en je ontvangt een bevestiging per e-mail.
				</p>
			</CancelLinkNotice>
		)
	if (actionData)
		return (
			<CancelLinkNotice title="Niet geannuleerd">
				<p>{actionData.message}</p>
			</CancelLinkNotice>
		)
	const { appointment } = loaderData
	if (!appointment)
		return (
			<CancelLinkNotice title="Deze link werkt niet meer">
				<p>{DEAD_CANCEL_LINK}</p>
			</CancelLinkNotice>
		)
	return (
		<CancelLinkNotice title="Afspraak annuleren">
			<p>
				Je afspraak{appointment.dogName ? ` voor ${appointment.dogName}` : ''} bij {appointment.salonName} op {appointment.when}.
			</p>
			{appointment.tooLate ? (
				<p>{appointment.tooLate}</p>
			) : (
				<>
					<p>Wil je deze afspraak annuleren? De tijd wordt dan weer vrijgegeven.</p>
					<CancelAppointmentButton />
				</>
			)}
		</CancelLinkNotice>
	)
}
