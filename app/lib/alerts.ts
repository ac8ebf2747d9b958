/** How far from the postcode a salon may be, in km; 10 unless the subscriber picks another. */
export const ALERT_RADIUS_OPTIONS = [5, 10, 20] as const
export const DEFAULT_ALERT_RADIUS = 10

export const AREA_ALERT_TITLE = 'Mail me als een trimsalon bij mij in de buurt nieuwe honden aanneemt'
export const SALON_ALERT_TITLE = 'Mail me als deze salon weer plek heeft'

/** What the subscribe endpoint answers. */
export type AlertSubscribeResult = { ok: true; email: string } | { ok: false; message: string; fields?: Record<string, string> }
