import { DEFAULT_RADIUS } from '../search/search-params'

/** How far from the postcode a salon may be, in km; the directory's default unless the subscriber picks another. */
export const ALERT_RADIUS_OPTIONS = [5, 10, 20] as const
export const DEFAULT_ALERT_RADIUS = DEFAULT_RADIUS

export const AREA_ALERT_TITLE = 'Mail me als een trimsalon bij mij in de buurt nieuwe klanten aanneemt'
export const SALON_ALERT_TITLE = 'Mail me als deze trimsalon weer nieuwe klanten aanneemt'

/** What an alert watches, for mails and Mijn account: 'trimsalons binnen 10 km van 3511' or the salon's name. */
export function watchedLabel(alert: { place_label: string; radius_km: number; salonName: string | null }) {
	return alert.salonName ?? `trimsalons binnen ${alert.radius_km} km van ${alert.place_label}`
}

/** Who the sentence '… weer nieuwe klanten aanneemt' is about: the salon, or 'een van de trimsalons binnen 10 km van 3511'. */
export function watchedSubject(alert: { place_label: string; radius_km: number; salonName: string | null }) {
	return alert.salonName ?? `een van de ${watchedLabel(alert)}`
}
