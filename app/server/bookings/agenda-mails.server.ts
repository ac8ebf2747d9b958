import type { Executor } from '../platform/db/client.server'
import { greetingOf, queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { appointmentUid, calendarAttachment } from './calendar-event.server'
import { cancelRuleText } from './mails.server'
import { formatPhone } from '~/lib/accounts/phone'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { formatEuro } from '~/lib/featured/featured-plans'
import { appointmentCancelPath, paths } from '~/lib/common/paths'

/** An appointment as a mail tells the dog owner about it. */
export type MailedAppointment = {
	id: number
	starts_at: Date
	ends_at: Date
	treatment_name: string | null
	dog_name: string | null
}
type Salon = { name: string; formatted_address: string | null }

function appointmentIcs(appointment: MailedAppointment, salon: Salon, change: { cancelled: boolean; sequence: number }) {
	const summary = `${appointment.treatment_name ?? 'Afspraak'}${appointment.dog_name ? ` voor ${appointment.dog_name}` : ''} bij ${salon.name}`
	return calendarAttachment({
		uid: appointmentUid(appointment.id),
		start: appointment.starts_at,
		end: appointment.ends_at,
		summary,
		location: salon.formatted_address,
		cancelled: change.cancelled,
		sequence: change.sequence,
	})
}

const when = (appointment: MailedAppointment) => appointmentMoment(appointment.starts_at)

const whatOf = (appointment: MailedAppointment) =>
	`${appointment.treatment_name ?? 'afspraak'}${appointment.dog_name ? ` voor ${appointment.dog_name}` : ''}`

/**
 * To the dog owner: the salon cancelled (or declined) the appointment, or several of one series in one
 * mail that lists their dates, with the reason and an .ics per appointment that takes it out of their calendar.
 */
export function queueSalonCancelledMail(
	tx: Executor,
	to: { email: string; name: string | null },
	salon: Salon,
	cancelled: readonly [MailedAppointment, ...MailedAppointment[]],
	reason: string,
	declined: boolean,
) {
	const [first] = cancelled
	const several = cancelled.length > 1
	const opening = declined
		? `${salon.name} kan je aangevraagde afspraak (${whatOf(first)}) op ${when(first)} helaas niet aannemen.`
		: several
			? `${salon.name} heeft ${cancelled.length} afspraken (${whatOf(first)}) geannuleerd:\n${cancelled.map((appointment) => `- ${when(appointment)}`).join('\n')}`
			: `${salon.name} heeft je afspraak (${whatOf(first)}) op ${when(first)} geannuleerd.`
	return queueComposedMail(tx, {
		to: to.email,
		subject: declined
			? `${salon.name} kan je afspraak niet aannemen`
			: `${salon.name} heeft je ${several ? 'afspraken' : 'afspraak'} geannuleerd`,
		greeting: greetingOf(to.name),
		paragraphs: [
			opening,
			`Reden: ${reason}`,
			several
				? 'Je kunt andere tijden kiezen op de pagina van de trimsalon. De bijlagen halen de afspraken uit je agenda.'
				: 'Je kunt een andere tijd kiezen op de pagina van de trimsalon. De bijlage haalt de afspraak uit je agenda.',
		],
		action: { label: 'Naar Mijn afspraken', url: siteLink(paths.accountAppointments) },
		attachments: cancelled.map((appointment) => appointmentIcs(appointment, salon, { cancelled: true, sequence: 2 })),
	})
}

/**
 * To the dog owner: the salon approved their first booking; the price and a cancel link as the booking
 * mail has them (a new link: the request mail's link is replaced by it).
 */
export function queueApprovedMail(
	tx: Executor,
	to: { email: string; name: string | null },
	salon: Salon & { phone_number: string | null },
	appointment: MailedAppointment & { price_cents: number | null },
	cancel: { token: string; onlineUntil: Date | null },
) {
	const price =
		appointment.price_cents !== null ? `${appointment.treatment_name ?? 'Afspraak'}: ${formatEuro(appointment.price_cents)}` : ''
	return queueComposedMail(tx, {
		to: to.email,
		subject: `${salon.name} heeft je afspraak bevestigd`,
		greeting: greetingOf(to.name),
		paragraphs: [
			`${salon.name} heeft je afspraak (${appointment.treatment_name ?? 'afspraak'}${appointment.dog_name ? ` voor ${appointment.dog_name}` : ''}) op ${when(appointment)} bevestigd.`,
			[price, salon.formatted_address ? `Adres: ${salon.formatted_address}` : ''].filter(Boolean).join('\n'),
			`${cancelRuleText(cancel.onlineUntil, salon.phone_number ? formatPhone(salon.phone_number) : null)} De link in deze e-mail vervangt die uit je aanvraag.`,
			'Met de bijlage zet je de afspraak in je agenda.',
		].filter(Boolean),
		action: { label: 'Afspraak annuleren', url: siteLink(appointmentCancelPath(cancel.token)) },
		attachments: [appointmentIcs(appointment, salon, { cancelled: false, sequence: 1 })],
	})
}
