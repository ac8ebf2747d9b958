import { config } from '../platform/config.server'
import type { MailAttachment } from '../platform/mail/mail.server'
import { icsCalendar, type IcsEvent } from '~/lib/bookings/ics'

/** An appointment's event id in every calendar file (mails and the owner's feed), so a change replaces the event. */
export const appointmentUid = (appointmentId: number) => `afspraak-${appointmentId}@${new URL(config().SITE_URL).hostname}`

/** The appointment's event as a mail attachment: a new or changed one (REQUEST), or a cancelled one (CANCEL). */
export function calendarAttachment(event: IcsEvent): MailAttachment {
	const method = event.cancelled ? 'CANCEL' : 'REQUEST'
	return {
		filename: 'afspraak.ics',
		contentType: `text/calendar; charset=utf-8; method=${method}`,
		content: icsCalendar([event], { method }),
	}
}
